import { createFileRoute } from '@tanstack/react-router'
import { inviteMember } from '@/features/teams/teams.server'
import { TeamInviteSchema } from '@/features/teams/teams.shared'
import { ok } from '@/server/api/call'
import { getDatabase } from '@/server/db/client'
import { postOnly } from '@/server/http/routes'
import { requireAccount } from '@/server/quota/quota'

/** POST /api/team/invite {email}: invites a member; 10020 when every seat is taken. */
export const Route = createFileRoute('/api/team/invite')({
  server: {
    handlers: postOnly(TeamInviteSchema, async (input, ctx, request) =>
      ok(
        await inviteMember(
          await getDatabase(),
          await requireAccount(ctx),
          input.email,
          new URL(request.url).origin,
        ),
      ),
    ),
  },
})
