import { createServerFn } from '@tanstack/react-start'
import { googleConfigured } from '@/server/auth/auth.server'
import { callEndpoint, NoInput } from '@/server/http/endpoint-call'
import { quotaUsageEndpoint } from './account.endpoints'

/** What the login and registration pages offer: Google (its public client id) only when configured. */
export const fetchAuthOptions = createServerFn({ method: 'GET' }).handler(async () => ({
  google: googleConfigured() ? (process.env.GOOGLE_CLIENT_ID?.trim() ?? null) : null,
}))

/** Today's quota usage of the caller: what GET /api/common/used_limit_count answers. */
export const fetchUsage = createServerFn({ method: 'GET' }).handler(() =>
  callEndpoint('quota usage', NoInput, {}, quotaUsageEndpoint),
)
