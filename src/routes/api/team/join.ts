import { createFileRoute } from '@tanstack/react-router'
import { joinTeam } from '@/features/teams/teams.server'
import { TeamJoinSchema } from '@/features/teams/teams.shared'
import { ok } from '@/server/api/call'
import { getDatabase } from '@/server/db/client'
import { postOnly } from '@/server/http/routes'
import { requireAccount } from '@/server/quota/quota'

/** POST /api/team/join {invited_code}: the signed-in invited person joins the team. */
export const Route = createFileRoute('/api/team/join')({
  server: {
    handlers: postOnly(TeamJoinSchema, async (input, ctx) =>
      ok(await joinTeam(await getDatabase(), await requireAccount(ctx), input.invited_code)),
    ),
  },
})
