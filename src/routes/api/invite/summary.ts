import { createFileRoute } from '@tanstack/react-router'
import { inviteSummaryEndpoint } from '@/features/invites/invites.endpoints'
import { NoInput } from '@/server/http/endpoint-call'
import { getOnly } from '@/server/http/routes'

/** GET /api/invite/summary: the invitation dialog's link, counts and granted rewards (docs/api.md). */
export const Route = createFileRoute('/api/invite/summary')({
  server: { handlers: getOnly(NoInput, inviteSummaryEndpoint) },
})
