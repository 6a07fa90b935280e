import { describe, expect, it } from 'vitest'
import {
  collectCalibrationSamples,
  DEFAULT_CALIBRATION,
  estimateDailySeries,
  estimateSales,
  fitCalibration,
  type ProductObservations,
  type Range,
  sumRanges,
} from '@/features/catalog/estimates/estimate'
import { counterStep, soldCounterFloor } from '@/features/catalog/estimates/sold-counter'

/** A small deterministic PRNG (mulberry32), so every series here is reproducible. */
function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Simulated = { obs: ProductObservations; sales: number[]; totals: number[] }

/** A product selling about `rate` a day from a lifetime total of `start`, seen as a collector sees it. */
function simulate(
  random: () => number,
  days: number,
  start: number,
  rate: number,
  options: { missed?: number; firstSeen?: number; ranked?: boolean } = {},
): Simulated {
  const sales: number[] = []
  const totals: number[] = []
  const obs = {
    sold: [] as (number | null)[],
    reviews: [] as (number | null)[],
    ranks: [] as (number | null)[],
    sales: [] as (number | null)[],
  }
  let total = start
  let reviews = Math.floor(start * 0.03)
  for (let i = 0; i < days; i++) {
    // Poisson-like units: the rate ± 50 %, rounded at random.
    const mean = rate * (0.5 + random())
    const units = Math.floor(mean) + (random() < mean % 1 ? 1 : 0)
    total += units
    for (let u = 0; u < units; u++) if (random() < 0.03) reviews++
    sales.push(units)
    totals.push(total)
    const seen = i >= (options.firstSeen ?? 0) && (i === days - 1 || random() >= (options.missed ?? 0))
    obs.sold.push(seen ? soldCounterFloor(total) : null)
    obs.reviews.push(seen ? reviews : null)
    obs.ranks.push(seen && options.ranked ? Math.max(1, Math.round(20_000 / (units + 1))) : null)
    obs.sales.push(null)
  }
  return { obs, sales, totals }
}

const sum = (values: number[], from: number, to: number) =>
  values.slice(from, to + 1).reduce((total, units) => total + units, 0)

function expectRange(range: Range, label: string): void {
  expect(
    Number.isInteger(range.value) && Number.isInteger(range.low) && Number.isInteger(range.high),
    label,
  ).toBe(true)
  expect(range.low, label).toBeGreaterThanOrEqual(0)
  expect(range.low, label).toBeLessThanOrEqual(range.value)
  expect(range.value, label).toBeLessThanOrEqual(range.high)
}

describe('estimateSales', () => {
  it('says "observed" with low = value = high when an operator gave exact day sales', () => {
    const { obs, sales } = simulate(prng(1), 60, 5_000, 12)
    const exact: ProductObservations = { ...obs, sales }
    const estimate = estimateSales(exact, 59)
    expect(estimate.basis).toBe('observed')
    if (estimate.basis !== 'observed') return
    const month = sum(sales, 30, 59)
    expect(estimate.month).toEqual({ value: month, low: month, high: month })
    expect(estimate.week).toEqual({
      value: sum(sales, 53, 59),
      low: sum(sales, 53, 59),
      high: sum(sales, 53, 59),
    })
    expect(estimate.day).toEqual({ value: sales[59], low: sales[59], high: sales[59] })
    expect(estimate.previousMonth).toEqual({
      value: sum(sales, 0, 29),
      low: sum(sales, 0, 29),
      high: sum(sales, 0, 29),
    })
  })

  it('estimates a rounded counter within its interval, and says "estimated"', () => {
    // 20 a day on a counter shown to the hundred ("5.2K+ sold"): crossings every ~5 days.
    const { obs, sales } = simulate(prng(2), 60, 5_000, 20, { missed: 0.05 })
    const estimate = estimateSales(obs, 59)
    expect(estimate.basis).toBe('estimated')
    if (estimate.basis !== 'estimated') return
    const truth = sum(sales, 30, 59)
    expect(estimate.month.low).toBeLessThanOrEqual(truth)
    expect(estimate.month.high).toBeGreaterThanOrEqual(truth)
    expect(Math.abs(estimate.month.value - truth) / truth).toBeLessThan(0.1)
    expect(estimate.month.high - estimate.month.low).toBeLessThan(truth * 0.5)
  })

  it('reads an exact counter (below 1,000) as exact units', () => {
    const { obs, sales } = simulate(prng(3), 60, 100, 5)
    const estimate = estimateSales(obs, 59)
    expect(estimate.basis).toBe('estimated')
    if (estimate.basis !== 'estimated') return
    const truth = sum(sales, 30, 59)
    expect(estimate.month).toEqual({ value: truth, low: truth, high: truth })
  })

  it('stops counting on days the page shows the product sold out', () => {
    // 20 a day, sold out for the last 10 days: the counter stands still. Over 40 such products the
    // 80 % intervals hold most truths and the figures stay close.
    let covered = 0
    const errors: number[] = []
    for (let seed = 0; seed < 40; seed++) {
      const { obs, sales } = simulate(prng(100 + seed), 60, 5_000, 20)
      const soldOutFrom = 50
      const sold = obs.sold.slice()
      for (let i = soldOutFrom; i < 60; i++) {
        sales[i] = 0
        sold[i] = sold[soldOutFrom - 1] ?? null
      }
      const soldOut = sold.map((_, i) => i >= soldOutFrom)
      const truth = sum(sales, 30, 59)
      const estimate = estimateSales({ ...obs, sold, soldOut }, 59)
      expect(estimate.basis).toBe('estimated')
      if (estimate.basis !== 'estimated') return
      expect(estimate.day.value).toBe(0)
      expect(estimate.week.value).toBe(0)
      if (estimate.month.low <= truth && truth <= estimate.month.high) covered++
      errors.push(Math.abs(estimate.month.value - truth) / truth)
    }
    errors.sort((a, b) => a - b)
    expect(covered).toBeGreaterThanOrEqual(28)
    expect(errors[20]!).toBeLessThan(0.08)
  })

  it('has not enough data for a product seen fewer than 7 days', () => {
    const six = simulate(prng(4), 60, 3_000, 10, { firstSeen: 54 })
    expect(estimateSales(six.obs, 59)).toEqual({ basis: 'insufficient' })
    const seven = simulate(prng(4), 60, 3_000, 10, { firstSeen: 53 })
    expect(estimateSales(seven.obs, 59).basis).toBe('estimated')
    const never: ProductObservations = {
      sold: [null, null],
      reviews: [null, null],
      ranks: [null, null],
      sales: [null, null],
    }
    expect(estimateSales(never, 1)).toEqual({ basis: 'insufficient' })
  })

  it('never leaves the counter’s hard bounds, whatever the series (property test)', () => {
    const random = prng(5)
    const calibrations = [DEFAULT_CALIBRATION, { ...DEFAULT_CALIBRATION, spread: 3, rankSigma: 0.05 }]
    for (let run = 0; run < 400; run++) {
      const days = 31 + Math.floor(random() * 60)
      const start = Math.floor(10 ** (random() * 6.5))
      const rate = 10 ** (random() * 3.5 - 1)
      const product = simulate(random, days, start, rate, { missed: random() * 0.3, ranked: random() < 0.5 })
      const last = days - 1
      const estimate = estimateSales(product.obs, last, calibrations[run % 2])
      if (estimate.basis === 'insufficient') continue
      const windows: [Range, number][] = [
        [estimate.day, 1],
        [estimate.week, 7],
        [estimate.month, 30],
      ]
      for (const [range, length] of windows) {
        const label = `run ${run}, ${length} days`
        expectRange(range, label)
        const a = last - length
        const floorA = product.obs.sold[a]
        const floorB = product.obs.sold[last]!
        if (floorA == null) continue
        // What the two displayed counters allow, computed here from scratch.
        const hardLow = Math.max(0, floorB - (floorA + counterStep(floorA) - 1))
        const hardHigh = floorB + counterStep(floorB) - 1 - floorA
        expect(range.low, label).toBeGreaterThanOrEqual(hardLow)
        expect(range.high, label).toBeLessThanOrEqual(hardHigh)
      }
    }
  })
})

describe('estimateDailySeries', () => {
  it('gives one range per day, null before the product was first seen, exact days exact', () => {
    const { obs, sales } = simulate(prng(6), 40, 2_000, 15, { firstSeen: 10 })
    const withOneExact: ProductObservations = {
      ...obs,
      sales: obs.sales.map((_, i) => (i === 30 ? sales[30]! : null)),
    }
    const series = estimateDailySeries(withOneExact)
    expect(series).toHaveLength(40)
    for (let i = 0; i <= 10; i++) expect(series[i], `day ${i}`).toBeNull()
    expect(series[30]).toEqual({ value: sales[30], low: sales[30], high: sales[30] })
    for (let i = 11; i < 40; i++) expectRange(series[i]!, `day ${i}`)
    // The band is honest on average: most days' truth lies in it.
    let covered = 0
    for (let i = 11; i < 40; i++) if (series[i]!.low <= sales[i]! && sales[i]! <= series[i]!.high) covered++
    expect(covered / 29).toBeGreaterThan(0.6)
  })
})

describe('sumRanges', () => {
  it('adds values and variances: narrower than adding the bounds, containing the sum of values', () => {
    const ranges: Range[] = Array.from({ length: 50 }, (_, i) => ({
      value: 100 + i,
      low: 70 + i,
      high: 140 + i,
    }))
    const total = sumRanges(ranges)
    const values = ranges.reduce((s, r) => s + r.value, 0)
    const lows = ranges.reduce((s, r) => s + r.low, 0)
    const highs = ranges.reduce((s, r) => s + r.high, 0)
    expect(total.value).toBe(values)
    expect(total.low).toBeLessThanOrEqual(values)
    expect(total.high).toBeGreaterThanOrEqual(values)
    expect(total.low).toBeGreaterThan(lows)
    expect(total.high).toBeLessThan(highs)
    // 50 equal spreads: about √50 ≈ 7 times one range's spread, not 50 times.
    expect(total.high - total.value).toBeLessThan(8 * 40)
    expect(total.high - total.value).toBeGreaterThan(6 * 40)
  })

  it('keeps exact figures exact and sums nothing to zero', () => {
    expect(sumRanges([])).toEqual({ value: 0, low: 0, high: 0 })
    expect(
      sumRanges([
        { value: 3, low: 3, high: 3 },
        { value: 4, low: 4, high: 4 },
      ]),
    ).toEqual({ value: 7, low: 7, high: 7 })
  })
})

describe('fitCalibration and collectCalibrationSamples', () => {
  it('recovers a site’s rank→units curve from samples', () => {
    const random = prng(7)
    const ranks: number[] = []
    const units: number[] = []
    for (let i = 0; i < 20_000; i++) {
      const rank = Math.round(10 ** (random() * 4))
      ranks.push(rank)
      units.push(2_000 * rank ** -0.7 * Math.exp((random() - 0.5) * 0.6))
    }
    const fitted = fitCalibration(ranks, units)
    fitted.rankKnots.forEach((rank, k) => {
      const truth = 2_000 * rank ** -0.7
      expect(fitted.rankUnits[k]! / truth, `rank ${rank}`).toBeGreaterThan(0.8)
      expect(fitted.rankUnits[k]! / truth, `rank ${rank}`).toBeLessThan(1.25)
    })
    // Without samples: the base curve.
    expect(fitCalibration([], []).rankUnits).toEqual(DEFAULT_CALIBRATION.rankUnits)
    // Samples only below the top 100: the top keeps the base curve's shape, shifted like rank 100.
    const lower = ranks.map((rank, i) => (rank >= 100 ? i : -1)).filter((i) => i >= 0)
    const partial = fitCalibration(
      lower.map((i) => ranks[i]!),
      lower.map((i) => units[i]!),
    )
    const base = DEFAULT_CALIBRATION.rankUnits
    expect(partial.rankUnits[0]! / partial.rankUnits[4]!).toBeCloseTo(base[0]! / base[4]!, 6)
    expect(partial.rankUnits[4]! / (2_000 * 100 ** -0.7)).toBeGreaterThan(0.8)
  })

  it('takes the day-over-day moves of exact counters on ranked days', () => {
    const obs: ProductObservations = {
      sold: [100, 110, null, 130, 150],
      reviews: [0, 0, 0, 0, 0],
      ranks: [null, 500, 400, 300, 200],
      sales: [null, null, null, null, null],
    }
    const samples: [number, number][] = []
    collectCalibrationSamples(obs, 4, (rank, units) => samples.push([rank, units]))
    expect(samples).toEqual([
      [500, 10],
      [200, 20],
    ])
  })
})
