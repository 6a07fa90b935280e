import { describe, expect, it } from 'vitest'
import { counterStep, soldCounterFloor } from '@/features/catalog/estimates/sold-counter'
import { type SimulatedProduct, simulateObserved } from '@/pipeline/seed/generate'
import { newObservation, observeProduct } from '@/pipeline/seed/observe'
import { Rng } from '@/pipeline/seed/random'

const DAYS = 40

function product(seed: number) {
  const rng = new Rng(seed)
  const sales = new Int32Array(DAYS)
  for (let i = 5; i < DAYS; i++) sales[i] = rng.poisson(8)
  return { sales, preSales: 0, reviewRate: 0.04, startIdx: 5 }
}

describe('observeProduct', () => {
  it('is deterministic: the same stream gives the same observations, another stream others', () => {
    const a = newObservation(DAYS)
    const b = newObservation(DAYS)
    const c = newObservation(DAYS)
    observeProduct(new Rng(9).fork('observe'), product(1), a, DAYS - 2)
    observeProduct(new Rng(9).fork('observe'), product(1), b, DAYS - 2)
    observeProduct(new Rng(10).fork('observe'), product(1), c, DAYS - 2)
    expect(a).toEqual(b)
    expect(a.reviews).not.toEqual(c.reviews)
  })

  it('leaves reviews a delayed, random share of the buyers: never more, never decreasing', () => {
    const observed = newObservation(DAYS)
    const input = product(2)
    observeProduct(new Rng(3), input, observed, DAYS - 2)
    let bought = 0
    for (let i = 0; i < DAYS; i++) {
      bought += input.sales[i]!
      expect(observed.reviews[i]).toBeLessThanOrEqual(bought)
      if (i > 0) expect(observed.reviews[i]).toBeGreaterThanOrEqual(observed.reviews[i - 1]!)
    }
    expect(observed.reviews[DAYS - 1]).toBeGreaterThan(0)
  })

  it('delays reviews by 3 to 12 days', () => {
    // Every buyer reviews: the delay alone decides when reviews appear.
    let earliest = Number.POSITIVE_INFINITY
    for (let seed = 0; seed < 200; seed++) {
      const input = { ...product(seed), reviewRate: 1 }
      const observed = newObservation(DAYS)
      observeProduct(new Rng(seed + 1000), input, observed, DAYS - 2)
      // Sales start on day 5: the first review arrives 3 days later at the earliest.
      earliest = Math.min(earliest, observed.reviews.findIndex((count) => count > 0) - 5)
      // Everything bought 12 days before any day has arrived by that day.
      let bought = 0
      for (let i = 12; i < DAYS; i++) {
        bought += input.sales[i - 12]!
        expect(observed.reviews[i], `seed ${seed} day ${i}`).toBeGreaterThanOrEqual(bought)
      }
    }
    expect(earliest).toBe(3)
  })
})

describe('the simulated marketplace as the collector sees it', () => {
  it('never shows a floor above the truth, misses ~5 % of days in short runs, and never the last two', async () => {
    let days = 0
    let missed = 0
    let runs = 0
    let longRuns = 0
    const problems: string[] = []
    await simulateObserved(
      { seed: 4, days: DAYS, until: '2026-03-15', products: 3_000 },
      (p: SimulatedProduct) => {
        let run = 0
        for (let i = 0; i < p.startIdx; i++)
          if (p.sold[i] !== -1) problems.push(`${p.id}: seen before listing`)
        for (let i = p.startIdx; i < DAYS; i++) {
          const total = p.total[i]!
          const floor = p.sold[i]!
          days++
          if (p.obs.seen[i] === 1) {
            // The counter's floor as the snapshot carries it: at most the truth, the truth within its bucket.
            if (floor > total || floor + counterStep(floor) - 1 < total || floor !== soldCounterFloor(floor))
              problems.push(`${p.id}: ${floor} shown for ${total}`)
          } else if (floor !== -1) problems.push(`${p.id}: a counter on a missed day`)
          if (p.obs.seen[i] === 0) {
            missed++
            run++
            if (i >= DAYS - 2) problems.push(`${p.id}: missed on day ${i}`)
          } else if (run > 0) {
            runs++
            if (run >= 2) longRuns++
            run = 0
          }
          if (p.ranks[i]! > 10_000) problems.push(`${p.id}: rank ${p.ranks[i]}`)
        }
      },
    )
    expect(problems.slice(0, 5)).toEqual([])
    expect(missed / days).toBeGreaterThan(0.03)
    expect(missed / days).toBeLessThan(0.07)
    // Some misses come in runs of two days or more.
    expect(longRuns / runs).toBeGreaterThan(0.2)
    expect(longRuns / runs).toBeLessThan(0.6)
  }, 60_000)
})
