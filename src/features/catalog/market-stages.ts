// A market's life stage, which categories derive (docs/lists.md, "Category database") and keywords
// carry from their category: one vocabulary both domains read.
export const MARKET_STAGES = ['emerging', 'growing', 'mature', 'declining'] as const
export type MarketStage = (typeof MARKET_STAGES)[number]
