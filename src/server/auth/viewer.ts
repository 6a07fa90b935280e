// Who is behind a request: the better-auth session cookie, or the token of `Authorization:
// token##fingerprint` (the browser plug-in and scripts), resolved to the user and the plan in force.

import type { Viewer } from '@/server/api/call'
import { workingSubscription } from '@/server/billing/subscriptions'
import { getDatabase } from '@/server/db/client'
import { getAuth, SESSION_COOKIE_PREFIX } from './auth.server'

type UserRow = { id: string; email: string; name: string; is_guest: boolean }

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

async function userByCookie(headers: Headers): Promise<UserRow | null> {
  const session = await getAuth().api.getSession({ headers, query: { disableRefresh: true } })
  if (!session) return null
  const { user } = session
  return { id: user.id, email: user.email, name: user.name, is_guest: user.isGuest === true }
}

/** The viewer of a request: the session cookie first, then the Authorization token; null when neither is valid. */
export async function resolveViewer(headers: Headers, token: string | null): Promise<Viewer | null> {
  let user: UserRow | null = null
  if (hasSessionCookie(headers.get('cookie'))) user = await userByCookie(headers)
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
