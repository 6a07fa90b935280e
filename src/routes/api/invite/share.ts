import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { claimShare } from '@/features/invites/invites.server'
import { ok } from '@/server/api/call'
import { getDatabase } from '@/server/db/client'
import { postOnly } from '@/server/http/routes'
import { requireAccount } from '@/server/quota/quota'

/** POST /api/invite/share: the share activity's reward, once per account (docs/api.md). */
export const Route = createFileRoute('/api/invite/share')({
  server: {
    handlers: postOnly(v.object({}), async (_input, ctx) => {
      await claimShare(await getDatabase(), await requireAccount(ctx))
      return ok({ granted: true })
    }),
  },
})
