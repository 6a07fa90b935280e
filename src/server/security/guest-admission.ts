// Guest creation limited per client address (issue 11, docs/quotas.md). Each new visitor fingerprint
// used to mint a fresh guest with a fresh free quota, so a script rotating fingerprints read the
// catalogue without limit. Now an address creates at most LIMITS.guestsPerAddress guests an hour; past
// that, a new fingerprint from the address is bound to the guest the address created last, so it shares
// that guest's quota (a family or an office behind one address still gets in, a script gains nothing).
// Runs in the server entry in front of both HTTP doors to a guest: GET /ecommerce/common/get-token and
// better-auth's GET /api/auth/guest-token. Pages that need a guest during rendering go through the same
// admission in src/server/auth/guest-session.ts.
import * as v from 'valibot'
import { API_CODES } from '@/lib/api-codes'
import { canonicalPath, GUEST_TOKEN_KEYS } from '@/lib/canonical-path'
import { FingerprintSchema } from '@/server/auth/guest-plugin'
import { admitFingerprint, recordGuest } from '@/server/auth/guest-session'
import { resolveViewer } from '@/server/auth/viewer'
import { json } from '@/server/http/routes'
import { LIMITS } from '@/server/limits/limits'

export { recordGuest }

export type GuestAdmission =
  /** Not a guest-creating request, or the guest exists already: nothing to do. */
  | { kind: 'pass' }
  /** A new guest may be created; record it for the address once the response is in. */
  | { kind: 'new'; fingerprint: string; address: string }
  /** Refused: no guest to share (the login prompt). */
  | { kind: 'refuse'; response: Response }

export async function admitGuest(request: Request): Promise<GuestAdmission> {
  const url = new URL(request.url)
  // Every spelling of the two doors (language prefix, trailing slash, escapes, case) is one door.
  if (request.method !== 'GET' || !GUEST_TOKEN_KEYS.has(canonicalPath(url.pathname).key))
    return { kind: 'pass' }
  const parsed = v.safeParse(FingerprintSchema, url.searchParams.get('fingerprint') ?? undefined)
  // A bad fingerprint is answered 400 by the endpoint itself.
  if (!parsed.success) return { kind: 'pass' }
  // A signed-in user keeps their session: no guest is made.
  const viewer = await resolveViewer(request.headers, null)
  if (viewer && !viewer.isGuest) return { kind: 'pass' }
  const admission = await admitFingerprint(request, parsed.output)
  if (admission.kind !== 'refuse') return admission
  const response = json(429, {
    code: API_CODES.sessionInvalid,
    msg: `guest: more than ${LIMITS.guestsPerAddress.points} new visitors from this address in an hour; sign in`,
    data: null,
  })
  response.headers.set('retry-after', String(admission.wait))
  return { kind: 'refuse', response }
}
