// Quota counters in the database. consumeUse() is one statement: the upsert only increments while the
// count is under the limit, so concurrent calls can never take more than the limit (the row lock makes
// the second writer re-check the condition). refundUse() gives a use back when the request failed.
import type { PlanId } from '@/config/plans'
import type { Queryable } from '@/server/db/client'
import type { SqlRow } from '@/server/db/rows'
import {
  beijingDay,
  featureSpec,
  type Limit,
  limitFor,
  QUOTA_FEATURE_IDS,
  type QuotaFeature,
  type QuotaUsageEntry,
} from '../../config/quotas'
import type { quotaUsage } from './quota.schema'

export type Consumed = { used: number; remaining: number }

/** Takes one use of `feature` for the user's Beijing day; null when the limit is already reached. */
export async function consumeUse(
  db: Queryable,
  userId: string,
  feature: QuotaFeature,
  limit: Limit,
  day: string = beijingDay(),
): Promise<Consumed | null> {
  if (limit !== 'unlimited' && limit <= 0) return null
  const cap = limit === 'unlimited' ? null : limit
  const rows = await db.query<Pick<SqlRow<typeof quotaUsage>, 'used'>>(
    `INSERT INTO quota_usage (user_id, day, feature, used) VALUES ($1, $2::date, $3, 1)
     ON CONFLICT (user_id, day, feature) DO UPDATE SET used = quota_usage.used + 1
       WHERE $4::int IS NULL OR quota_usage.used < $4::int
     RETURNING used`,
    [userId, day, feature, cap],
  )
  const used = rows[0]?.used
  if (used === undefined) return null
  return { used: Number(used), remaining: cap === null ? -1 : Math.max(0, cap - Number(used)) }
}

/** Gives back one use taken by consumeUse() on the same day (the request it paid for failed). */
export async function refundUse(db: Queryable, userId: string, feature: QuotaFeature, day: string) {
  await db.query(
    `UPDATE quota_usage SET used = used - 1 WHERE user_id = $1 AND day = $2::date AND feature = $3 AND used > 0`,
    [userId, day, feature],
  )
}

/** Uses per feature for the user's Beijing day. */
export async function usedToday(
  db: Queryable,
  userId: string,
  day: string = beijingDay(),
): Promise<Map<string, number>> {
  const rows = await db.query<Pick<SqlRow<typeof quotaUsage>, 'feature' | 'used'>>(
    'SELECT feature, used FROM quota_usage WHERE user_id = $1 AND day = $2::date',
    [userId, day],
  )
  return new Map(rows.map((r) => [r.feature, Number(r.used)]))
}

/** Today's used, limit and remaining for every feature, for a user on a plan (used_limit_count). */
export async function usageEntries(
  db: Queryable,
  userId: string,
  planId: PlanId,
): Promise<QuotaUsageEntry[]> {
  const used = await usedToday(db, userId)
  return QUOTA_FEATURE_IDS.map((feature) => {
    const spec = featureSpec(feature)
    const limit = limitFor(feature, planId)
    const count = used.get(feature) ?? 0
    return {
      feature,
      routes: spec.routes,
      num: limit === 'unlimited' ? -1 : limit,
      used: count,
      remaining: limit === 'unlimited' ? -1 : Math.max(0, limit - count),
      name_en: spec.nameEn,
      name_cn: spec.nameCn,
    }
  })
}
