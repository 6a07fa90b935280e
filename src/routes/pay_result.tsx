import { createFileRoute } from '@tanstack/react-router'
import { PayResultPage } from '@/features/billing/components/pay-result-page'
import { PayResultSearch } from '@/features/billing/pay-result.shared'
import { fixedHead } from '@/i18n/seo'

export const Route = createFileRoute('/pay_result')({
  validateSearch: PayResultSearch,
  // It talks to the window that opened it: nothing to render on the server.
  ssr: false,
  head: fixedHead('payResult'),
  component: function PayResult() {
    const { pay_status, order } = Route.useSearch()
    return <PayResultPage status={pay_status} order={order} />
  },
})
