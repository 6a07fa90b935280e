// POST /user/default/new-google-callback {JWT, state} (spec §7, §8): signs in with the Google ID token
// from the sign-in button (src/server/auth/google-sign-in.ts); every refusal carries data.url, the login
// page to go to.
import { createFileRoute } from '@tanstack/react-router'
import { GOOGLE_LOGIN_URL, GoogleCallbackSchema, signInWithGoogle } from '@/server/auth/google-sign-in'
import { sessionRoute } from '@/server/http/routes'

export const Route = createFileRoute('/user/default/new-google-callback')({
  server: {
    handlers: sessionRoute(
      'POST',
      GoogleCallbackSchema,
      ({ JWT }, request) => signInWithGoogle(request, JWT),
      {
        url: GOOGLE_LOGIN_URL,
      },
    ),
  },
})
