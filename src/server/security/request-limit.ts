// The request rate limit on /api/* (and get-token, the plug-in's other door): per client address and,
// when the call carries one, per token. Over it: 429 with Retry-After and the JSON envelope. The path is
// compared in its canonical form (src/lib/canonical-path.ts), so no other spelling of it goes uncounted.

import { API_CODES } from '@/lib/api-codes'
import { canonicalPath, GUEST_TOKEN_KEYS, under } from '@/lib/canonical-path'
import { parseAuthorization } from '@/server/api/call'
import { clientAddress } from '@/server/auth/rate-limit'
import { json } from '@/server/http/api-fallback'
import { hitLimits, type LimitName } from '@/server/limits/limits'

/** Whether a path (any spelling) is an /api call or a guest-token door. */
export function isLimitedPath(pathname: string): boolean {
  const { key } = canonicalPath(pathname)
  return under(key, '/api') || GUEST_TOKEN_KEYS.has(key)
}

/** The 429 reply when this request is over a limit, else null (the hit is counted either way). */
export async function apiRateLimit(request: Request): Promise<Response | null> {
  const { pathname } = new URL(request.url)
  if (!isLimitedPath(pathname)) return null
  const hits: [LimitName, string][] = [['apiPerAddress', clientAddress(request)]]
  const { token } = parseAuthorization(request.headers.get('authorization'))
  if (token) hits.push(['apiPerToken', token])
  const wait = await hitLimits(hits)
  if (wait === null) return null
  const response = json(429, {
    code: API_CODES.rateLimited,
    msg: `rate: too many requests; try again in ${wait} seconds`,
    data: null,
  })
  response.headers.set('retry-after', String(wait))
  return response
}
