import { createFileRoute } from '@tanstack/react-router'
import { PricingPage } from '@/features/billing/components/pricing-page'
import { fixedHead } from '@/i18n/seo'

export const Route = createFileRoute('/pricing')({
  head: fixedHead('pricing'),
  component: PricingPage,
})
