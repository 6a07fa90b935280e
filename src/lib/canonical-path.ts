// One canonical form of a request path, computed once in the server entry, so every limit, admission
// and routing decision sees the path the router will act on (issue 32). Without it `/%61pi/x`,
// `/cn/ecommerce/common/get-token/`, `//api//x` or `/API/x` reached the same endpoints as their plain
// spelling while the checks, comparing strings, let them through untouched.
//
// The form: percent-escapes decoded (repeatedly, so a double-encoded `%2561` is `a` too; a check that
// over-matches costs nothing, one that under-matches is a bypass), backslashes as slashes, repeated
// slashes collapsed, `.` and `..` segments resolved, no trailing slash, the language prefix (`/en`,
// `/cn`, any case) split off, and a lower-case `key` for matching, since the router ignores case.

export type CanonicalPath = {
  /** The path without its language prefix: decoded, collapsed, resolved, no trailing slash. */
  path: string
  /** `path` in lower case: what limits and admission compare (the router matches paths ignoring case). */
  key: string
  /** The language prefix the request carried, in lower case ('' when none). */
  prefix: '' | '/en' | '/cn'
}

/** Decodes each valid `%XX` run as UTF-8; a malformed escape is left as it is rather than refused. */
function decodeLenient(value: string): string {
  return value.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run)
    } catch {
      // An invalid UTF-8 sequence: decode byte by byte as Latin-1 so ASCII letters still come out.
      return run.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      )
    }
  })
}

/** The text without control characters (code points below 32, and DEL). */
function withoutControls(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code >= 32 && code !== 127) out += char
  }
  return out
}

/** At most this many decoding rounds: `%25` nested deeper than that spells nothing a router decodes. */
const DECODE_ROUNDS = 4

export function canonicalPath(pathname: string): CanonicalPath {
  let decoded = pathname
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    const next = decodeLenient(decoded)
    if (next === decoded) break
    decoded = next
  }
  const segments: string[] = []
  // NUL and other control characters never name a route; they are dropped like empty segments.
  for (const segment of decoded.replace(/\\/g, '/').split('/')) {
    const clean = withoutControls(segment).trim()
    if (clean === '' || clean === '.') continue
    if (clean === '..') {
      segments.pop()
      continue
    }
    segments.push(clean)
  }
  let prefix: CanonicalPath['prefix'] = ''
  const first = segments[0]?.toLowerCase()
  if (first === 'en' || first === 'cn') {
    prefix = `/${first}`
    segments.shift()
  }
  const path = `/${segments.join('/')}`
  return { path, key: path.toLowerCase(), prefix }
}

/** Whether a canonical key is the path itself or lies under it (`/api` covers `/api` and `/api/x`). */
export function under(key: string, base: string): boolean {
  return key === base || key.startsWith(`${base}/`)
}

/** The doors that mint a guest (a fresh free quota): the plug-in's get-token and better-auth's own. */
export const GUEST_TOKEN_KEYS: ReadonlySet<string> = new Set([
  '/ecommerce/common/get-token',
  '/api/auth/guest-token',
])

/** TanStack Start's server-function prefix (matched in lower case, as a check that over-matches). */
export const SERVER_FN_KEY = '/_serverfn'

/**
 * Paths that are not pages: the /api contract, get-token and server functions. The server entry hands
 * these on under their canonical spelling, so the router acts on exactly the path the checks saw.
 */
export function isEndpointKey(key: string): boolean {
  return under(key, '/api') || GUEST_TOKEN_KEYS.has(key) || under(key, SERVER_FN_KEY)
}
