import handler from '@tanstack/react-start/server-entry'
import { parseSiteConfig } from '@/config/site-config.server'
import { registerLocaleStrategy } from '@/i18n/strategy'
import { findRedirect } from '@/lib/redirects'
import { announcements, appConfig, redirects } from '../app.config'
import { paraglideMiddleware } from './paraglide/server.js'

// Validates app.config.ts at start-up: a bad value stops the server with the field's path.
const siteConfig = parseSiteConfig({ ...appConfig, redirects, announcements })
registerLocaleStrategy()

export default {
  fetch(request: Request): Promise<Response> | Response {
    const url = new URL(request.url)
    const redirect = findRedirect(siteConfig.redirects, url.pathname)
    if (redirect) {
      return new Response(null, {
        status: redirect.status,
        headers: { Location: redirect.location + url.search },
      })
    }
    // The router rewrites /en and /cn itself, so the original request goes on (see DESIGN.md).
    return paraglideMiddleware(request, () => handler.fetch(request))
  },
}
