import { createFileRoute } from '@tanstack/react-router'
import { quotaUsageEndpoint } from '@/features/account/account.endpoints'
import { NoInput } from '@/server/http/endpoint-call'
import { getOnly } from '@/server/http/routes'

/** GET /api/common/used_limit_count: today's used, limit (num) and remaining per feature for the caller. */
export const Route = createFileRoute('/api/common/used_limit_count')({
  server: { handlers: getOnly(NoInput, quotaUsageEndpoint) },
})
