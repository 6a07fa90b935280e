// The quota hook of the MarketplaceApi. Every quota-tracked call goes through withQuota(): it needs a
// viewer (else 10001), takes one use atomically (else 10020), runs the call, and gives the use back if
// the call failed, so a failed request consumes nothing. Later features plug in with one line:
//   const { value, remaining } = await quota.withQuota(ctx, 'mall-detail', () => storeDetail(db, id))
// Free-tier rules: firstPageOnly(viewer, page), lastDaysOnly(viewer, date, 7). Days roll over at
// midnight Beijing time (docs/quotas.md).
import { consumeUse, refundUse } from '@/features/quota/quota.server'
import { beijingDay, limitFor, type QuotaFeature } from '@/features/quota/quota.shared'
import { API_CODES, REMAINING_UNKNOWN } from '@/lib/api-codes'
import { addDays } from '@/lib/days'
import type { Database } from '@/server/db/client'
import { ApiError, type CallContext, type Viewer } from './api'

export const sessionRequired = () =>
  new ApiError(401, API_CODES.sessionInvalid, 'session: sign in to use this feature')
export const limitReached = () =>
  new ApiError(403, API_CODES.limitReached, 'limit: the daily limit of your plan is reached')

/** The signed-in user (or guest) behind an HTTP call; throws the 10001 ApiError when there is none. */
export async function requireUser(ctx: CallContext): Promise<Viewer> {
  const viewer = ctx.viewer ? await ctx.viewer() : null
  if (!viewer) throw sessionRequired()
  return viewer
}

/**
 * A registered account (not a fingerprint guest): for data a user keeps, such as favorites, which must
 * survive new sessions and other devices. A guest gets 10001, i.e. the login prompt.
 */
export async function requireAccount(ctx: CallContext): Promise<Viewer> {
  const viewer = await requireUser(ctx)
  if (viewer.isGuest) throw sessionRequired()
  return viewer
}

/** Free plan: only the first page of a list (spec §6). Throws 10020 for a deeper page. */
export function firstPageOnly(viewer: Viewer, page: number, cursor?: string | null): void {
  if (viewer.planId === 0 && (page > 1 || Boolean(cursor))) throw limitReached()
}

/** Free plan: only the last `days` days of a ranking (spec §6). `date` is YYYY-MM-DD; `today` the latest day. */
export function lastDaysOnly(viewer: Viewer, date: string, days: number, today: string = beijingDay()): void {
  if (viewer.planId === 0 && date < addDays(today, -(days - 1))) throw limitReached()
}

export type Metered<T> = { value: T; remaining: number }

export type Quota = {
  withQuota<T>(
    ctx: CallContext,
    feature: QuotaFeature,
    fn: (viewer: Viewer | null) => Promise<T>,
  ): Promise<Metered<T>>
}

export function createQuota(getDb: () => Promise<Database>): Quota {
  return {
    async withQuota(ctx, feature, fn) {
      // Calls from inside the server (scripts, benchmarks) are not metered.
      if (!ctx.viewer) return { value: await fn(null), remaining: REMAINING_UNKNOWN }
      const viewer = await requireUser(ctx)
      const db = await getDb()
      const day = beijingDay()
      const taken = await consumeUse(db, viewer.userId, feature, limitFor(feature, viewer.planId), day)
      if (!taken) throw limitReached()
      try {
        return { value: await fn(viewer), remaining: taken.remaining }
      } catch (error) {
        await refundUse(db, viewer.userId, feature, day)
        throw error
      }
    },
  }
}
