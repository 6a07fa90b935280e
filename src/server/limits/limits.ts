// Abuse limits kept in the database, so every app server on one PostgreSQL (or the one PGlite process)
// counts the same requests: rate-limiter-flexible's Drizzle store, one atomic upsert per hit
// (INSERT … ON CONFLICT DO UPDATE on rate_limits), over the same connection as everything else.
// The numbers are in LIMITS below and in docs/quotas.md.
import { drizzle } from 'drizzle-orm/pg-proxy'
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible'
import { type Database, getDatabase } from '@/server/db/client'
import * as schema from '@/server/limits/limits.schema'

export const LIMITS = {
  /** Any /api request (and get-token), per client address: 300 a minute. */
  apiPerAddress: { points: 300, duration: 60 },
  /** Any /api request carrying a token, per token: 120 a minute (a person clicking never gets near). */
  apiPerToken: { points: 120, duration: 60 },
  /** New guests (fresh fingerprints) per client address: 5 an hour; then the address's last guest. */
  guestsPerAddress: { points: 5, duration: 3600 },
  /**
   * Free entry views per client address: 300 an hour. The page a visit enters on without a session (a
   * shared link opened in a fresh browser) shows its content without taking a quota use; past this
   * many from one address the entry is metered like any other view (docs/quotas.md, "Shared links").
   */
  entryViewsPerAddress: { points: 300, duration: 3600 },
  /** Sign-in attempts: 10 a minute per address, 5 a minute per account. */
  signInPerAddress: { points: 10, duration: 60 },
  signInPerAccount: { points: 5, duration: 60 },
  /** Registrations: 5 per 10 minutes per address. */
  signUpPerAddress: { points: 5, duration: 600 },
  /**
   * Page-view beacons (issue 39): 30 a minute per session (a person changing pages never gets near),
   * 300 a minute per address (a shared office network), so a script cannot inflate the counts.
   */
  pageViewsPerSession: { points: 30, duration: 60 },
  pageViewsPerAddress: { points: 300, duration: 60 },
} as const

export type LimitName = keyof typeof LIMITS

/** Upload endpoints read their body themselves with their own cap; the edge only refuses a larger declared size. */
export const UPLOAD_BODY_BYTES: Readonly<Record<string, number>> = {
  // The picture (MAX_IMAGE_BYTES, 8 MB) plus a multipart form's framing, as search-image-upload.server.ts
  // reads it; written out here so the server entry does not load the image library (sharp) to know it.
  '/api/imagesearch/upload': 8 * 1024 * 1024 + 64 * 1024,
}

/**
 * The largest request body each route takes, by canonical path (the first entry the path lies under
 * wins). Bodies are refused with 413 before they are read: a declared Content-Length over the cap at
 * once, a chunked body as soon as the bytes read pass it (src/server/http/body-limit.ts).
 */
export const BODY_LIMITS: readonly { readonly under: string; readonly bytes: number }[] = [
  // One page view: a route name, a path, a location and a language.
  { under: '/api/analytics/page_view', bytes: 4 * 1024 },
  // E-mail, password (at most 128 characters), name, callback URL.
  { under: '/api/auth', bytes: 8 * 1024 },
  // A batch of up to 5,000 labels as JSON (labels.shared.ts MAX_LABELS, a few hundred bytes each).
  { under: '/api/tag_template/get_export', bytes: 4 * 1024 * 1024 },
  // A payment provider's event (Stripe's are a few KB).
  { under: '/api/pay/webhook', bytes: 64 * 1024 },
  // Server functions: a page's filters, a saved label template, a form.
  { under: '/_serverfn', bytes: 64 * 1024 },
  // Every other /api call: a JSON object of a few fields.
  { under: '/api', bytes: 16 * 1024 },
]

/** Any other path (a page: none takes a body, but a POST to one must not be read without bound). */
export const DEFAULT_BODY_BYTES = 16 * 1024

function limitsDrizzle(getDb: () => Promise<Database>) {
  return drizzle(
    async (text, params, method) => {
      const db = await getDb()
      const rows = await db.query(text, params)
      // 'all' maps columns by position (drizzle lists them in order); 'execute' wants objects.
      return { rows: method === 'all' ? rows.map((row) => Object.values(row)) : rows }
    },
    { schema },
  )
}

let client: ReturnType<typeof limitsDrizzle> | undefined
const limiters = new Map<LimitName, RateLimiterDrizzle>()

function createLimiter(keyPrefix: string, points: number, duration: number): RateLimiterDrizzle {
  client ??= limitsDrizzle(getDatabase)
  return new RateLimiterDrizzle({
    storeClient: client,
    schema: schema.rateLimits,
    keyPrefix,
    points,
    duration,
    // The library's periodic sweep of expired rows; several servers sweeping is harmless.
    clearExpiredByTimeout: true,
  })
}

function limiter(name: LimitName): RateLimiterDrizzle {
  const existing = limiters.get(name)
  if (existing) return existing
  const created = createLimiter(name, LIMITS[name].points, LIMITS[name].duration)
  limiters.set(name, created)
  return created
}

const ruleLimiters = new Map<string, RateLimiterDrizzle>()

/**
 * better-auth's own limiter (per address and path, its `rateLimit.customRules`) kept in the same table:
 * one atomic hit for a rule of `max` requests per `window` seconds. Like hitLimits, a database failure
 * lets the request through (logged).
 */
export async function consumeRule(
  key: string,
  rule: { window: number; max: number },
): Promise<{ allowed: boolean; retryAfter: number | null }> {
  const prefix = `auth:${rule.window}:${rule.max}`
  let found = ruleLimiters.get(prefix)
  if (!found) {
    found = createLimiter(prefix, rule.max, rule.window)
    ruleLimiters.set(prefix, found)
  }
  try {
    await found.consume(key)
    return { allowed: true, retryAfter: null }
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }
    }
    console.error('[limits]', prefix, error)
    return { allowed: true, retryAfter: null }
  }
}

/**
 * Counts one hit on each key; answers the seconds to wait when any is over its limit, else null.
 * A database failure lets the request through (logged): the limits protect the service, and a
 * limiter that failed closed would take the whole API down with one bad connection.
 */
export async function hitLimits(hits: readonly (readonly [LimitName, string])[]): Promise<number | null> {
  let wait: number | null = null
  for (const [name, key] of hits) {
    try {
      await limiter(name).consume(key)
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        wait = Math.max(wait ?? 0, Math.max(1, Math.ceil(error.msBeforeNext / 1000)))
        continue
      }
      console.error('[limits]', name, error)
    }
  }
  return wait
}

/** Whether a key still has room, without counting a hit. */
export async function hasRoom(name: LimitName, key: string): Promise<boolean> {
  try {
    const state = await limiter(name).get(key)
    return !state || state.consumedPoints < LIMITS[name].points
  } catch (error) {
    console.error('[limits]', name, error)
    return true
  }
}
