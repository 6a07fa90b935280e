// Login and registration attempts are limited per client address and per account (email). The counts
// live in the database (security/limits.ts), so they hold across every app server and across restarts.
// Over the limit the auth route answers 429 with a message and Retry-After. The account is read from
// the body in every encoding better-auth accepts (JSON, form fields, multipart): counting JSON only let
// the same attempts, form-encoded, through unlimited (issue 32).
import { JSON_CONTENT_TYPE, requestWith } from '@/lib/request-copy'
import { hitLimits } from '@/server/limits/limits'

/** The header better-auth's own limiter reads the client address from (auth.server.ts). */
export const CLIENT_ADDRESS_HEADER = 'x-shopsight-client-address'

/** The request for better-auth, carrying the address this server resolved (whatever the client sent). */
export function withClientAddress(request: Request): Request {
  return requestWith(request, { headers: { [CLIENT_ADDRESS_HEADER]: clientAddress(request) } })
}

export type AttemptAccount = { kind: 'ok'; email: string | null } | { kind: 'unsupported' }

const emailIn = (value: unknown): string | null =>
  typeof value === 'object' && value !== null && 'email' in value && typeof value.email === 'string'
    ? value.email
    : null

/**
 * The account an auth POST names, read from a copy of its body (the edge has bounded it). A body in a
 * type better-auth would read as something else (text, bytes) names no account and is refused.
 */
export async function accountOfAttempt(request: Request): Promise<AttemptAccount> {
  const type = (request.headers.get('content-type') ?? '').trim().toLowerCase()
  const copy = request.clone()
  if (JSON_CONTENT_TYPE.test(type)) {
    try {
      return { kind: 'ok', email: emailIn(await copy.json()) }
    } catch {
      // Not JSON after all: better-auth answers the bad body itself.
      return { kind: 'ok', email: null }
    }
  }
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    try {
      const email = (await copy.formData()).get('email')
      return { kind: 'ok', email: typeof email === 'string' ? email : null }
    } catch {
      return { kind: 'ok', email: null }
    }
  }
  const text = await copy.text()
  return text.trim() ? { kind: 'unsupported' } : { kind: 'ok', email: null }
}

export type Limiter = {
  /** Counts one attempt for each key; returns the seconds to wait when any key is over its limit. */
  hit(keys: readonly string[], now?: number): number | null
}

/** An in-process fixed window (one server only): kept for callers that need no shared state. */
export function createLimiter(max: number, windowMs: number): Limiter {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    hit(keys, now = Date.now()) {
      // Drop finished windows now and then so the map cannot grow without bound.
      if (windows.size > 10_000) {
        for (const [key, w] of windows) if (now - w.start >= windowMs) windows.delete(key)
      }
      let wait: number | null = null
      for (const key of keys) {
        const w = windows.get(key)
        if (!w || now - w.start >= windowMs) {
          windows.set(key, { start: now, count: 1 })
          continue
        }
        w.count += 1
        if (w.count > max) {
          const seconds = Math.ceil((w.start + windowMs - now) / 1000)
          wait = Math.max(wait ?? 0, seconds)
        }
      }
      return wait
    },
  }
}

/** The caller's address: the socket's (srvx exposes request.ip), or the proxy's header when TRUST_PROXY=1. */
export function clientAddress(request: Request): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  const ip: unknown = Reflect.get(request, 'ip')
  return typeof ip === 'string' && ip ? ip : 'unknown'
}

/** Seconds to wait before another attempt at this auth endpoint, or null to go ahead. */
export async function authAttemptWait(
  path: string,
  address: string,
  email: string | null,
): Promise<number | null> {
  if (path.endsWith('/sign-in/email')) {
    return hitLimits([
      ['signInPerAddress', address],
      ...(email ? [['signInPerAccount', email.trim().toLowerCase()] as const] : []),
    ])
  }
  if (path.endsWith('/sign-up/email')) return hitLimits([['signUpPerAddress', address]])
  return null
}
