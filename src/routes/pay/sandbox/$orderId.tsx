import { createFileRoute } from '@tanstack/react-router'
import { SandboxCheckoutPage } from '@/features/billing/components/sandbox-checkout-page'
import { fixedHead } from '@/i18n/seo'

export const Route = createFileRoute('/pay/sandbox/$orderId')({
  // A payer's own order, read with the session cookie.
  ssr: false,
  head: fixedHead('sandboxCheckout'),
  component: function SandboxCheckout() {
    return <SandboxCheckoutPage orderId={Route.useParams().orderId} />
  },
})
