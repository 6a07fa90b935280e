import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { teamView } from '@/features/teams/teams.server'
import { ok } from '@/server/api/call'
import { getDatabase } from '@/server/db/client'
import { getOnly } from '@/server/http/routes'
import { requireAccount } from '@/server/quota/quota'

/** GET /api/team/info: the caller's team: as primary (members, invitations, seats), as member, or none. */
export const Route = createFileRoute('/api/team/info')({
  server: {
    handlers: getOnly(v.object({}), async (_input, ctx, request) =>
      ok(await teamView(await getDatabase(), await requireAccount(ctx), new URL(request.url).origin)),
    ),
  },
})
