import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { recordShare } from '@/features/invites/invites.server'
import { ok } from '@/server/api/call'
import { getDatabase } from '@/server/db/client'
import { postOnly } from '@/server/http/routes'
import { requireAccount } from '@/server/quota/quota'

/**
 * POST /api/invite/share: records the share activity. It grants nothing itself: the reward comes once an
 * account registered through the link afterwards verifies its e-mail address (docs/quotas.md).
 */
export const Route = createFileRoute('/api/invite/share')({
  server: {
    handlers: postOnly(v.object({}), async (_input, ctx) => {
      await recordShare(await getDatabase(), await requireAccount(ctx))
      return ok({ recorded: true })
    }),
  },
})
