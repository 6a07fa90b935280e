// Subscriptions written by billing: grant or end a plan (the admin CLI, the payment webhooks, invite
// rewards) and cancel auto-renewal. Reading the plan in force is the server core's
// (src/server/plan/subscription.ts): every request needs it.
import { ALL_PLANS, type PlanId } from '@/config/plans'
import { CYCLE, type CycleSubscription, type SubscriptionInfo } from '@/config/subscription'
import type { Queryable } from '@/server/db/client'
import { getSubscription, nowSeconds, storedSubscription } from '@/server/plan/subscription'

/** Team plans' member accounts (Team Basic 3, Team Pro 10); 0 for personal plans. */
export const seatsFor = (planId: PlanId): number =>
  ALL_PLANS.find((p) => p.id === planId)?.memberAccounts ?? 0

/** Gives a user a plan from now for `days` days (replacing any current one). */
export async function grantPlan(
  db: Queryable,
  userId: string,
  planId: PlanId,
  days: number,
  cycle: CycleSubscription = CYCLE.monthly,
): Promise<SubscriptionInfo> {
  await db.query(
    `INSERT INTO subscriptions (user_id, plan_id, start_at, expire_at, cycle_subscription, seats, updated_at)
     VALUES ($1, $2, now(), now() + make_interval(days => $3::int), $4, $5, now())
     ON CONFLICT (user_id) DO UPDATE SET plan_id = EXCLUDED.plan_id, start_at = EXCLUDED.start_at,
       expire_at = EXCLUDED.expire_at, cycle_subscription = EXCLUDED.cycle_subscription,
       seats = EXCLUDED.seats, updated_at = now()`,
    [userId, planId, days, cycle, seatsFor(planId)],
  )
  return getSubscription(db, userId)
}

/** Monthly list price used to convert the rest of a period when the plan changes (docs/billing.md). */
const monthlyValue = (planId: PlanId): number => ALL_PLANS.find((p) => p.id === planId)?.priceUsd ?? 0

/**
 * Adds `months` paid months of a plan (spec §4 "a paid order sets or extends expire_at"):
 * - no plan in force: the period starts now;
 * - the same plan in force: the months stack on its expiry;
 * - another plan in force (upgrade or downgrade): the new plan starts now, and what is left of the old
 *   period is converted into time on the new plan at the ratio of their monthly prices, so nothing paid
 *   for is lost or gained; the months bought are added on top.
 * The caller holds the user's lock (payments apply inside a transaction that locks the user row).
 */
export async function extendPlan(
  db: Queryable,
  userId: string,
  planId: PlanId,
  months: number,
  cycle: CycleSubscription,
  now: number = nowSeconds(),
): Promise<SubscriptionInfo> {
  const current = await storedSubscription(db, userId)
  const live = current.plan_id !== 0 && current.expire_at > now
  let startAt = now
  let from = now
  if (live && current.plan_id === planId) {
    startAt = current.start_at
    from = current.expire_at
  } else if (live) {
    const rest = current.expire_at - now
    from = now + Math.floor((rest * monthlyValue(current.plan_id)) / monthlyValue(planId))
  }
  // A pass bought during an auto-renewing subscription of the same plan leaves the renewal running.
  const nextCycle =
    cycle === CYCLE.monthly &&
    live &&
    current.plan_id === planId &&
    current.cycle_subscription === CYCLE.autoRenew
      ? CYCLE.autoRenew
      : cycle
  await db.query(
    `INSERT INTO subscriptions (user_id, plan_id, start_at, expire_at, cycle_subscription, seats, updated_at)
     VALUES ($1, $2, to_timestamp($3), to_timestamp($4) + make_interval(months => $5::int), $6, $7, now())
     ON CONFLICT (user_id) DO UPDATE SET plan_id = EXCLUDED.plan_id, start_at = EXCLUDED.start_at,
       expire_at = EXCLUDED.expire_at, cycle_subscription = EXCLUDED.cycle_subscription,
       seats = EXCLUDED.seats, updated_at = now()`,
    [userId, planId, startAt, from, months, nextCycle, seatsFor(planId)],
  )
  return storedSubscription(db, userId)
}

/** Ends a plan now: it expires this second and stops renewing (the user is on plan 0 from here). */
export async function endPlan(db: Queryable, userId: string): Promise<SubscriptionInfo> {
  await db.query(
    `UPDATE subscriptions SET expire_at = least(expire_at, now()), cycle_subscription = 0, updated_at = now()
      WHERE user_id = $1`,
    [userId],
  )
  return getSubscription(db, userId)
}

/** Stops auto-renewal (spec §4: cancel is offered only in state 1); the paid period runs to its end. */
export async function cancelSubscription(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE subscriptions SET cycle_subscription = 0, updated_at = now()
      WHERE user_id = $1 AND cycle_subscription = 1 AND expire_at > now() RETURNING user_id`,
    [userId],
  )
  return rows.length > 0
}

/**
 * Adds free plan time (an invite reward, docs/billing.md "Rewards"), never losing time already held:
 * - no plan in force: the reward plan starts now for `days`;
 * - the same plan in force: the days stack on its expiry;
 * - a cheaper plan in force that does not auto-renew: the reward plan starts now, the rest of the old
 *   period converted at the ratio of the monthly prices (as an upgrade), plus the days;
 * - otherwise (a dearer plan, or an auto-renewing subscription, which a reward must not replace): the
 *   reward is converted into time on the plan in force at the same ratio and added to its expiry.
 * The caller holds the user's row lock.
 */
export async function addPlanDays(
  db: Queryable,
  userId: string,
  planId: PlanId,
  days: number,
  now: number = nowSeconds(),
): Promise<SubscriptionInfo> {
  const current = await storedSubscription(db, userId)
  const live = current.plan_id !== 0 && current.expire_at > now
  const upgrade =
    live &&
    current.plan_id !== planId &&
    current.cycle_subscription !== CYCLE.autoRenew &&
    monthlyValue(planId) > monthlyValue(current.plan_id)
  if (!live || upgrade) {
    const from = upgrade
      ? now + Math.floor(((current.expire_at - now) * monthlyValue(current.plan_id)) / monthlyValue(planId))
      : now
    await db.query(
      `INSERT INTO subscriptions (user_id, plan_id, start_at, expire_at, cycle_subscription, seats, updated_at)
       VALUES ($1, $2, to_timestamp($3), to_timestamp($4) + make_interval(days => $5::int), $6, $7, now())
       ON CONFLICT (user_id) DO UPDATE SET plan_id = EXCLUDED.plan_id, start_at = EXCLUDED.start_at,
         expire_at = EXCLUDED.expire_at, cycle_subscription = EXCLUDED.cycle_subscription,
         seats = EXCLUDED.seats, updated_at = now()`,
      [userId, planId, now, from, days, upgrade ? current.cycle_subscription : CYCLE.none, seatsFor(planId)],
    )
  } else {
    const seconds =
      current.plan_id === planId
        ? days * 86_400
        : Math.floor((days * 86_400 * monthlyValue(planId)) / monthlyValue(current.plan_id))
    await db.query(
      `UPDATE subscriptions SET expire_at = expire_at + make_interval(secs => $2::int), updated_at = now()
        WHERE user_id = $1`,
      [userId, seconds],
    )
  }
  return storedSubscription(db, userId)
}
