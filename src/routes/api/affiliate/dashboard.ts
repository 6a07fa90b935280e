import { createFileRoute } from '@tanstack/react-router'
import { affiliateDashboardEndpoint } from '@/features/affiliate/affiliate.endpoints'
import { NoInput } from '@/server/http/endpoint-call'
import { getOnly } from '@/server/http/routes'

/** GET /api/affiliate/dashboard: the caller's link, clicks, sign-ups, paying users and ledger ({affiliate: null} before applying). */
export const Route = createFileRoute('/api/affiliate/dashboard')({
  server: { handlers: getOnly(NoInput, affiliateDashboardEndpoint) },
})
