import { createHash } from 'node:crypto'
import { createFileRoute } from '@tanstack/react-router'
import { acceptPageView } from '@/features/analytics/analytics.server'
import { CONSENT_COOKIE, PageViewSchema } from '@/features/analytics/analytics.shared'
import { listContent } from '@/features/content/content.server'
import { API_CODES } from '@/lib/api-codes'
import { readCookie } from '@/lib/locale'
import { ApiError, ok } from '@/server/api/call'
import { SESSION_COOKIE_PREFIX } from '@/server/auth/auth.server'
import { clientAddress } from '@/server/auth/rate-limit'
import { getDatabase } from '@/server/db/client'
import { postOnly } from '@/server/http/routes'
import { hitLimits } from '@/server/limits/limits'
import { stateChangeOrigins } from '@/server/security/policy'

const contentPages = () =>
  new Set([...listContent('pages', 'en'), ...listContent('pages', 'cn')].map((doc) => doc.slug))

/** The visitor's session for the rate limit (its cookie, hashed); none before a session exists. */
function sessionKey(request: Request): string | null {
  const cookies = request.headers.get('cookie')
  const token =
    readCookie(cookies, `${SESSION_COOKIE_PREFIX}.session_token`) ??
    readCookie(cookies, `__Secure-${SESSION_COOKIE_PREFIX}.session_token`)
  return token ? createHash('sha256').update(token).digest('base64url').slice(0, 32) : null
}

const REFUSAL = {
  not_from_page: [403, API_CODES.foreignOrigin, 'origin: page views are accepted from pages of this site'],
  unknown_path: [400, API_CODES.invalidParameter, 'page_path: is not a page of this site'],
  rate_limited: [429, API_CODES.rateLimited, 'page_view: too many page views; try again later'],
} as const

/**
 * POST /api/analytics/page_view: one page view (route name, path, location, language); no session needed.
 * Nothing is recorded after "only necessary" cookies; beacons not from this site's pages, for paths no
 * page serves, or over the limits are refused and counted as such (analytics.server.ts acceptPageView).
 */
export const Route = createFileRoute('/api/analytics/page_view')({
  server: {
    handlers: postOnly(PageViewSchema, async (input, _ctx, request) => {
      const address = clientAddress(request)
      const verdict = await acceptPageView(await getDatabase(), input, {
        consent: readCookie(request.headers.get('cookie'), CONSENT_COOKIE) ?? null,
        origin: request.headers.get('origin'),
        siteOrigins: stateChangeOrigins(request),
        isContentPage: (slug) => contentPages().has(slug),
        limit: () => {
          // Visitors without a session yet (behind one office address, say) share the address's limit.
          const session = sessionKey(request)
          return hitLimits([
            ...(session ? [['pageViewsPerSession', session] as const] : []),
            ['pageViewsPerAddress', address],
          ])
        },
      })
      if (verdict.kind === 'rejected') {
        const [status, code, message] = REFUSAL[verdict.reason]
        throw new ApiError(status, code, message)
      }
      return ok({ recorded: verdict.kind === 'recorded' })
    }),
  },
})
