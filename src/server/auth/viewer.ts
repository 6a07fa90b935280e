// Who is behind a request: the better-auth session cookie, or the token of `Authorization:
// token##fingerprint` (the browser plug-in and scripts), resolved to the user and the plan in force.

import { createHmac, timingSafeEqual } from 'node:crypto'
import { readCookie } from '@/lib/locale'
import type { Viewer } from '@/server/api/call'
import type { users } from '@/server/db/accounts.schema'
import { getDatabase } from '@/server/db/client'
import type { SqlRow } from '@/server/db/rows'
import { workingSubscription } from '@/server/plan/subscription'
import { getAuth, SESSION_COOKIE_PREFIX } from './auth.server'

type UserRow = Pick<SqlRow<typeof users>, 'id' | 'email' | 'name' | 'is_guest'>

/** True when the Cookie header carries a session cookie (plain or __Secure-). */
export function hasSessionCookie(cookie: string | null): boolean {
  return cookie?.includes(`${SESSION_COOKIE_PREFIX}.session_token=`) === true
}

async function userByToken(token: string): Promise<UserRow | null> {
  const db = await getDatabase()
  const [row] = await db.query<UserRow>(
    `SELECT u.id, u.email, u.name, u.is_guest FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token = $1 AND s.expires_at > now()`,
    [token],
  )
  return row ?? null
}

/**
 * The session token of a signed better-auth cookie, or null when the cookie is missing or its signature
 * does not verify. The format is better-call's (signCookieValue): `encodeURIComponent(token + "." +
 * base64(HMAC-SHA256(secret, token)))`; a signature is 44 base64 characters ending in "=". Reading it
 * here instead of through `auth.api.getSession` saves the library's endpoint machinery on every signed
 * request (about 4 ms of the signed list page, issue 10); the session row itself is then read by the
 * same query as an API token's, which checks expiry exactly as the library does (no refresh, no cache).
 */
export function sessionTokenOf(cookie: string, name: string, secret: string): string | null {
  // readCookie has decoded the value (or kept it as sent when it was not valid percent-encoding,
  // which then fails the signature check below).
  const value = readCookie(cookie, name)
  if (value === undefined) return null
  const dot = value.lastIndexOf('.')
  if (dot < 1) return null
  const token = value.slice(0, dot)
  const signature = value.slice(dot + 1)
  if (signature.length !== 44 || !signature.endsWith('=')) return null
  const expected = createHmac('sha256', secret).update(token).digest()
  const given = Buffer.from(signature, 'base64')
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null
}

/** The session cookie's name (plain, or __Secure- behind an https BETTER_AUTH_URL) and the signing secret. */
let cookieSettings: Promise<{ name: string; secret: string }> | undefined
function sessionCookieSettings(): Promise<{ name: string; secret: string }> {
  if (cookieSettings) return cookieSettings
  const settings = getAuth().$context.then((context) => ({
    name: context.authCookies.sessionToken.name,
    secret: context.secret,
  }))
  cookieSettings = settings
  // A failed read (the database was not reachable yet) is not kept: the next request tries again.
  settings.catch(() => {
    if (cookieSettings === settings) cookieSettings = undefined
  })
  return settings
}

async function userByCookie(cookie: string): Promise<UserRow | null> {
  const { name, secret } = await sessionCookieSettings()
  const token = sessionTokenOf(cookie, name, secret)
  return token === null ? null : userByToken(token)
}

/** The viewer of a request: the session cookie first, then the Authorization token; null when neither is valid. */
export async function resolveViewer(headers: Headers, token: string | null): Promise<Viewer | null> {
  let user: UserRow | null = null
  const cookie = headers.get('cookie')
  if (cookie !== null && hasSessionCookie(cookie)) user = await userByCookie(cookie)
  if (!user && token) user = await userByToken(token)
  if (!user) return null
  const subscription = await workingSubscription(await getDatabase(), user.id)
  return {
    userId: user.id,
    email: user.email,
    username: user.name,
    isGuest: user.is_guest,
    planId: subscription.plan_id,
    subscription,
  }
}
