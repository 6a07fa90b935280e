import { createFileRoute } from '@tanstack/react-router'
import { cancelSubscriptionEndpoint } from '@/features/billing/billing.endpoints'
import { NoInput } from '@/server/http/endpoint-call'
import { postOnly } from '@/server/http/routes'

/** POST /api/pay/cancel_subscription: stops auto-renewal; the paid period runs to its expiry. */
export const Route = createFileRoute('/api/pay/cancel_subscription')({
  server: { handlers: postOnly(NoInput, cancelSubscriptionEndpoint) },
})
