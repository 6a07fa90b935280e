import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { inviteSummary } from '@/features/invites/invites.server'
import { ok } from '@/server/api/call'
import { getDatabase } from '@/server/db/client'
import { getOnly } from '@/server/http/routes'
import { requireAccount } from '@/server/quota/quota'

/** GET /api/invite/summary: the invitation dialog's link, counts and granted rewards (docs/api.md). */
export const Route = createFileRoute('/api/invite/summary')({
  server: {
    handlers: getOnly(v.object({}), async (_input, ctx, request) => {
      const viewer = await requireAccount(ctx)
      return ok(await inviteSummary(await getDatabase(), viewer, new URL(request.url).origin))
    }),
  },
})
