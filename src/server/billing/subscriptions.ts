// Subscriptions in the database: read one user's (effective) subscription, grant or end a plan (the
// admin CLI, later the payment webhooks), and cancel auto-renewal.
import type { Queryable } from '@/server/db/client'
import { PLAN_IDS, type PlanId } from '../../config/plans'
import {
  CYCLE,
  type CycleSubscription,
  effectiveSubscription,
  NO_SUBSCRIPTION,
  type SubscriptionInfo,
} from '../../config/subscription'

type Row = { plan_id: number; start_at: number; expire_at: number; cycle_subscription: number }

const toPlanId = (n: number): PlanId => PLAN_IDS.find((id) => id === n) ?? 0
const toCycle = (n: number): CycleSubscription =>
  n === CYCLE.autoRenew ? CYCLE.autoRenew : n === CYCLE.monthly ? CYCLE.monthly : CYCLE.none

export const nowSeconds = () => Math.floor(Date.now() / 1000)

/** The stored subscription as recorded (an expired plan keeps its id here). */
export async function storedSubscription(db: Queryable, userId: string): Promise<SubscriptionInfo> {
  const [row] = await db.query<Row>(
    `SELECT plan_id, extract(epoch FROM start_at)::int8 AS start_at, extract(epoch FROM expire_at)::int8 AS expire_at,
            cycle_subscription
       FROM subscriptions WHERE user_id = $1`,
    [userId],
  )
  if (!row) return NO_SUBSCRIPTION
  return {
    plan_id: toPlanId(Number(row.plan_id)),
    start_at: Number(row.start_at),
    expire_at: Number(row.expire_at),
    cycle_subscription: toCycle(Number(row.cycle_subscription)),
  }
}

/** The subscription in force now (spec §4: expired counts as plan 0, expiry kept). */
export async function getSubscription(db: Queryable, userId: string): Promise<SubscriptionInfo> {
  return effectiveSubscription(await storedSubscription(db, userId), nowSeconds())
}

/** Gives a user a plan from now for `days` days (replacing any current one). */
export async function grantPlan(
  db: Queryable,
  userId: string,
  planId: PlanId,
  days: number,
  cycle: CycleSubscription = CYCLE.monthly,
): Promise<SubscriptionInfo> {
  await db.query(
    `INSERT INTO subscriptions (user_id, plan_id, start_at, expire_at, cycle_subscription, updated_at)
     VALUES ($1, $2, now(), now() + make_interval(days => $3::int), $4, now())
     ON CONFLICT (user_id) DO UPDATE SET plan_id = EXCLUDED.plan_id, start_at = EXCLUDED.start_at,
       expire_at = EXCLUDED.expire_at, cycle_subscription = EXCLUDED.cycle_subscription, updated_at = now()`,
    [userId, planId, days, cycle],
  )
  return getSubscription(db, userId)
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
