import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { cancelSubscription, getSubscription } from '@/features/billing/subscription.server'
import { API_CODES } from '@/lib/api-codes'
import { assertSameOrigin } from '@/server/auth/csrf'
import { getDatabase } from '@/server/db/client'
import { ApiError } from '@/server/marketplace/api'
import { apiRoute } from '@/server/marketplace/http'
import { requireUser } from '@/server/marketplace/quota'

const refuse = () =>
  Response.json(
    { code: API_CODES.methodNotAllowed, msg: 'method: use POST for this endpoint', data: null },
    { status: 405, headers: { allow: 'POST', 'cache-control': 'no-store' } },
  )

/**
 * POST /api/pay/cancel_subscription: stops auto-renewal (cycle_subscription 1 → 0); the paid period runs
 * to its expiry. No payments exist yet, so nothing is refunded.
 */
export const Route = createFileRoute('/api/pay/cancel_subscription')({
  server: {
    handlers: {
      POST: apiRoute(v.object({}), async (_input, ctx, request) => {
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
        return { code: API_CODES.success, msg: 'success', data: await getSubscription(db, viewer.userId) }
      }),
      GET: refuse,
      PUT: refuse,
      PATCH: refuse,
      DELETE: refuse,
    },
  },
})
