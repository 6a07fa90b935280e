import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { cancelRenewals } from '@/features/billing/payments.server'
import { ok } from '@/server/api/call'
import { assertSameOrigin } from '@/server/auth/csrf'
import { getDatabase } from '@/server/db/client'
import { postOnly } from '@/server/http/routes'
import { paymentProvider } from '@/server/payments/provider'
import { requireUser } from '@/server/quota/quota'

/**
 * POST /api/pay/cancel_subscription: stops auto-renewal (cycle_subscription 1 → 0), at the payment
 * provider first; the paid period runs to its expiry and nothing is refunded.
 */
export const Route = createFileRoute('/api/pay/cancel_subscription')({
  server: {
    handlers: postOnly(v.object({}), async (_input, ctx, request) => {
      assertSameOrigin(request)
      const viewer = await requireUser(ctx)
      return ok(await cancelRenewals(await getDatabase(), paymentProvider(), viewer.userId))
    }),
  },
})
