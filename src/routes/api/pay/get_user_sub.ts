import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { API_CODES } from '@/lib/api-codes'
import { getOnly } from '@/server/http/routes'
import { requireUser } from '@/server/quota/quota'

/** GET /api/pay/get_user_sub: the caller's subscription (spec §3, §4); 10001 without a session. */
export const Route = createFileRoute('/api/pay/get_user_sub')({
  server: {
    handlers: getOnly(v.object({}), async (_input, ctx) => {
      const viewer = await requireUser(ctx)
      return { code: API_CODES.success, msg: 'success', data: viewer.subscription }
    }),
  },
})
