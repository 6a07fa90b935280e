// The third-party origins the Content-Security-Policy admits: only what the configuration turns on.
// The analytics id (app.config.ts analytics_id) is a Google Analytics measurement id, served from
// Google's tag manager and reporting to Google Analytics; Google sign-in (GOOGLE_CLIENT_ID) loads its
// button script, styles and frame from accounts.google.com.
import { siteConfig } from '@/config/site'
import { googleConfigured } from '@/server/auth/auth.server'
import type { ThirdPartyOrigins } from './headers'

export function configuredOrigins(): ThirdPartyOrigins {
  const script: string[] = []
  const style: string[] = []
  const img: string[] = []
  const connect: string[] = []
  const frame: string[] = []
  if (siteConfig.analytics_id) {
    script.push('https://www.googletagmanager.com')
    img.push('https://www.googletagmanager.com', 'https://*.google-analytics.com')
    connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com')
  }
  if (googleConfigured()) {
    script.push('https://accounts.google.com/gsi/client')
    style.push('https://accounts.google.com/gsi/style')
    connect.push('https://accounts.google.com/gsi/')
    frame.push('https://accounts.google.com/gsi/')
  }
  return { script, style, img, connect, frame }
}

/**
 * The origins whose pages may change state here (issue 32): the public origin BETTER_AUTH_URL and any
 * listed in ALLOWED_ORIGINS (comma-separated, e.g. a second domain), besides the request's own origin
 * (its Host, which a browser sets and a foreign page cannot choose). security/origin.ts checks them.
 */
export function stateChangeOrigins(request: Request): Set<string> {
  const listed = [process.env.BETTER_AUTH_URL, ...(process.env.ALLOWED_ORIGINS ?? '').split(',')]
  const origins = new Set([new URL(request.url).origin])
  for (const value of listed) {
    const trimmed = value?.trim()
    if (!trimmed) continue
    try {
      origins.add(new URL(trimmed).origin)
    } catch {
      // A malformed entry admits nothing.
    }
  }
  return origins
}
