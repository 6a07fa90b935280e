import { createFileRoute } from '@tanstack/react-router'
import { claimInvite } from '@/features/invites/invites.server'
import { InviteClaimSchema } from '@/features/invites/invites.shared'
import { ok } from '@/server/api/call'
import { clientAddress } from '@/server/auth/rate-limit'
import { getDatabase } from '@/server/db/client'
import { postOnly } from '@/server/http/routes'
import { requireAccount } from '@/server/quota/quota'

/** POST /api/invite/claim {inviter}: credits the caller's new account to an invite code (docs/api.md). */
export const Route = createFileRoute('/api/invite/claim')({
  server: {
    handlers: postOnly(InviteClaimSchema, async (input, ctx, request) => {
      const viewer = await requireAccount(ctx)
      const { granted } = await claimInvite(
        await getDatabase(),
        viewer,
        input.inviter,
        ctx.fingerprint,
        clientAddress(request),
      )
      return ok({ accepted: true, inviter_rewards: granted.length })
    }),
  },
})
