import { describe, expect, it } from 'vitest'
import {
  counterStep,
  parseSoldCounter,
  soldCounterFloor,
  soldCounterText,
} from '@/features/catalog/estimates/sold-counter'

describe('soldCounterFloor and soldCounterText', () => {
  it('shows the exact count below 1,000 and floors each magnitude to its bucket', () => {
    const cases: [number, number, string][] = [
      [0, 0, '0 sold'],
      [1, 1, '1 sold'],
      [541, 541, '541 sold'],
      [999, 999, '999 sold'],
      [1_000, 1_000, '1K+ sold'],
      [1_099, 1_000, '1K+ sold'],
      [1_100, 1_100, '1.1K+ sold'],
      [1_234, 1_200, '1.2K+ sold'],
      [9_999, 9_900, '9.9K+ sold'],
      [10_000, 10_000, '10K+ sold'],
      [10_999, 10_000, '10K+ sold'],
      [12_345, 12_000, '12K+ sold'],
      [99_999, 99_000, '99K+ sold'],
      [100_000, 100_000, '100K+ sold'],
      [109_999, 100_000, '100K+ sold'],
      [123_456, 120_000, '120K+ sold'],
      [999_999, 990_000, '990K+ sold'],
      [1_000_000, 1_000_000, '1M+ sold'],
      [1_099_999, 1_000_000, '1M+ sold'],
      [1_234_567, 1_200_000, '1.2M+ sold'],
      [12_345_678, 12_300_000, '12.3M+ sold'],
    ]
    for (const [total, floor, text] of cases) {
      expect(soldCounterFloor(total), `floor of ${total}`).toBe(floor)
      expect(soldCounterText(total), `text of ${total}`).toBe(text)
    }
  })

  it('treats nothing sold, negatives and NaN as 0', () => {
    expect(soldCounterFloor(-5)).toBe(0)
    expect(soldCounterFloor(Number.NaN)).toBe(0)
    expect(soldCounterText(-5)).toBe('0 sold')
  })

  it('round-trips: the parsed counter of any total is its floor, and the total lies in its bucket', () => {
    for (let total = 0; total < 3_000_000; total = Math.floor(total * 1.07) + 1) {
      const parsed = parseSoldCounter(soldCounterText(total))
      expect(parsed, `total ${total}`).not.toBeNull()
      expect(parsed!.floor).toBe(soldCounterFloor(total))
      expect(total).toBeGreaterThanOrEqual(parsed!.floor)
      expect(total).toBeLessThanOrEqual(parsed!.floor + parsed!.step - 1)
    }
  })
})

describe('parseSoldCounter', () => {
  it('reads every spelling collectors send', () => {
    const cases: [string, number, number][] = [
      ['541 sold', 541, 1],
      ['541', 541, 1],
      ['1.2K+ sold', 1_200, 100],
      ['1.2k+', 1_200, 100],
      ['1K+ sold', 1_000, 100],
      ['12K+', 12_000, 1_000],
      ['12K+ Sold', 12_000, 1_000],
      ['120K+ sold', 120_000, 10_000],
      ['1,234 sold', 1_234, 1],
      ['1,200 sold', 1_200, 100],
      ['12,000', 12_000, 1_000],
      ['1.2M+ sold', 1_200_000, 100_000],
      ['10万+', 100_000, 10_000],
      ['1.5万+', 15_000, 1_000],
      ['已售10万+件', 100_000, 10_000],
      ['已售 541 件', 541, 1],
      ['已售1.2万+', 12_000, 1_000],
      ['  3K+ sold  ', 3_000, 100],
    ]
    for (const [text, floor, step] of cases) expect(parseSoldCounter(text), text).toEqual({ floor, step })
  })

  it('returns null for anything that is not a counter, never throwing', () => {
    for (const text of [
      '',
      'sold',
      'abc',
      'K+',
      '1.2.3K',
      '-5 sold',
      '12.5 sold',
      '12.0 sold',
      '1,23 sold',
      '1.2K+ sold out soon',
      'twelve sold',
      '1e5 sold',
      '9'.repeat(80),
    ]) {
      expect(parseSoldCounter(text), JSON.stringify(text)).toBeNull()
    }
  })
})

describe('counterStep', () => {
  it('is 1 for exact counts and the bucket for floors on a bucket boundary', () => {
    expect(counterStep(0)).toBe(1)
    expect(counterStep(541)).toBe(1)
    expect(counterStep(999)).toBe(1)
    expect(counterStep(1_000)).toBe(100)
    expect(counterStep(1_200)).toBe(100)
    expect(counterStep(1_234)).toBe(1)
    expect(counterStep(12_000)).toBe(1_000)
    expect(counterStep(12_100)).toBe(1)
    expect(counterStep(120_000)).toBe(10_000)
    expect(counterStep(1_200_000)).toBe(100_000)
    expect(counterStep(1_234_567)).toBe(1)
  })
})
