// A short-lived cache of server-rendered pages for anonymous visitors. Content pages are the same for
// every visitor who carries no session, so rendering them once a minute instead of on every request
// keeps time to first byte low under load. Anything personal bypasses it: a request with any cookie
// besides the language choice, an Authorization header, or a non-GET method is rendered fresh.

import { canonicalPath, isEndpointKey } from '@/lib/canonical-path'
import { LOCALE_COOKIE, resolveRequestLocale } from '@/lib/locale'

type Entry = { body: ArrayBuffer; status: number; headers: [string, string][]; expires: number }

const PER_RESPONSE_HEADERS = new Set(['content-length', 'strict-transport-security'])

/** Cookies that do not make a page personal (the language is part of the cache key). */
const NEUTRAL_COOKIES = new Set([LOCALE_COOKIE])

export type PageCache = {
  /** A cached response for this request, or undefined. */
  lookup(request: Request): Response | undefined
  /** Keeps a rendered response when it may be shared, and returns it (buffered) to send. */
  store(request: Request, response: Response): Promise<Response>
  readonly size: number
}

export function cacheKey(request: Request): string | undefined {
  if (request.method !== 'GET' || request.headers.has('authorization')) return undefined
  const url = new URL(request.url)
  const { key } = canonicalPath(url.pathname)
  if (isEndpointKey(key)) return undefined
  const cookie = request.headers.get('cookie')
  if (cookie) {
    for (const part of cookie.split(';')) {
      const name = part.split('=')[0]?.trim()
      if (name && !NEUTRAL_COOKIES.has(name)) return undefined
    }
  }
  const locale = resolveRequestLocale({
    pathname: url.pathname,
    cookie,
    acceptLanguage: request.headers.get('accept-language'),
  })
  return `${locale} ${url.pathname}${url.search}`
}

export function createPageCache(options: {
  maxEntries: number
  ttlMs: number
  now?: () => number
}): PageCache {
  const entries = new Map<string, Entry>()
  const now = options.now ?? Date.now
  const toResponse = (entry: Entry) =>
    new Response(entry.body, { status: entry.status, headers: [...entry.headers, ['x-page-cache', 'hit']] })
  return {
    get size() {
      return entries.size
    },
    lookup(request) {
      const key = cacheKey(request)
      if (!key) return undefined
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expires <= now()) {
        entries.delete(key)
        return undefined
      }
      // Refresh its place in the LRU order.
      entries.delete(key)
      entries.set(key, entry)
      return toResponse(entry)
    },
    async store(request, response) {
      const key = cacheKey(request)
      const shareable =
        key !== undefined &&
        (response.status === 200 || response.status === 404) &&
        (response.headers.get('content-type') ?? '').includes('text/html') &&
        !response.headers.has('set-cookie') &&
        !(response.headers.get('cache-control') ?? '').includes('private')
      if (!shareable || !key) return response
      const body = await response.arrayBuffer()
      // Headers that belong to the response that rendered the page, not to the page: the length (a hit is
      // compressed anew) and HSTS, which is sent only over HTTPS and must not reach a plain-HTTP visitor.
      const headers = [...response.headers.entries()].filter(([name]) => !PER_RESPONSE_HEADERS.has(name))
      const entry: Entry = { body, status: response.status, headers, expires: now() + options.ttlMs }
      entries.set(key, entry)
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
      return new Response(body, { status: entry.status, headers: [...headers, ['x-page-cache', 'miss']] })
    },
  }
}
