import { createFileRoute } from '@tanstack/react-router'
import { teamInvite } from '@/features/teams/teams.endpoints'
import { TeamInviteSchema } from '@/features/teams/teams.shared'
import { postOnly } from '@/server/http/routes'

/** POST /api/team/invite {email}: invites a member; 10020 when every seat is taken. */
export const Route = createFileRoute('/api/team/invite')({
  server: { handlers: postOnly(TeamInviteSchema, teamInvite) },
})
