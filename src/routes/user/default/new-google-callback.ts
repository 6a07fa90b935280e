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
import { emailOfToken } from '@/server/auth/google'
import { getDatabase } from '@/server/db/client'
import { json } from '@/server/http/routes'

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

const fail = (status: number, code: number, msg: string) =>
  json(status, { code, msg, data: { url: LOGIN_URL } })

async function callback({ request }: { request: Request }): Promise<Response> {
  try {
    assertSameOrigin(request)
  } catch (error) {
    if (error instanceof ApiError) return fail(error.status, error.code, error.message)
    throw error
  }
  if (!googleConfigured())
    return fail(404, API_CODES.notFound, 'google: sign-in with Google is not configured')
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return fail(400, API_CODES.invalidParameter, 'body: is not valid JSON')
  }
  const parsed = v.safeParse(Body, body)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    const field = issue?.path?.[0]?.key
    return fail(
      400,
      API_CODES.invalidParameter,
      `${typeof field === 'string' ? field : 'body'}: ${issue?.message ?? 'is invalid'}`,
    )
  }
  const email = emailOfToken(parsed.output.JWT)
  const db = await getDatabase()
  const existed =
    email !== null &&
    (await db.query('SELECT 1 FROM users WHERE lower(email) = $1 AND NOT is_guest', [email])).length > 0
  try {
    const { headers } = await getAuth().api.signInSocial({
      body: { provider: 'google', idToken: { token: parsed.output.JWT } },
      headers: request.headers,
      returnHeaders: true,
    })
    const isRegister = existed ? 0 : 1
    const reply = json(200, {
      code: API_CODES.popupSuccess,
      msg: 'success',
      data: { is_register: isRegister, url: isRegister ? WELCOME_URL : '' },
    })
    for (const cookie of headers.getSetCookie()) reply.headers.append('set-cookie', cookie)
    return reply
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return fail(401, API_CODES.sessionInvalid, `JWT: ${message || 'Google did not confirm this sign-in'}`)
  }
}

const refuse = () =>
  json(405, { code: API_CODES.methodNotAllowed, msg: 'method: use POST for this endpoint', data: null })

export const Route = createFileRoute('/user/default/new-google-callback')({
  server: { handlers: { POST: callback, GET: refuse } },
})
