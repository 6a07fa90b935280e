// Language rules shared by the server (request locale), the router (URL rewrite) and the switcher.
// Pure functions: no DOM, no Node APIs.

export const LOCALES = ['en', 'cn'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
export const LOCALE_COOKIE = 'lang'
/** The stored language choice lasts 24 hours (spec §9). */
export const LOCALE_COOKIE_MAX_AGE = 24 * 60 * 60

export type LocalePrefix = '' | '/en' | '/cn'

/** Pages whose language is part of their name; they exist once, with no /en or /cn variant. */
const FIXED_LANGUAGE_ROOTS: ReadonlyArray<readonly [root: string, locale: Locale]> = [
  ['/plugin-cn', 'cn'],
  ['/plugin-en', 'en'],
]

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'cn'
}

function startsWithSegment(pathname: string, root: string): boolean {
  return pathname === root || pathname.startsWith(`${root}/`)
}

function fixedLanguageOf(pathname: string): Locale | undefined {
  for (const [root, locale] of FIXED_LANGUAGE_ROOTS) {
    if (startsWithSegment(pathname, root)) return locale
  }
  return undefined
}

/**
 * Splits `/cn/pricing` into the prefix `/cn` and the route path `/pricing`. A prefix in front of a
 * fixed-language page (`/cn/plugin-en/x`) is not stripped, so that URL matches nothing and is a 404.
 */
export function splitLocalePrefix(pathname: string): { prefix: LocalePrefix; rest: string } {
  for (const prefix of ['/en', '/cn'] as const) {
    if (!startsWithSegment(pathname, prefix)) continue
    const rest = pathname.slice(prefix.length) || '/'
    if (fixedLanguageOf(rest) || startsWithSegment(rest, '/api')) return { prefix: '', rest: pathname }
    return { prefix, rest }
  }
  return { prefix: '', rest: pathname }
}

/** The language a path names by itself, or undefined for an unprefixed path. */
export function localeFromPath(pathname: string): Locale | undefined {
  const { prefix, rest } = splitLocalePrefix(pathname)
  if (prefix === '/cn') return 'cn'
  if (prefix === '/en') return 'en'
  return fixedLanguageOf(rest)
}

/** Puts a route path under a language prefix; fixed-language pages and the API are never prefixed. */
export function localizePath(path: string, prefix: LocalePrefix): string {
  if (!prefix || fixedLanguageOf(path) || startsWithSegment(path, '/api')) return path
  if (splitLocalePrefix(path).prefix) return path
  return path === '/' ? prefix : `${prefix}${path}`
}

export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1) continue
    if (part.slice(0, eq).trim() !== name) continue
    // A cookie value may be sent in double quotes (RFC 6265, cookie-value).
    const value = part.slice(eq + 1).trim()
    const raw = value.length > 1 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return undefined
}

export function localeFromCookie(cookieHeader: string | null | undefined): Locale | undefined {
  const value = readCookie(cookieHeader, LOCALE_COOKIE)
  return isLocale(value) ? value : undefined
}

/** Maps a browser language tag to an active locale: any zh-* is Simplified Chinese here. */
export function localeFromLanguageTag(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
  if (primary === 'zh' || primary === 'cn') return 'cn'
  if (primary === 'en') return 'en'
  return undefined
}

/** Picks the best active locale from an Accept-Language header, honouring q values. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const weight = q ? Number.parseFloat(q.slice(2)) : 1
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  for (const { tag } of ranked) {
    const locale = localeFromLanguageTag(tag)
    if (locale) return locale
  }
  return undefined
}

/** Language of a request: the URL's own, else the stored choice, else the browser's, else English. */
export function resolveRequestLocale(input: {
  pathname: string
  cookie?: string | null
  acceptLanguage?: string | null
}): Locale {
  return (
    localeFromPath(input.pathname) ??
    localeFromCookie(input.cookie) ??
    localeFromAcceptLanguage(input.acceptLanguage) ??
    DEFAULT_LOCALE
  )
}

/**
 * Where the language switch leads from `pathname`. Home swaps between /en and /cn, the plug-in pages
 * swap between plugin-en and plugin-cn, and other pages move between unprefixed and /cn.
 * `toBlogIndex` sends a blog article to the blog list (the footer switch does that).
 */
export function switchLocalePath(
  pathname: string,
  target: Locale,
  options?: { toBlogIndex?: boolean },
): string {
  const fixed = fixedLanguageOf(pathname)
  if (fixed) {
    return pathname.replace(/^\/plugin-(cn|en)/, `/plugin-${target}`)
  }
  let { rest } = splitLocalePrefix(pathname)
  if (options?.toBlogIndex && rest.startsWith('/blog/')) rest = '/blog'
  if (rest === '/') return target === 'cn' ? '/cn' : '/en'
  return target === 'cn' ? `/cn${rest}` : rest
}

export function localeCookieString(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** The name of a thing named in both languages (categories, keywords), in the page language. */
export const localName = (named: { nameEn: string; nameCn: string }, locale: Locale): string =>
  locale === 'cn' ? named.nameCn : named.nameEn
