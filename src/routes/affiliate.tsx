import { createFileRoute } from '@tanstack/react-router'
import { AffiliatePage } from '@/features/content/components/affiliate-page'
import { pageMeta } from '@/i18n/seo'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/affiliate')({
  head: () => ({ meta: pageMeta(`${m.affiliate_title()} | Shopsight`, m.affiliate_description()) }),
  component: AffiliatePage,
})
