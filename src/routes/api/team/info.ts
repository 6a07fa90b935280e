import { createFileRoute } from '@tanstack/react-router'
import { teamInfo } from '@/features/teams/teams.endpoints'
import { NoInput } from '@/server/http/endpoint-call'
import { getOnly } from '@/server/http/routes'

/** GET /api/team/info: the caller's team: as primary (members, invitations, seats), as member, or none. */
export const Route = createFileRoute('/api/team/info')({
  server: { handlers: getOnly(NoInput, teamInfo) },
})
