// The subscription a request works under, read by the server core on every request (the viewer carries
// it, the quota engine checks its plan). Billing writes the rows (src/features/billing); this module
// only reads them, so the core needs nothing from the billing feature.
import { PLAN_IDS, type PlanId } from '@/config/plans'
import {
  CYCLE,
  type CycleSubscription,
  effectiveSubscription,
  NO_SUBSCRIPTION,
  type SubscriptionInfo,
} from '@/config/subscription'
import type { Queryable } from '@/server/db/client'

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

/**
 * The plan a user works under (docs/quotas.md "Teams"): their own plan when one is in force, else the
 * team plan of the primary account they are a member of. A member sees the plan and its expiry but
 * none of the primary's billing: the renewal state is not shown to them (they cannot cancel it).
 */
export async function workingSubscription(db: Queryable, userId: string): Promise<SubscriptionInfo> {
  const own = await getSubscription(db, userId)
  if (own.plan_id !== 0) return own
  const [team] = await db.query<{ owner_id: string }>(
    'SELECT owner_id FROM team_members WHERE member_id = $1',
    [userId],
  )
  if (!team) return own
  const shared = await getSubscription(db, team.owner_id)
  return shared.plan_id === 3 || shared.plan_id === 4 ? { ...shared, cycle_subscription: CYCLE.none } : own
}
