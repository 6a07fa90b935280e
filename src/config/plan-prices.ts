// Monthly prices of the paid plans (spec §9), alone so that a page quoting a price does not load the
// whole plan table. plans.shared.ts builds the full plans from it.
export type PlanPrice = { cny: number; usd: number; originCny: number; originUsd: number }

export const PLAN_PRICES = {
  1: { cny: 69, usd: 9.99, originCny: 260, originUsd: 39.9 },
  2: { cny: 195, usd: 29.9, originCny: 521, originUsd: 79.9 },
  3: { cny: 295, usd: 39, originCny: 586, originUsd: 89.9 },
  4: { cny: 495, usd: 69.9, originCny: 780, originUsd: 119.9 },
} as const satisfies Record<1 | 2 | 3 | 4, PlanPrice>

/** Chinese visitors pay with Alipay in yuan, others by card in dollars. */
export function monthlyPrice(planId: keyof typeof PLAN_PRICES, locale: 'en' | 'cn'): number {
  return locale === 'cn' ? PLAN_PRICES[planId].cny : PLAN_PRICES[planId].usd
}
