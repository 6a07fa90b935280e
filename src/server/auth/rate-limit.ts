// Login and registration attempts are limited per client address and per account (email), in a
// fixed window kept in memory (one server process; a restart forgets the counts). Over the limit the
// auth route answers 429 with a message and Retry-After.
export type Limiter = {
  /** Counts one attempt for each key; returns the seconds to wait when any key is over its limit. */
  hit(keys: readonly string[], now?: number): number | null
}

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

export const AUTH_LIMITS = {
  /** Sign-in attempts: 10 a minute per address, 5 a minute per account. */
  signInPerAddress: { max: 10, windowMs: 60_000 },
  signInPerAccount: { max: 5, windowMs: 60_000 },
  /** Registrations: 5 per 10 minutes per address. */
  signUpPerAddress: { max: 5, windowMs: 600_000 },
} as const

const signInAddress = createLimiter(AUTH_LIMITS.signInPerAddress.max, AUTH_LIMITS.signInPerAddress.windowMs)
const signInAccount = createLimiter(AUTH_LIMITS.signInPerAccount.max, AUTH_LIMITS.signInPerAccount.windowMs)
const signUpAddress = createLimiter(AUTH_LIMITS.signUpPerAddress.max, AUTH_LIMITS.signUpPerAddress.windowMs)

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
export function authAttemptWait(path: string, address: string, email: string | null): number | null {
  if (path.endsWith('/sign-in/email')) {
    const byAddress = signInAddress.hit([`ip:${address}`])
    const byAccount = email ? signInAccount.hit([`email:${email.trim().toLowerCase()}`]) : null
    if (byAddress === null && byAccount === null) return null
    return Math.max(byAddress ?? 0, byAccount ?? 0)
  }
  if (path.endsWith('/sign-up/email')) return signUpAddress.hit([`ip:${address}`])
  return null
}
