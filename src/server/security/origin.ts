// One check for every state-changing call (issue 32): a non-GET /api request or a server-function call
// must come from one of our own pages. A browser names the page's origin in `Origin` on every such
// request (and `Sec-Fetch-Site`), so a plain HTML form or a script on another site is refused here,
// whatever the endpoint, before any handler runs. A call that carries `Authorization: token##fingerprint`
// holds no ambient credential (a foreign page cannot add that header without a CORS preflight, which
// nothing here grants) and passes, as do clients that are not browsers (no Origin, no Sec-Fetch-Site).
// Payment webhooks come from the provider's servers and are checked by their signature instead.
// (A text/plain body is never read as JSON either: the /api layer answers 415, http/routes.ts.)
import { API_CODES } from '@/lib/api-codes'
import { SERVER_FN_KEY, under } from '@/lib/canonical-path'
import { json } from '@/server/http/routes'
import { stateChangeOrigins } from './policy'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Whether the origin check applies to this request (by its canonical path key). */
export function changesState(request: Request, key: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false
  if (under(key, '/api/pay/webhook')) return false
  return under(key, '/api') || under(key, SERVER_FN_KEY)
}

/** Whether a browser says the request came from a page of another site. */
export function isForeign(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (origin !== null) return !stateChangeOrigins(request).has(origin)
  const site = request.headers.get('sec-fetch-site')
  return site === 'cross-site' || site === 'same-site'
}

/** The refusal of a state change from another site; null to go ahead. */
export function refuseForeignStateChange(request: Request, key: string): Response | null {
  if (!changesState(request, key)) return null
  if (!request.headers.get('authorization') && isForeign(request)) {
    return json(403, {
      code: API_CODES.foreignOrigin,
      msg: 'origin: requests from other sites are not accepted',
      data: null,
    })
  }
  return null
}
