// Abuse limits kept in the database, so every app server on one PostgreSQL (or the one PGlite process)
// counts the same requests: rate-limiter-flexible's Drizzle store, one atomic upsert per hit
// (INSERT … ON CONFLICT DO UPDATE on rate_limits), over the same connection as everything else.
// The numbers are in LIMITS below and in docs/quotas.md.
import { drizzle } from 'drizzle-orm/pg-proxy'
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible'
import { type Database, getDatabase } from '@/server/db/client'
import * as schema from '@/server/db/schema-limits'

export const LIMITS = {
  /** Any /api request (and get-token), per client address: 300 a minute. */
  apiPerAddress: { points: 300, duration: 60 },
  /** Any /api request carrying a token, per token: 120 a minute (a person clicking never gets near). */
  apiPerToken: { points: 120, duration: 60 },
  /** New guests (fresh fingerprints) per client address: 5 an hour; then the address's last guest. */
  guestsPerAddress: { points: 5, duration: 3600 },
  /** Sign-in attempts: 10 a minute per address, 5 a minute per account. */
  signInPerAddress: { points: 10, duration: 60 },
  signInPerAccount: { points: 5, duration: 60 },
  /** Registrations: 5 per 10 minutes per address. */
  signUpPerAddress: { points: 5, duration: 600 },
} as const

export type LimitName = keyof typeof LIMITS

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

function limiter(name: LimitName): RateLimiterDrizzle {
  const existing = limiters.get(name)
  if (existing) return existing
  client ??= limitsDrizzle(getDatabase)
  const created = new RateLimiterDrizzle({
    storeClient: client,
    schema: schema.rateLimits,
    keyPrefix: name,
    points: LIMITS[name].points,
    duration: LIMITS[name].duration,
    // The library's periodic sweep of expired rows; several servers sweeping is harmless.
    clearExpiredByTimeout: true,
  })
  limiters.set(name, created)
  return created
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
