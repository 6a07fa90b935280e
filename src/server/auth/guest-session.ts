// The guest a request may act as (issue 11, docs/quotas.md "Guests"). Two doors lead to a guest: the
// get-token call the browser makes after it starts (the fingerprint in its query), and a page or server
// function that needs a viewer while the request carries no session (a first visit from a shared link).
// Both pass the same admission: a fingerprint already bound to a guest keeps it; a new fingerprint may
// create a guest while its client address has made fewer than LIMITS.guestsPerAddress this hour; past
// that it is bound to the guest the address created last (shared quota); with none, it is refused and
// the page shows the login prompt.
import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { FINGERPRINT_COOKIE } from '@/lib/fingerprint'
import { readCookie } from '@/lib/locale'
import { getDatabase } from '@/server/db/client'
import type { SqlRow } from '@/server/db/rows'
import { hitLimits } from '@/server/limits/limits'
import type { guestAddresses } from '@/server/limits/limits.schema'
import { getAuth } from './auth.server'
import { FingerprintSchema } from './guest-plugin'
import { clientAddress } from './rate-limit'

export type FingerprintAdmission =
  /** The fingerprint has its guest (or was just bound to the address's last one). */
  | { kind: 'pass' }
  /** A new guest may be created; record it for the address once it exists (recordGuest). */
  | { kind: 'new'; fingerprint: string; address: string }
  /** Over the address's limit with no guest to share: seconds until a new one is allowed. */
  | { kind: 'refuse'; wait: number }

/** Whether this fingerprint may have a guest, counting a new one against the request's address. */
export async function admitFingerprint(request: Request, fingerprint: string): Promise<FingerprintAdmission> {
  const db = await getDatabase()
  const [bound] = await db.query('SELECT 1 FROM guest_visitors WHERE fingerprint = $1', [fingerprint])
  if (bound) return { kind: 'pass' }
  const address = clientAddress(request)
  const wait = await hitLimits([['guestsPerAddress', address]])
  if (wait === null) return { kind: 'new', fingerprint, address }
  const [last] = await db.query<Pick<SqlRow<typeof guestAddresses>, 'user_id'>>(
    'SELECT user_id FROM guest_addresses WHERE address = $1',
    [address],
  )
  if (!last) return { kind: 'refuse', wait }
  // The guest endpoint then finds this fingerprint's guest and starts a session for it.
  await db.query(
    'INSERT INTO guest_visitors (fingerprint, user_id) VALUES ($1, $2) ON CONFLICT (fingerprint) DO NOTHING',
    [fingerprint, last.user_id],
  )
  return { kind: 'pass' }
}

/** Remembers the guest a new fingerprint got as its address's latest (shared once over the limit). */
export async function recordGuest(admission: { fingerprint: string; address: string }): Promise<void> {
  const db = await getDatabase()
  await db.query(
    `INSERT INTO guest_addresses (address, user_id)
     SELECT $1, user_id FROM guest_visitors WHERE fingerprint = $2
     ON CONFLICT (address) DO UPDATE SET user_id = EXCLUDED.user_id, created_at = now()`,
    [admission.address, admission.fingerprint],
  )
}

/** The request's fingerprint cookie when it is well formed. */
export function fingerprintFromCookie(cookie: string | null): string | null {
  const parsed = v.safeParse(FingerprintSchema, readCookie(cookie, FINGERPRINT_COOKIE) ?? undefined)
  return parsed.success ? parsed.output : null
}

export type GuestSession = {
  token: string
  fingerprint: string
  /** Set-Cookie values for the response: the session cookie and the fingerprint cookie. */
  cookies: string[]
}

/** The fingerprint cookie's Set-Cookie value (a year; readable by the page, which keeps the same id). */
export function fingerprintCookie(fingerprint: string, secure: boolean): string {
  return `${FINGERPRINT_COOKIE}=${fingerprint}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`
}

/**
 * Starts a guest session for a request that has none: its fingerprint cookie's guest, or a new
 * fingerprint's (admitted as above). Null when the address is over its limit with no guest to share.
 */
export async function startGuestSession(request: Request): Promise<GuestSession | null> {
  const fingerprint = fingerprintFromCookie(request.headers.get('cookie')) ?? randomUUID()
  const admission = await admitFingerprint(request, fingerprint)
  if (admission.kind === 'refuse') return null
  const { headers, response } = await getAuth().api.guestToken({
    query: { fingerprint },
    headers: request.headers,
    returnHeaders: true,
  })
  if ('error' in response) return null
  if (admission.kind === 'new') await recordGuest(admission)
  const secure = new URL(request.url).protocol === 'https:'
  return {
    token: response.token,
    fingerprint,
    cookies: [...headers.getSetCookie(), fingerprintCookie(fingerprint, secure)],
  }
}
