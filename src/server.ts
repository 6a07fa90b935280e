import handler from '@tanstack/react-start/server-entry'
import { parseSiteConfig } from '@/config/site-config.server'
import { registerLocaleStrategy } from '@/i18n/strategy'
import { findRedirect } from '@/lib/redirects'
import { createPageCache } from '@/server/page-cache'
import { announcements } from '../app.announcements'
import { appConfig, redirects } from '../app.config'
import { paraglideMiddleware } from './paraglide/server.js'

// Validates app.config.ts at start-up: a bad value stops the server with the field's path.
const siteConfig = parseSiteConfig({ ...appConfig, redirects, announcements })
registerLocaleStrategy()

// Anonymous pages are shared for a minute (see page-cache.ts); PAGE_CACHE=off disables it.
const pageCache = createPageCache({ maxEntries: 1000, ttlMs: 60_000 })
const pageCacheOn = process.env.PAGE_CACHE !== 'off'

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const redirect = findRedirect(siteConfig.redirects, url.pathname)
    if (redirect) {
      return new Response(null, {
        status: redirect.status,
        headers: { Location: redirect.location + url.search },
      })
    }
    const cached = pageCacheOn ? pageCache.lookup(request) : undefined
    if (cached) return cached
    // The router rewrites /en and /cn itself, so the original request goes on (see DESIGN.md).
    const response = await paraglideMiddleware(request, () => handler.fetch(request))
    return pageCacheOn ? pageCache.store(request, response) : response
  },
}
