import { createFileRoute } from '@tanstack/react-router'
import { inviteClaimEndpoint } from '@/features/invites/invites.endpoints'
import { InviteClaimSchema } from '@/features/invites/invites.shared'
import { postOnly } from '@/server/http/routes'

/** POST /api/invite/claim {inviter}: credits the caller's new account to an invite code (docs/api.md). */
export const Route = createFileRoute('/api/invite/claim')({
  server: { handlers: postOnly(InviteClaimSchema, inviteClaimEndpoint) },
})
