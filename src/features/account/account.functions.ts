import { createServerFn } from '@tanstack/react-start'
import { googleConfigured } from '@/server/auth/auth.server'

/** What the login and registration pages offer: Google only when GOOGLE_CLIENT_ID/SECRET are set. */
export const fetchAuthOptions = createServerFn({ method: 'GET' }).handler(async () => ({
  google: googleConfigured(),
}))
