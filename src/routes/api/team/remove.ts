import { createFileRoute } from '@tanstack/react-router'
import { removeMember } from '@/features/teams/teams.server'
import { TeamRemoveSchema } from '@/features/teams/teams.shared'
import { ok } from '@/server/api/call'
import { getDatabase } from '@/server/db/client'
import { postOnly } from '@/server/http/routes'
import { requireAccount } from '@/server/quota/quota'

/** POST /api/team/remove {member}: the primary removes a member (user id) or withdraws an invitation (email). */
export const Route = createFileRoute('/api/team/remove')({
  server: {
    handlers: postOnly(TeamRemoveSchema, async (input, ctx) => {
      await removeMember(await getDatabase(), await requireAccount(ctx), input.member)
      return ok({ removed: true })
    }),
  },
})
