// Signing in with the Google ID token from the sign-in button (spec §7 new-google-callback, §8 result
// codes), creating the account on first use. The route /user/default/new-google-callback only adapts
// HTTP to this: the checks (our own pages only, Google configured, the token) all live here.
import * as v from 'valibot'
import { API_CODES, type ApiEnvelope } from '@/lib/api-codes'
import { ApiError } from '@/server/api/call'
import { getDatabase } from '@/server/db/client'
import { getAuth, googleConfigured } from './auth.server'
import { assertSameOrigin } from './csrf'
import { emailOfToken, isRegisteredEmail } from './google'

export const GoogleCallbackSchema = v.object({
  JWT: v.pipe(
    v.string('is required'),
    v.minLength(20, 'is not a Google ID token'),
    v.maxLength(8192, 'is too long'),
  ),
  state: v.optional(v.pipe(v.string(), v.maxLength(512, 'is too long'))),
})

/** Where a refused sign-in goes (every refusal's data.url). */
export const GOOGLE_LOGIN_URL = '/user/login'
/** Where a new account lands: the welcome page. */
const WELCOME_URL = '/welcome-to-shopsight'

export type GoogleSignIn = {
  reply: ApiEnvelope<{ is_register: number; url: string }>
  /** The session cookies better-auth set, for the response. */
  headers: Headers
}

/**
 * Success is code 100000 with data.is_register and data.url (empty: reload the page; else go there).
 * A refusal throws the ApiError the caller answers with data.url GOOGLE_LOGIN_URL.
 */
export async function signInWithGoogle(request: Request, jwt: string): Promise<GoogleSignIn> {
  assertSameOrigin(request)
  if (!googleConfigured())
    throw new ApiError(404, API_CODES.notFound, 'google: sign-in with Google is not configured')
  const email = emailOfToken(jwt)
  const existed = email !== null && (await isRegisteredEmail(await getDatabase(), email))
  try {
    const { headers } = await getAuth().api.signInSocial({
      body: { provider: 'google', idToken: { token: jwt } },
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
}
