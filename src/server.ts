import handler from '@tanstack/react-start/server-entry'
import { parseSiteConfig } from '@/config/site-config.server'
import { affiliateLanding } from '@/features/affiliate/affiliate.server'
import { registerLocaleStrategy } from '@/i18n/strategy'
import { canonicalPath, isEndpointKey, SERVER_FN_KEY, under } from '@/lib/canonical-path'
import { findRedirect } from '@/lib/redirects'
import { getDatabase } from '@/server/db/client'
import { apiEnvelopeFor } from '@/server/http/api-fallback'
import { limitBody, requestWith } from '@/server/http/body-limit'
import { compressResponse } from '@/server/http/compress'
import { createPageCache } from '@/server/page-cache'
import { admitGuest, recordGuest } from '@/server/security/guest-admission'
import { createNonce, restampNonce, withSecurityHeaders } from '@/server/security/headers'
import { refuseForeignStateChange } from '@/server/security/origin'
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

/**
 * The request as every later step sees it (issue 32): an endpoint (/api, get-token, server functions)
 * spelled another way (`/%61pi/x`, `/cn/api/x/`, `//API//x`) is handed on under its canonical path, so the
 * router acts on exactly the path the limits, admission and origin checks compared. Pages keep their
 * URL: the router answers their language prefix and its own canonical redirects.
 */
function canonicalRequest(request: Request): { request: Request; key: string } {
  const url = new URL(request.url)
  const canonical = canonicalPath(url.pathname)
  if (!isEndpointKey(canonical.key)) return { request, key: canonical.key }
  // Server-function ids are case-sensitive; every /api route and get-token is lower case.
  const target = under(canonical.key, SERVER_FN_KEY) ? canonical.path : canonical.key
  if (target === url.pathname) return { request, key: canonical.key }
  url.pathname = target
  return { request: requestWith(request, { url: url.toString() }), key: canonical.key }
}

/** The response before the headers every reply gets: redirect, limits, checks, cache, then the app. */
async function respond(incoming: Request, nonce: string): Promise<{ response: Response }> {
  const url = new URL(incoming.url)
  const redirect = findRedirect(siteConfig.redirects, url.pathname)
  if (redirect) {
    return {
      response: new Response(null, {
        status: redirect.status,
        headers: { Location: redirect.location + url.search },
      }),
    }
  }
  const { request: canonical, key } = canonicalRequest(incoming)
  const limited = await apiRateLimit(canonical)
  if (limited) return { response: limited }
  const foreign = refuseForeignStateChange(canonical, key)
  if (foreign) return { response: foreign }
  // Before anything reads the body: the route's size limit (413 in the envelope).
  const body = await limitBody(canonical, key)
  if (body.kind === 'refuse') return { response: body.response }
  const { request } = body
  const admission = await admitGuest(request)
  if (admission.kind === 'refuse') return { response: admission.response }
  const cached = pageCacheOn ? pageCache.lookup(request) : undefined
  if (cached) return { response: await restampNonce(cached, nonce) }
  // The router rewrites /en and /cn itself, so the original request goes on (see DESIGN.md). The
  // nonce reaches the router (src/router.tsx, ssr.nonce) through the request context.
  const rendered = await paraglideMiddleware(request, () => handler.fetch(request, { context: { nonce } }))
  if (admission.kind === 'new' && rendered.ok) await recordGuest(admission)
  // The policy goes on before the cache keeps the page, so a hit knows which nonce to replace.
  const response = withSecurityHeaders(request, apiEnvelopeFor(request, rendered), { nonce, origins })
  return { response: pageCacheOn ? await pageCache.store(request, response) : response }
}

/**
 * A page opened through an affiliate's link (`?aff=<code>`) counts a click and remembers the referral
 * for 30 days in a cookie, set here after the page cache so a cached page never carries it to others.
 */
async function rememberAffiliate(request: Request, response: Response): Promise<void> {
  // Only the page itself: a redirect (/cn/ → /cn) would count the same click twice.
  if (request.method !== 'GET' || response.status !== 200 || !request.url.includes('aff=')) return
  const url = new URL(request.url)
  if (under(canonicalPath(url.pathname).key, '/api')) return
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
    const { response: answer } = await respond(request, nonce)
    const response = withSecurityHeaders(request, answer, { nonce, origins })
    await rememberAffiliate(request, response)
    return compressResponse(request, response)
  },
}
