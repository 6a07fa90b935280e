import { createFileRoute } from '@tanstack/react-router'
import { cancelSubscriptionEndpoint, NoInput } from '@/features/billing/billing.endpoints'
import { postOnly } from '@/server/http/routes'

/** POST /api/pay/cancel_subscription: stops auto-renewal; the paid period runs to its expiry. */
export const Route = createFileRoute('/api/pay/cancel_subscription')({
  server: { handlers: postOnly(NoInput, cancelSubscriptionEndpoint) },
})
