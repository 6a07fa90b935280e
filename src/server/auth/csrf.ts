// State-changing /api routes authenticated by the session cookie must come from our own pages: the
// browser sends Origin (or Sec-Fetch-Site) with every POST, and a cross-site form or script fails here.
// Calls carrying `Authorization: token##fingerprint` hold no ambient credential and pass.
import { API_CODES } from '@/lib/api-codes'
import { ApiError } from '@/server/marketplace/api'

export function assertSameOrigin(request: Request): void {
  if (request.headers.get('authorization')) return
  const site = request.headers.get('sec-fetch-site')
  if (site === 'same-origin') return
  const origin = request.headers.get('origin')
  const own = [new URL(request.url).origin, process.env.BETTER_AUTH_URL?.trim()].filter(Boolean)
  if (origin && own.some((o) => o && new URL(o).origin === origin)) return
  throw new ApiError(403, API_CODES.invalidParameter, 'origin: cross-site requests are not accepted')
}
