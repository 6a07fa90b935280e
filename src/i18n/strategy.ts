// The one locale strategy Paraglide uses on both sides (see scripts/compile-i18n.mjs). Registered by an
// explicit call (src/server.ts, src/router.tsx), not an import side effect: the package is marked
// side-effect free, so a bare import would be dropped from the bundle.

import { localeFromCookie, localeFromLanguageTag, localeFromPath, resolveRequestLocale } from '@/lib/locale'
import { defineCustomClientStrategy, defineCustomServerStrategy } from '@/paraglide/runtime'

let registered = false

export function registerLocaleStrategy(): void {
  if (registered) return
  registered = true
  defineCustomServerStrategy('custom-shopsight', {
    getLocale: (request) => {
      if (!request) return undefined
      return resolveRequestLocale({
        pathname: new URL(request.url).pathname,
        cookie: request.headers.get('cookie'),
        acceptLanguage: request.headers.get('accept-language'),
      })
    },
  })

  // Resolved once per path: every message rendered calls getLocale, and reading document.cookie on each
  // call was a measurable share of a page's hydration (42 ms of script time on `/` at Lighthouse's 4x
  // slowdown). Within one path the answer cannot change: the language switch writes the cookie and
  // reloads, and a client navigation changes the path.
  let resolved: { path: string; locale: ReturnType<typeof localeFromPath> } | undefined
  defineCustomClientStrategy('custom-shopsight', {
    getLocale: () => {
      if (typeof window === 'undefined') return undefined
      const path = window.location.pathname
      if (resolved?.path === path) return resolved.locale
      // The server already chose for an unprefixed page without a cookie (Accept-Language) and wrote it
      // into <html lang>; reading it back keeps hydration in the same language.
      const served = document.documentElement.lang
      const locale =
        localeFromPath(path) ??
        localeFromCookie(document.cookie) ??
        (served ? localeFromLanguageTag(served) : undefined) ??
        navigator.languages.map(localeFromLanguageTag).find((l) => l !== undefined)
      resolved = { path, locale }
      return locale
    },
    // The language switch writes the cookie itself and reloads; Paraglide's own first-resolution call to
    // setLocale must not turn a visit to a /cn page into a stored choice.
    setLocale: () => {},
  })
}
