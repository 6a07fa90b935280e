// Guest creation limited per client address (issue 11, docs/quotas.md). Each new visitor fingerprint
// used to mint a fresh guest with a fresh free quota, so a script rotating fingerprints read the
// catalogue without limit. Now an address creates at most LIMITS.guestsPerAddress guests an hour; past
// that, a new fingerprint from the address is bound to the guest the address created last, so it shares
// that guest's quota (a family or an office behind one address still gets in, a script gains nothing).
// Runs in the server entry in front of both doors to a guest: GET /ecommerce/common/get-token and
// better-auth's GET /api/auth/guest-token.
import * as v from 'valibot'
import { API_CODES } from '@/lib/api-codes'
import { FingerprintSchema } from '@/server/auth/guest-plugin'
import { clientAddress } from '@/server/auth/rate-limit'
import { resolveViewer } from '@/server/auth/viewer'
import { getDatabase } from '@/server/db/client'
import { json } from '@/server/http/routes'
import { hitLimits, LIMITS } from '@/server/limits/limits'

const GUEST_PATHS = new Set(['/ecommerce/common/get-token', '/api/auth/guest-token'])

export type GuestAdmission =
  /** Not a guest-creating request, or the guest exists already: nothing to do. */
  | { kind: 'pass' }
  /** A new guest may be created; record it for the address once the response is in. */
  | { kind: 'new'; fingerprint: string; address: string }
  /** Refused: no guest to share (the login prompt). */
  | { kind: 'refuse'; response: Response }

export async function admitGuest(request: Request): Promise<GuestAdmission> {
  const url = new URL(request.url)
  if (request.method !== 'GET' || !GUEST_PATHS.has(url.pathname)) return { kind: 'pass' }
  const parsed = v.safeParse(FingerprintSchema, url.searchParams.get('fingerprint') ?? undefined)
  // A bad fingerprint is answered 400 by the endpoint itself.
  if (!parsed.success) return { kind: 'pass' }
  const fingerprint = parsed.output
  const db = await getDatabase()
  const [bound] = await db.query('SELECT 1 FROM guest_visitors WHERE fingerprint = $1', [fingerprint])
  if (bound) return { kind: 'pass' }
  // A signed-in user keeps their session: no guest is made.
  const viewer = await resolveViewer(request.headers, null)
  if (viewer && !viewer.isGuest) return { kind: 'pass' }
  const address = clientAddress(request)
  const wait = await hitLimits([['guestsPerAddress', address]])
  if (wait === null) return { kind: 'new', fingerprint, address }
  const [last] = await db.query<{ user_id: string }>(
    'SELECT user_id FROM guest_addresses WHERE address = $1',
    [address],
  )
  if (last) {
    // The endpoint then finds this fingerprint's guest and starts a session for it.
    await db.query(
      'INSERT INTO guest_visitors (fingerprint, user_id) VALUES ($1, $2) ON CONFLICT (fingerprint) DO NOTHING',
      [fingerprint, last.user_id],
    )
    return { kind: 'pass' }
  }
  const response = json(429, {
    code: API_CODES.sessionInvalid,
    msg: `guest: more than ${LIMITS.guestsPerAddress.points} new visitors from this address in an hour; sign in`,
    data: null,
  })
  response.headers.set('retry-after', String(wait))
  return { kind: 'refuse', response }
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
