// A market's life stage, which categories derive (docs/lists.md, "Category database") and keywords
// carry from their category: one vocabulary both domains read.
export const MARKET_STAGES = ['emerging', 'growing', 'mature', 'declining'] as const
export type MarketStage = (typeof MARKET_STAGES)[number]

/** Thresholds of the market stage, on 30-day growth and the share of products listed in the last 30 days. */
export const STAGE_RULE = {
  /** At or below this 30-day growth a category is declining. */
  decliningGrowth: -0.05,
  /** Emerging: growth at or above this, and at least `emergingNewShare` of its products new. */
  emergingGrowth: 0.25,
  emergingNewShare: 0.15,
  /** Growing: growth at or above this (and not emerging). Between the two: mature. */
  growingGrowth: 0.1,
} as const

export function marketStage(growth: number, newShare: number): MarketStage {
  if (growth <= STAGE_RULE.decliningGrowth) return 'declining'
  if (growth >= STAGE_RULE.emergingGrowth && newShare >= STAGE_RULE.emergingNewShare) return 'emerging'
  if (growth >= STAGE_RULE.growingGrowth) return 'growing'
  return 'mature'
}
