// The plan ids alone, so the quota table (which limits each plan) and the plan table (which shows each
// plan's limits) can both name a plan without importing each other.
export const PLAN_IDS = [0, 1, 2, 3, 4] as const
export type PlanId = (typeof PLAN_IDS)[number]
