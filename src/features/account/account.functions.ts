import { createServerFn } from '@tanstack/react-start'
import { googleConfigured } from '@/server/auth/auth.server'

/** What the login and registration pages offer: Google (its public client id) only when configured. */
export const fetchAuthOptions = createServerFn({ method: 'GET' }).handler(async () => ({
  google: googleConfigured() ? (process.env.GOOGLE_CLIENT_ID?.trim() ?? null) : null,
}))
