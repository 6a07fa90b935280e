import handler from '@tanstack/react-start/server-entry'
import { parseSiteConfig } from '@/config/site-config.server'
import { affiliateLanding } from '@/features/affiliate/affiliate.server'
import { registerLocaleStrategy } from '@/i18n/strategy'
import { findRedirect } from '@/lib/redirects'
import { getDatabase } from '@/server/db/client'
import { apiEnvelopeFor } from '@/server/http/api-fallback'
import { compressResponse } from '@/server/http/compress'
import { createPageCache } from '@/server/page-cache'
import { admitGuest, recordGuest } from '@/server/security/guest-admission'
import { createNonce, restampNonce, withSecurityHeaders } from '@/server/security/headers'
import { configuredOrigins } from '@/server/security/policy'
import { apiRateLimit } from '@/server/security/request-limit'
import { announcements } from '../app.announcements'
import { appConfig, redirects } from '../app.config'
import { footerConfig } from '../app.footer'
import { navConfig } from '../app.nav'
import { paraglideMiddleware } from './paraglide/server.js'

// Validates app.config.ts at start-up: a bad value stops the server with the field's path.
const siteConfig = parseSiteConfig({ ...appConfig, ...navConfig, ...footerConfig, redirects, announcements })
registerLocaleStrategy()

// Anonymous pages are shared for a minute (see page-cache.ts); PAGE_CACHE=off disables it. The cache
// holds pages uncompressed and with the security headers of the response that rendered them: a hit is
// re-stamped with a fresh nonce (security/headers.ts), then compressed for its own request, so one
// entry serves every Accept-Encoding.
const pageCache = createPageCache({ maxEntries: 1000, ttlMs: 60_000 })
const pageCacheOn = process.env.PAGE_CACHE !== 'off'
const origins = configuredOrigins()

/** The response before the headers every reply gets: redirect, limits, cache, then the app. */
async function respond(request: Request, nonce: string): Promise<Response> {
  const url = new URL(request.url)
  const redirect = findRedirect(siteConfig.redirects, url.pathname)
  if (redirect) {
    return new Response(null, {
      status: redirect.status,
      headers: { Location: redirect.location + url.search },
    })
  }
  const limited = await apiRateLimit(request)
  if (limited) return limited
  const admission = await admitGuest(request)
  if (admission.kind === 'refuse') return admission.response
  const cached = pageCacheOn ? pageCache.lookup(request) : undefined
  if (cached) return restampNonce(cached, nonce)
  // The router rewrites /en and /cn itself, so the original request goes on (see DESIGN.md). The
  // nonce reaches the router (src/router.tsx, ssr.nonce) through the request context.
  const rendered = await paraglideMiddleware(request, () => handler.fetch(request, { context: { nonce } }))
  if (admission.kind === 'new' && rendered.ok) await recordGuest(admission)
  // The policy goes on before the cache keeps the page, so a hit knows which nonce to replace.
  const response = withSecurityHeaders(request, apiEnvelopeFor(request, rendered), { nonce, origins })
  return pageCacheOn ? pageCache.store(request, response) : response
}

/**
 * A page opened through an affiliate's link (`?aff=<code>`) counts a click and remembers the referral
 * for 30 days in a cookie, set here after the page cache so a cached page never carries it to others.
 */
async function rememberAffiliate(request: Request, response: Response): Promise<void> {
  // Only the page itself: a redirect (/cn/ → /cn) would count the same click twice.
  if (request.method !== 'GET' || response.status !== 200 || !request.url.includes('aff=')) return
  const url = new URL(request.url)
  if (url.pathname.startsWith('/api/')) return
  try {
    const cookie = await affiliateLanding(await getDatabase(), url)
    if (cookie) response.headers.append('set-cookie', cookie)
  } catch (error) {
    // A lost click must not cost the visitor the page.
    console.error('[affiliate]', error)
  }
}

export default {
  async fetch(request: Request): Promise<Response> {
    const nonce = createNonce()
    const response = withSecurityHeaders(request, await respond(request, nonce), { nonce, origins })
    await rememberAffiliate(request, response)
    return compressResponse(request, response)
  },
}
