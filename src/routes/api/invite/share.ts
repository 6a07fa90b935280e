import { createFileRoute } from '@tanstack/react-router'
import { inviteShareEndpoint } from '@/features/invites/invites.endpoints'
import { NoInput } from '@/server/http/endpoint-call'
import { postOnly } from '@/server/http/routes'

/**
 * POST /api/invite/share: records the share activity. It grants nothing itself: the reward comes once an
 * account registered through the link afterwards verifies its e-mail address (docs/quotas.md).
 */
export const Route = createFileRoute('/api/invite/share')({
  server: { handlers: postOnly(NoInput, inviteShareEndpoint) },
})
