import { createFileRoute } from '@tanstack/react-router'
import { teamRemove } from '@/features/teams/teams.endpoints'
import { TeamRemoveSchema } from '@/features/teams/teams.shared'
import { postOnly } from '@/server/http/routes'

/** POST /api/team/remove {member}: the primary removes a member (user id) or withdraws an invitation (email). */
export const Route = createFileRoute('/api/team/remove')({
  server: { handlers: postOnly(TeamRemoveSchema, teamRemove) },
})
