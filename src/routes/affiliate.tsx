import { createFileRoute } from '@tanstack/react-router'
import { AffiliatePage } from '@/features/affiliate/components/affiliate-page'
import { fixedHead } from '@/i18n/seo'

export const Route = createFileRoute('/affiliate')({
  head: fixedHead('affiliate'),
  component: AffiliatePage,
})
