import { createFileRoute } from '@tanstack/react-router'
import { PricingPage } from '@/features/billing/components/pricing-page'
import { pageMeta } from '@/i18n/seo'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/pricing')({
  head: () => ({ meta: pageMeta(`${m.pricing_title()} | Shopsight`, m.pricing_meta_description()) }),
  component: PricingPage,
})
