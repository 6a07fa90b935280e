// The category database's rules (docs/lists.md): market stage, growth, price bands and the
// "open to a newcomer" reading, at and around each documented threshold.
import { describe, expect, it } from 'vitest'
import type { MarketStage } from '../../../src/features/catalog/market-stages'
import { marketStage, STAGE_RULE } from '../../../src/features/catalog/market-stages'
import {
  categoryGrowth,
  NEWCOMER_RULE,
  newcomerReading,
  priceBand,
} from '../../../src/features/categories/categories.shared'

describe('market stage', () => {
  it('is declining at or below -5% growth, whatever the new listings', () => {
    expect(marketStage(STAGE_RULE.decliningGrowth, 0.5)).toBe('declining')
    expect(marketStage(-0.4, 0)).toBe('declining')
  })
  it('is emerging from +25% growth with at least 15% new products; growing otherwise from +10%', () => {
    expect(marketStage(0.25, 0.15)).toBe('emerging')
    expect(marketStage(0.25, 0.149)).toBe('growing')
    expect(marketStage(0.249, 0.3)).toBe('growing')
    expect(marketStage(0.1, 0)).toBe('growing')
  })
  it('is mature between -5% and +10%', () => {
    expect(marketStage(0.099, 0.5)).toBe('mature')
    expect(marketStage(-0.049, 0)).toBe('mature')
    expect(marketStage(0, 0)).toBe('mature')
  })
})

describe('category growth', () => {
  it('is the change over the 30 days before, rounded to 0.01%; nothing before and something now is +100%', () => {
    expect(categoryGrowth(150, 100)).toBe(0.5)
    expect(categoryGrowth(1, 3)).toBe(-0.6667)
    expect(categoryGrowth(5, 0)).toBe(1)
    expect(categoryGrowth(0, 0)).toBe(0)
  })
})

describe('price bands', () => {
  it('puts a price in the band whose lower edge it reaches (0, 5, 10, 20, 50, 100 in currency units)', () => {
    expect(priceBand(0)).toBe(0)
    expect(priceBand(499)).toBe(0)
    expect(priceBand(500)).toBe(1)
    expect(priceBand(1999)).toBe(2)
    expect(priceBand(2000)).toBe(3)
    expect(priceBand(10_000)).toBe(5)
    expect(priceBand(999_999)).toBe(5)
  })
})

describe('open to a newcomer', () => {
  const base = { stage: 'mature' as MarketStage, top10Share: 0.6, newcomerShare: 0.2, newShare: 0.1 }
  const tones = (f: typeof base) => Object.fromEntries(newcomerReading(f).signals.map((s) => [s.key, s.tone]))

  it('reads each signal against its thresholds', () => {
    expect(tones(base)).toEqual({
      stage: 'neutral',
      concentration: 'neutral',
      newcomers: 'neutral',
      new_listings: 'neutral',
    })
    const { concentration, newcomers, newListings } = NEWCOMER_RULE
    expect(tones({ ...base, top10Share: concentration.open - 0.001 }).concentration).toBe('good')
    expect(tones({ ...base, top10Share: concentration.crowded }).concentration).toBe('neutral')
    expect(tones({ ...base, top10Share: concentration.crowded + 0.001 }).concentration).toBe('bad')
    expect(tones({ ...base, newcomerShare: newcomers.open }).newcomers).toBe('good')
    expect(tones({ ...base, newcomerShare: newcomers.crowded - 0.001 }).newcomers).toBe('bad')
    expect(tones({ ...base, newShare: newListings.open }).new_listings).toBe('good')
    expect(tones({ ...base, newShare: newListings.crowded - 0.001 }).new_listings).toBe('bad')
    expect(tones({ ...base, stage: 'emerging' }).stage).toBe('good')
    expect(tones({ ...base, stage: 'growing' }).stage).toBe('good')
    expect(tones({ ...base, stage: 'declining' }).stage).toBe('bad')
  })

  it('is open with two more good signals than bad ones, crowded with one more bad, mixed between', () => {
    expect(newcomerReading(base).verdict).toBe('mixed')
    expect(newcomerReading({ ...base, stage: 'growing' }).verdict).toBe('mixed')
    expect(newcomerReading({ ...base, stage: 'growing', top10Share: 0.3 }).verdict).toBe('open')
    expect(newcomerReading({ ...base, stage: 'declining' }).verdict).toBe('crowded')
    // One good and one bad cancel out.
    expect(newcomerReading({ ...base, stage: 'declining', top10Share: 0.3 }).verdict).toBe('mixed')
  })

  it('carries the figures each sentence is composed from', () => {
    const reading = newcomerReading({ ...base, stage: 'emerging' })
    expect(reading.signals).toEqual([
      { key: 'stage', stage: 'emerging', tone: 'good' },
      { key: 'concentration', value: 0.6, tone: 'neutral' },
      { key: 'newcomers', value: 0.2, tone: 'neutral' },
      { key: 'new_listings', value: 0.1, tone: 'neutral' },
    ])
  })
})
