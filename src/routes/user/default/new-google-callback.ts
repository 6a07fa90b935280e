// POST /user/default/new-google-callback {JWT, state} (spec §7, §8): signs in with the Google ID token
// from the sign-in button, creating the account on first use. Success is code 100000 with
// data.is_register and data.url (empty: reload the page; else go there); any other answer carries
// data.url to go to (the login page).
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { API_CODES } from '@/lib/api-codes'
import { ApiError } from '@/server/api/call'
import { getAuth, googleConfigured } from '@/server/auth/auth.server'
import { assertSameOrigin } from '@/server/auth/csrf'
import { emailOfToken, isRegisteredEmail } from '@/server/auth/google'
import { getDatabase } from '@/server/db/client'
import { sessionRoute } from '@/server/http/routes'

const Body = v.object({
  JWT: v.pipe(
    v.string('is required'),
    v.minLength(20, 'is not a Google ID token'),
    v.maxLength(8192, 'is too long'),
  ),
  state: v.optional(v.pipe(v.string(), v.maxLength(512, 'is too long'))),
})

const LOGIN_URL = '/user/login'
/** Where a new account lands: the welcome page. */
const WELCOME_URL = '/welcome-to-shopsight'

export const Route = createFileRoute('/user/default/new-google-callback')({
  server: {
    handlers: sessionRoute(
      'POST',
      Body,
      async ({ JWT }, request) => {
        assertSameOrigin(request)
        if (!googleConfigured())
          throw new ApiError(404, API_CODES.notFound, 'google: sign-in with Google is not configured')
        const email = emailOfToken(JWT)
        const existed = email !== null && (await isRegisteredEmail(await getDatabase(), email))
        try {
          const { headers } = await getAuth().api.signInSocial({
            body: { provider: 'google', idToken: { token: JWT } },
            headers: request.headers,
            returnHeaders: true,
          })
          const isRegister = existed ? 0 : 1
          const data = { is_register: isRegister, url: isRegister ? WELCOME_URL : '' }
          return { reply: { code: API_CODES.popupSuccess, msg: 'success', data }, headers }
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error)
          throw new ApiError(
            401,
            API_CODES.sessionInvalid,
            `JWT: ${message || 'Google did not confirm this sign-in'}`,
          )
        }
      },
      { url: LOGIN_URL },
    ),
  },
})
