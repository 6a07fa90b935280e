// A user's subscription as the /api contract carries it (spec §3, §4): seconds timestamps, and the
// plan in force now. No subscription row is the free plan with zero dates.
import type { PlanId } from './plan-ids'

export const CYCLE = { none: 0, autoRenew: 1, monthly: 2 } as const
export type CycleSubscription = (typeof CYCLE)[keyof typeof CYCLE]

export type SubscriptionInfo = {
  plan_id: PlanId
  /** Seconds since the epoch; 0 when never subscribed. */
  start_at: number
  expire_at: number
  cycle_subscription: CycleSubscription
}

export const NO_SUBSCRIPTION: SubscriptionInfo = {
  plan_id: 0,
  start_at: 0,
  expire_at: 0,
  cycle_subscription: 0,
}

/** Spec §4: a subscription whose expire_at has passed counts as plan 0, its expiry kept for display. */
export function effectiveSubscription(sub: SubscriptionInfo, nowSeconds: number): SubscriptionInfo {
  if (sub.plan_id === 0 || sub.expire_at > nowSeconds) return sub
  return { ...sub, plan_id: 0, cycle_subscription: 0 }
}

/** Spec §6: the personal-center upgrade button shows for Free and Personal Basic. */
export const canUpgrade = (planId: number) => planId === 0 || planId === 1
