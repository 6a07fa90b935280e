import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { API_CODES } from '@/lib/api-codes'
import { ApiError, ok } from '@/server/api/call'
import { assertSameOrigin } from '@/server/auth/csrf'
import { cancelSubscription, getSubscription } from '@/server/billing/subscriptions'
import { getDatabase } from '@/server/db/client'
import { postOnly } from '@/server/http/routes'
import { requireUser } from '@/server/quota/quota'

/**
 * POST /api/pay/cancel_subscription: stops auto-renewal (cycle_subscription 1 → 0); the paid period runs
 * to its expiry. No payments exist yet, so nothing is refunded.
 */
export const Route = createFileRoute('/api/pay/cancel_subscription')({
  server: {
    handlers: postOnly(v.object({}), async (_input, ctx, request) => {
      assertSameOrigin(request)
      const viewer = await requireUser(ctx)
      const db = await getDatabase()
      if (!(await cancelSubscription(db, viewer.userId))) {
        throw new ApiError(
          400,
          API_CODES.invalidParameter,
          'subscription: there is no auto-renewal to cancel',
        )
      }
      return ok(await getSubscription(db, viewer.userId))
    }),
  },
})
