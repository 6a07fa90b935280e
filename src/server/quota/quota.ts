// The quota engine. Every quota-tracked call goes through withQuota(): it needs a viewer (else 10001),
// applies the feature's free-plan rule from the quota table (first page only, last 7 days), takes one use
// atomically (else 10020), runs the call, and gives the use back if the call failed, so a failed request
// consumes nothing. A new feature gets its limits and its free rule from its quota-table entry alone:
//   const { value, remaining } = await quota.withQuota(ctx, 'mall-detail', () => storeDetail(db, id))
//   await quota.withQuota(ctx, 'mall-hot-sale', read, { page: query.page })  // first-page rule applies
// Days roll over at midnight Beijing time (docs/quotas.md).

import { beijingDay, featureSpec, limitFor, type QuotaFeature } from '@/config/quotas'
import { API_CODES, REMAINING_UNKNOWN } from '@/lib/api-codes'
import { addDays } from '@/lib/days'
import { ApiError, type CallContext, type Viewer } from '@/server/api/call'
import type { Database } from '@/server/db/client'
import { consumeUse, refundUse } from '@/server/quota/usage'

export const sessionRequired = () =>
  new ApiError(401, API_CODES.sessionInvalid, 'session: sign in to use this feature')
export const limitReached = () =>
  new ApiError(403, API_CODES.limitReached, 'limit: the daily limit of your plan is reached')

/**
 * The signed-in user (or guest) behind an HTTP call; a page request without a session gets its guest
 * here (CallContext.guest). Throws the 10001 ApiError when there is none.
 */
export async function requireUser(ctx: CallContext): Promise<Viewer> {
  const viewer = ctx.guest ? await ctx.guest() : ctx.viewer ? await ctx.viewer() : null
  if (!viewer) throw sessionRequired()
  return viewer
}

/**
 * A registered account (not a fingerprint guest): for data a user keeps, such as favorites, which must
 * survive new sessions and other devices. A guest gets 10001, i.e. the login prompt.
 */
export async function requireAccount(ctx: CallContext): Promise<Viewer> {
  // No guest is started for this: it could not pass anyway.
  const viewer = ctx.viewer ? await ctx.viewer() : null
  if (!viewer || viewer.isGuest) throw sessionRequired()
  return viewer
}

/** Where in a list a call reads, for the free-plan rules: its page (or keyset cursor) and its day. */
export type ListPosition = {
  page?: number
  cursor?: string | null
  /** The day asked for (YYYY-MM-DD); absent means the latest. */
  day?: string
  /** The latest day there is data for; the Beijing day when absent. Read only when a day rule applies. */
  latestDay?: () => Promise<string | null>
}

/**
 * Throws 10020 when a free-plan viewer asks beyond the feature's free rule (spec §6): 'first-page' refuses
 * any later page or cursor; 'last-7-days' refuses a day more than 6 days before the latest.
 */
export async function checkFreeRule(viewer: Viewer, feature: QuotaFeature, at: ListPosition): Promise<void> {
  if (viewer.planId !== 0) return
  const rule = featureSpec(feature).freeRule
  if (rule === 'first-page' && ((at.page ?? 1) > 1 || Boolean(at.cursor))) throw limitReached()
  if (rule === 'last-7-days' && at.day) {
    const latest = (await at.latestDay?.()) ?? beijingDay()
    if (at.day < addDays(latest, -6)) throw limitReached()
  }
}

export type Metered<T> = { value: T; remaining: number }

export type Quota = {
  /** `at` is where a list call reads, for the feature's free rule; calls that read no list leave it out. */
  withQuota<T>(
    ctx: CallContext,
    feature: QuotaFeature,
    fn: (viewer: Viewer | null) => Promise<T>,
    at?: ListPosition,
  ): Promise<Metered<T>>
}

export type QuotaOptions = {
  /** The clock "today" (the Beijing day a use counts against) is read from; tests move it past midnight. */
  now?: () => Date
}

export function createQuota(getDb: () => Promise<Database>, options: QuotaOptions = {}): Quota {
  const now = options.now ?? (() => new Date())
  return {
    async withQuota(ctx, feature, fn, at = {}) {
      // Calls from inside the server (scripts, benchmarks) are not metered.
      if (!ctx.viewer) return { value: await fn(null), remaining: REMAINING_UNKNOWN }
      // The page a visit enters on shows its content whoever else shares the address (a shared link
      // must open): no use is taken and no free rule applies. The visitor still gets its guest, when
      // the address may start one, so the next page is counted on the device.
      if (ctx.entry && (await ctx.entry())) {
        const visitor = ctx.guest ? await ctx.guest() : null
        return { value: await fn(visitor), remaining: REMAINING_UNKNOWN }
      }
      const viewer = await requireUser(ctx)
      // The rule is checked before a use is taken: a refused page costs nothing.
      await checkFreeRule(viewer, feature, at)
      const db = await getDb()
      const day = beijingDay(now())
      const taken = await consumeUse(db, viewer.userId, feature, limitFor(feature, viewer.planId), day)
      if (!taken) throw limitReached()
      ctx.metered?.(feature, taken.remaining)
      try {
        return { value: await fn(viewer), remaining: taken.remaining }
      } catch (error) {
        await refundUse(db, viewer.userId, feature, day)
        throw error
      }
    },
  }
}
