import { createFileRoute } from '@tanstack/react-router'
import { teamJoin } from '@/features/teams/teams.endpoints'
import { TeamJoinSchema } from '@/features/teams/teams.shared'
import { postOnly } from '@/server/http/routes'

/** POST /api/team/join {invited_code}: the signed-in invited person joins the team. */
export const Route = createFileRoute('/api/team/join')({
  server: { handlers: postOnly(TeamJoinSchema, teamJoin) },
})
