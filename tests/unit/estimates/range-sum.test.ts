import { describe, expect, it } from 'vitest'
import { RangeSum } from '@/features/catalog/estimates/range-sum'

describe('RangeSum: sums of sales figures with their 80 % interval', () => {
  it('has no interval when every figure was observed', () => {
    const sum = new RangeSum()
    sum.add(10, null, null)
    sum.add(5, null, null)
    expect(sum.value).toBe(15)
    expect(sum.interval()).toBeNull()
  })

  it('narrows with √n instead of adding the bounds', () => {
    const sum = new RangeSum()
    for (let i = 0; i < 100; i++) sum.add(100, 80, 125)
    const interval = sum.interval()!
    expect(sum.value).toBe(10_000)
    // Adding the bounds would give 8,000–12,500; independent errors give ±√100 × the single spread.
    expect(interval.low).toBeGreaterThan(9_750)
    expect(interval.low).toBeLessThan(10_000)
    expect(interval.high).toBeGreaterThan(10_000)
    expect(interval.high).toBeLessThan(10_300)
    // Each side keeps its own spread: 20 below, 25 above a single figure, so √100 × those.
    expect(10_000 - interval.low).toBeCloseTo(200, -1)
    expect(interval.high - 10_000).toBeCloseTo(250, -1)
  })

  it('keeps observed figures exact inside a sum of estimated ones', () => {
    const sum = new RangeSum()
    sum.add(1_000, null, null)
    sum.add(50, 30, 80)
    const interval = sum.interval()!
    expect(interval.low).toBe(1_030)
    expect(interval.high).toBe(1_080)
  })

  it('centres on another total of the same products and never goes below zero', () => {
    const sum = new RangeSum()
    sum.add(3, 0, 12)
    sum.add(2, 0, 9)
    const interval = sum.interval(4)!
    expect(interval.low).toBeGreaterThanOrEqual(0)
    expect(interval.low).toBeLessThanOrEqual(4)
    expect(interval.high).toBeGreaterThanOrEqual(4)
  })
})
