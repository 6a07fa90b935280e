import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { inviteCount } from '@/features/invites/invites.server'
import { API_CODES } from '@/lib/api-codes'
import { getDatabase } from '@/server/db/client'
import { getOnly } from '@/server/http/routes'
import { requireAccount } from '@/server/quota/quota'

/** GET /api/common/user_invite_count (spec §3): how many registered accounts the caller invited. */
export const Route = createFileRoute('/api/common/user_invite_count')({
  server: {
    handlers: getOnly(v.object({}), async (_input, ctx) => {
      const viewer = await requireAccount(ctx)
      return {
        code: API_CODES.success,
        msg: 'success',
        data: await inviteCount(await getDatabase(), viewer.userId),
      }
    }),
  },
})
