// State-changing /api routes authenticated by the session cookie must come from our own pages: the
// browser sends Origin (or Sec-Fetch-Site) with every POST, and a cross-site form or script fails here.
// Calls carrying `Authorization: token##fingerprint` hold no ambient credential and pass.
import { API_CODES } from '@/lib/api-codes'
import { ApiError } from '@/server/api/call'

/** True when the Origin header names this site (the request's own origin or BETTER_AUTH_URL). */
export function isOwnOrigin(request: Request, origin: string): boolean {
  const own = [new URL(request.url).origin, process.env.BETTER_AUTH_URL?.trim()]
  return own.some((o) => {
    if (!o) return false
    try {
      return new URL(o).origin === origin
    } catch {
      return false
    }
  })
}

export function assertSameOrigin(request: Request): void {
  if (request.headers.get('authorization')) return
  if (request.headers.get('sec-fetch-site') === 'same-origin') return
  const origin = request.headers.get('origin')
  if (origin && isOwnOrigin(request, origin)) return
  throw new ApiError(403, API_CODES.invalidParameter, 'origin: cross-site requests are not accepted')
}
