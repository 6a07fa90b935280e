// Security headers for every response (issue 11): a Content-Security-Policy whose scripts run only with
// this response's nonce, no framing, no MIME sniffing, a conservative referrer and feature policy, and
// HSTS when the visitor reached us over HTTPS. This file imports nothing from the app (only node:crypto),
// so scripts/serve.ts can also apply the static part to files it serves itself.
import { randomBytes } from 'node:crypto'

/** A fresh nonce per response: 128 random bits, base64 (the CSP nonce grammar allows + / =). */
export function createNonce(): string {
  return randomBytes(16).toString('base64')
}

/** Origins of configured third parties (analytics, Google sign-in) per directive; nothing else is allowed. */
export type ThirdPartyOrigins = Partial<
  Record<'script' | 'style' | 'img' | 'connect' | 'frame', readonly string[]>
>

export type CspOptions = { nonce: string; origins?: ThirdPartyOrigins }

/**
 * The policy. Scripts: same-origin files and inline scripts that carry the nonce (the router stamps it
 * on the hydration scripts it renders). Styles allow 'unsafe-inline': React renders style attributes
 * (the shell's CSS variables, chart geometry) and the toast library injects a <style> element without
 * a nonce; a style cannot run code, and the requirement is about script.
 */
export function contentSecurityPolicy(options: CspOptions): string {
  const extra = (kind: keyof ThirdPartyOrigins) => {
    const list = options.origins?.[kind]
    return list?.length ? ` ${list.join(' ')}` : ''
  }
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${options.nonce}'${extra('script')}`,
    `style-src 'self' 'unsafe-inline'${extra('style')}`,
    `img-src 'self' data: blob:${extra('img')}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra('connect')}`,
    `frame-src 'self'${extra('frame')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Headers that do not depend on the response's content: also right for static files. */
export function staticSecurityHeaders(request: Request): [string, string][] {
  const headers: [string, string][] = [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    // The app uses none of these; denying them keeps an injected frame or script from asking.
    [
      'permissions-policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    ],
    ['x-frame-options', 'DENY'],
    ['cross-origin-opener-policy', 'same-origin'],
  ]
  if (servedOverHttps(request)) {
    headers.push(['strict-transport-security', 'max-age=31536000; includeSubDomains'])
  }
  return headers
}

/**
 * Whether the visitor's connection is HTTPS. Behind a reverse proxy (TRUST_PROXY=1) the proxy's
 * X-Forwarded-Proto says so; without one the header could be forged by anyone, so only the request URL
 * counts. HSTS over plain HTTP is ignored by browsers anyway, and on localhost it would pin the
 * developer's browser to HTTPS.
 */
export function servedOverHttps(request: Request): boolean {
  if (process.env.TRUST_PROXY === '1') {
    const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
    if (proto) return proto === 'https'
  }
  return new URL(request.url).protocol === 'https:'
}

/**
 * The response with the security headers added. A new Response over the same body (a stream is passed
 * on, not read): some responses' headers are immutable (Response.redirect, fetch results).
 */
export function withSecurityHeaders(request: Request, response: Response, csp: CspOptions): Response {
  const headers = new Headers(response.headers)
  // HSTS is per response: never passed on from anything made for an HTTPS visitor (a cached page).
  headers.delete('strict-transport-security')
  for (const [name, value] of staticSecurityHeaders(request)) headers.set(name, value)
  headers.set('content-security-policy', contentSecurityPolicy(csp))
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=]+)'/

/** The nonce a stored response was rendered with, read back from its policy header. */
export function nonceOf(response: Response): string | undefined {
  return NONCE_IN_POLICY.exec(response.headers.get('content-security-policy') ?? '')?.[1]
}

/**
 * A cached page re-stamped for a new visitor: every occurrence of the nonce it was rendered with (script
 * and link attributes, the router's csp-nonce meta tag) becomes this response's nonce. Replaying one nonce
 * to every visitor would let anyone who saw a page predict the next one's; 128 random bits do not occur
 * in a page by chance, so a plain replacement is exact.
 */
export async function restampNonce(cached: Response, nonce: string): Promise<Response> {
  const old = nonceOf(cached)
  if (!old) return cached
  const html = (await cached.text()).replaceAll(old, nonce)
  const headers = new Headers(cached.headers)
  headers.set(
    'content-security-policy',
    (headers.get('content-security-policy') ?? '').replace(`'nonce-${old}'`, `'nonce-${nonce}'`),
  )
  return new Response(html, { status: cached.status, statusText: cached.statusText, headers })
}
