// Units sold, estimated from what a collector sees: the rounded sold counter, cumulative reviews and the
// site's sales rank (docs/estimates.md has the method, its assumptions and its limits).
//
// Runs in the daily ingest for every product (≥ 200,000 products/s) and on a product's detail page, so
// the hot path allocates nothing per product beyond its result: the per-day work arrays are module
// scratch buffers. Imports only relative files, so the seed generator can import it too.
import { counterStep } from './sold-counter.ts'

/** Oldest first; null = the collector did not see the product that day. */
export type DaySeries = ReadonlyArray<number | null>

export type ProductObservations = {
  /** Displayed sold-counter floor per day. */
  sold: DaySeries
  /** Cumulative review count per day. */
  reviews: DaySeries
  /** Site sales rank per day (null also when unranked: only the top 10,000 of a site have one). */
  ranks: DaySeries
  /** Exact units sold that day when an operator observed them (own store, partner feed); usually all null. */
  sales: DaySeries
}

/** A point estimate and its 80 % interval, in whole units: low ≤ value ≤ high, all ≥ 0. */
export type Range = { value: number; low: number; high: number }

type Windows = { day: Range; week: Range; month: Range; previousWeek: Range; previousMonth: Range }

export type SalesEstimate =
  /** From exact day sales covering the last 30 days: low = value = high for day, week and month. */
  | ({ basis: 'observed' } & Windows)
  | ({ basis: 'estimated' } & Windows)
  /** Not enough data yet: the product was first seen fewer than MIN_DAYS days ago. */
  | { basis: 'insufficient' }

/**
 * What the estimator needs from outside one product's series. One per site (the rank curve is the
 * site's); DEFAULT_CALIBRATION fits the generator's marketplace and is a sane start for a real one.
 */
export type SalesCalibration = {
  /** Ranks of the rank→units curve's knots, ascending (1 … 10,000). */
  rankKnots: readonly number[]
  /** Median units a day at each knot; the curve is linear in log rank and log units between knots. */
  rankUnits: readonly number[]
  /** Standard deviation of log(units) around the curve for one day's rank. */
  rankSigma: number
  /** Share of buyers who leave a review, used until a product has enough reviews of its own. */
  reviewsPerUnit: number
  /** Typical days between a sale and its review: review counts lag the counter by this much. */
  reviewDelay: number
  /**
   * Day-to-day change of a product's demand: the standard deviation of log(rate) between two periods
   * `d` days apart grows as demandDrift × √d. Sets how far a rate measured elsewhere can be trusted.
   */
  demandDrift: number
}

export const DEFAULT_CALIBRATION: SalesCalibration = {
  rankKnots: [1, 3, 10, 30, 100, 300, 1000, 3000, 10000],
  rankUnits: [900, 500, 260, 130, 60, 30, 14, 7, 3.5],
  rankSigma: 0.45,
  reviewsPerUnit: 0.035,
  reviewDelay: 7,
  demandDrift: 0.06,
}

/** Fewer days seen than this: "not enough data yet". */
export const MIN_DAYS = 7
/** z of the 90th percentile: an 80 % central interval is ±Z80 standard deviations. */
const Z80 = 1.2815515655446004

// ---------------------------------------------------------------------------------------------
// Scratch buffers (grown on demand, never shrunk)

let lo = new Float64Array(128)
let hi = new Float64Array(128)
/** Pinned points of the cumulative curve: time (end-of-day index, may be x.5) and level. */
let pinT = new Float64Array(128)
let pinL = new Float64Array(128)
let pinCount = 0

function ensure(length: number): void {
  if (lo.length >= length) return
  const size = Math.max(length, lo.length * 2)
  lo = new Float64Array(size)
  hi = new Float64Array(size)
  pinT = new Float64Array(size)
  pinL = new Float64Array(size)
}

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

// ---------------------------------------------------------------------------------------------
// The counter's hard bounds and pinned points

/**
 * Fills lo/hi (the cumulative total's hard bounds at the end of each day 0..last) and the pinned
 * points; returns the first day the product was seen, or -1.
 */
function prepareCounter(sold: DaySeries, last: number): number {
  ensure(last + 1)
  let first = -1
  let running = 0
  let prevDay = -1
  let prevFloor = 0
  let prevStep = 1
  pinCount = 0
  for (let i = 0; i <= last; i++) {
    const floor = sold[i]
    if (isNumber(floor) && floor >= 0) {
      if (first < 0) first = i
      const step = counterStep(floor)
      if (floor > running) running = floor
      if (step === 1) {
        // An exact count pins the curve at the end of the day.
        pinT[pinCount] = i
        pinL[pinCount++] = floor
      } else if (prevDay >= 0 && floor >= prevFloor + prevStep) {
        // The floor moved into a new bucket between the two sightings: the total crossed `floor`.
        pinT[pinCount] = (prevDay + i) / 2
        pinL[pinCount++] = floor
      }
      prevDay = i
      prevFloor = floor
      prevStep = step
    }
    lo[i] = running
  }
  let ceiling = Number.POSITIVE_INFINITY
  for (let i = last; i >= 0; i--) {
    const floor = sold[i]
    if (isNumber(floor) && floor >= 0) {
      const top = floor + counterStep(floor) - 1
      if (top < ceiling) ceiling = top
    }
    // Inconsistent counters (a floor that went down) must not leave an empty interval.
    hi[i] = Math.max(ceiling, lo[i]!)
  }
  return first
}

/** Lower and upper hard bounds of the cumulative total at the end of day `x` (x < 0: before the data). */
function boundLo(x: number, first: number): number {
  return x < first ? 0 : lo[x]!
}
function boundHi(x: number, first: number): number {
  return hi[Math.max(x, first)]!
}

// ---------------------------------------------------------------------------------------------
// The rate: units a day near the end of the data, with its log standard deviation

type Rate = { rate: number; sigma: number }
const rateOut: Rate = { rate: 0, sigma: 0 }

function interpolate(log: number, calibration: SalesCalibration): number {
  const knots = calibration.rankKnots
  const units = calibration.rankUnits
  const n = knots.length
  if (log <= Math.log(knots[0]!)) return Math.log(units[0]!)
  for (let k = 1; k < n; k++) {
    const right = Math.log(knots[k]!)
    if (log <= right) {
      const left = Math.log(knots[k - 1]!)
      const t = (log - left) / (right - left)
      return Math.log(units[k - 1]!) * (1 - t) + Math.log(units[k]!) * t
    }
  }
  // Past the last knot: continue the last segment's slope.
  const left = Math.log(knots[n - 2]!)
  const right = Math.log(knots[n - 1]!)
  const slope = (Math.log(units[n - 1]!) - Math.log(units[n - 2]!)) / (right - left)
  return Math.log(units[n - 1]!) + slope * (log - right)
}

/**
 * Combines the rate evidence near day `at` (inverse-variance in log space): the counter's pinned
 * points, review velocity and rank. Writes rateOut.
 */
function estimateRate(
  obs: ProductObservations,
  first: number,
  last: number,
  at: number,
  calibration: SalesCalibration,
): void {
  let weight = 0
  let sum = 0
  const drift2 = calibration.demandDrift * calibration.demandDrift

  // 1. The counter: slope between the earliest and latest pinned points (the longest baseline).
  if (pinCount >= 2) {
    const t0 = pinT[0]!
    const t1 = pinT[pinCount - 1]!
    const units = pinL[pinCount - 1]! - pinL[0]!
    const span = t1 - t0
    if (span > 0) {
      const rate = Math.max(units, 0.5) / span
      // Poisson noise of the count, half a day's sales of pinning error at each end, and the drift
      // between the baseline's middle and `at`.
      const distance = Math.abs(at - (t0 + t1) / 2)
      const v = 1 / (units + 1) + (1 / (span * span)) * 0.5 + drift2 * (distance + span / 4)
      weight += 1 / v
      sum += Math.log(rate) / v
    }
  }

  // 2. Reviews: the increase over the data, divided by the product's own review share (shrunk
  // towards the calibration's when it has few reviews).
  let r0 = -1
  let r0Day = -1
  let r1 = -1
  let r1Day = -1
  for (let i = first; i <= last; i++) {
    const r = obs.reviews[i]
    if (isNumber(r)) {
      if (r0Day < 0) {
        r0 = r
        r0Day = i
      }
      r1 = r
      r1Day = i
    }
  }
  if (r1Day - r0Day >= MIN_DAYS) {
    const total = (lo[last]! + hi[last]!) / 2
    const prior = calibration.reviewsPerUnit
    const strength = 20 // prior worth 20 reviews
    const share = (r1 + strength) / (total + strength / prior)
    const increase = r1 - r0
    const rate = Math.max(increase, 0.5) / (r1Day - r0Day) / share
    const distance = Math.abs(at - ((r0Day + r1Day) / 2 - calibration.reviewDelay))
    const v = 1 / (increase + 1) + 1 / (r1 + strength) + drift2 * (distance + (r1Day - r0Day) / 4)
    weight += 1 / v
    sum += Math.log(rate) / v
  }

  // 3. Rank: each ranked day is one noisy reading of that day's units.
  let rankSum = 0
  let rankDays = 0
  let rankDayMean = 0
  for (let i = first; i <= last; i++) {
    const rank = obs.ranks[i]
    if (isNumber(rank) && rank >= 1) {
      rankSum += interpolate(Math.log(rank), calibration)
      rankDayMean += i
      rankDays++
    }
  }
  if (rankDays > 0) {
    const distance = Math.abs(at - rankDayMean / rankDays)
    const s2 = calibration.rankSigma * calibration.rankSigma
    const v = s2 / rankDays + s2 * 0.25 + drift2 * distance
    weight += 1 / v
    sum += rankSum / rankDays / v
  }

  if (weight > 0) {
    rateOut.rate = Math.exp(sum / weight)
    rateOut.sigma = Math.sqrt(1 / weight)
  } else {
    // Nothing but the counter's bounds: the middle of the feasible rates, very unsure.
    const span = Math.max(1, last - first)
    rateOut.rate = Math.max(0.05, (hi[last]! - lo[first]!) / span / 2)
    rateOut.sigma = 1.5
  }
}

// ---------------------------------------------------------------------------------------------
// The cumulative curve

/**
 * Point estimate of the cumulative total at the end of day x: interpolated between the pinned points
 * around x, extrapolated with `rate` beyond them, kept within the hard bounds.
 */
function cumulativeAt(x: number, first: number, rate: number): number {
  let before = -1
  let after = -1
  for (let k = 0; k < pinCount; k++) {
    if (pinT[k]! <= x) before = k
    else {
      after = k
      break
    }
  }
  let value: number
  if (before >= 0 && after >= 0) {
    const t0 = pinT[before]!
    const t1 = pinT[after]!
    value = pinL[before]! + ((pinL[after]! - pinL[before]!) * (x - t0)) / (t1 - t0)
  } else if (before >= 0) value = pinL[before]! + rate * (x - pinT[before]!)
  else if (after >= 0) value = pinL[after]! - rate * (pinT[after]! - x)
  else value = (boundLo(x, first) + boundHi(x, first)) / 2
  const low = boundLo(x, first)
  const high = boundHi(x, first)
  return value < low ? low : Math.min(value, high)
}

/** Days between x and the nearest pinned point on the far side (0 when x lies between two pins). */
function extrapolation(x: number): number {
  if (pinCount === 0) return Number.POSITIVE_INFINITY
  if (x < pinT[0]!) return pinT[0]! - x
  if (x > pinT[pinCount - 1]!) return x - pinT[pinCount - 1]!
  return 0
}

/** Length of the gap between the pins around x (how far a straight line must carry). */
function gapAround(x: number): number {
  for (let k = 1; k < pinCount; k++) {
    if (pinT[k]! >= x && pinT[k - 1]! <= x) return pinT[k]! - pinT[k - 1]!
  }
  return 0
}

function range(value: number, low: number, high: number): Range {
  const v = Math.max(0, Math.round(value))
  const l = Math.max(0, Math.min(v, Math.floor(low)))
  const h = Math.max(v, Math.ceil(high))
  return { value: v, low: l, high: h }
}

/** Units sold on days a+1..b (cumulative at the end of b minus at the end of a). */
function windowRange(a: number, b: number, first: number, rate: Rate, calibration: SalesCalibration): Range {
  if (b < first) return { value: 0, low: 0, high: 0 }
  const ca = a < first ? cumulativeAt(a, first, rate.rate) : cumulativeAt(a, first, rate.rate)
  const cb = cumulativeAt(b, first, rate.rate)
  // Before the product was first seen it may not have been listed: nothing below 0.
  const caFloor = a < first ? Math.max(0, ca) : ca
  let value = cb - caFloor
  const hardLow = Math.max(0, boundLo(b, first) - boundHi(a, first))
  const hardHigh = Math.max(hardLow, boundHi(b, first) - boundLo(a, first))
  if (value < hardLow) value = hardLow
  if (value > hardHigh) value = hardHigh
  if (hardHigh - hardLow < 1) return range(value, hardLow, hardHigh)

  // Uncertainty of each end: extrapolated days carry the rate's error, interpolated ones the
  // demand's drift across the gap; Poisson noise of the window's own units on top.
  const drift = calibration.demandDrift
  const endSd = (x: number): number => {
    const ext = extrapolation(x)
    if (ext === Number.POSITIVE_INFINITY) return (boundHi(x, first) - boundLo(x, first)) / 3.5
    const gap = gapAround(x)
    const extSd = ext * rate.rate * Math.sqrt(rate.sigma * rate.sigma + drift * drift * ext)
    const gapSd = gap * rate.rate * drift * Math.sqrt(gap) * 0.5 + rate.rate * 0.5
    return Math.sqrt(extSd * extSd + gapSd * gapSd)
  }
  const sdA = a < first ? 0 : endSd(a)
  const sdB = endSd(b)
  const sd = Math.sqrt(sdA * sdA + sdB * sdB + value)
  // Log-normal around the value (units cannot go below 0), then the counter's hard bounds.
  const rel = sd / Math.max(value, 1)
  const sigma = Math.sqrt(Math.log(1 + rel * rel))
  let low = Math.max(0, value) * Math.exp(-Z80 * sigma) - (value < 1 ? 0 : 0)
  let high = Math.max(value, 1) * Math.exp(Z80 * sigma)
  if (low < hardLow) low = hardLow
  if (high > hardHigh) high = hardHigh
  return range(value, low, high)
}

function observedSum(sales: DaySeries, a: number, b: number): number | null {
  let sum = 0
  for (let i = Math.max(0, a + 1); i <= b; i++) {
    const units = sales[i]
    if (!isNumber(units)) return null
    sum += units
  }
  return sum
}

function exact(units: number): Range {
  return { value: units, low: units, high: units }
}

// ---------------------------------------------------------------------------------------------
// Public API

/**
 * Units sold in the windows ending at day `last` (index of today in the arrays, which have equal
 * length): day, week (7 days), month (30 days), and the 7 and 30 days before those.
 */
export function estimateSales(
  obs: ProductObservations,
  last: number,
  calibration: SalesCalibration = DEFAULT_CALIBRATION,
): SalesEstimate {
  const first = prepareCounter(obs.sold, last)
  // Exact day sales covering the last 30 days (or every day since the product was first seen).
  const from = Math.max(-1, last - 30, first < 0 ? last - 30 : first - 1)
  const observedMonth = observedSum(obs.sales, from, last)
  if (first < 0 && observedMonth === null) return { basis: 'insufficient' }
  if (observedMonth === null && last - first + 1 < MIN_DAYS) return { basis: 'insufficient' }

  const start = first < 0 ? Math.max(0, last - 29) : first
  estimateRate(obs, start, last, last - 15, calibration)
  const rate: Rate = { rate: rateOut.rate, sigma: rateOut.sigma }
  const window = (days: number, end: number): Range => {
    const observed = observedSum(obs.sales, end - days, end)
    if (observed !== null) return exact(observed)
    return windowRange(end - days, end, start, rate, calibration)
  }
  const result: Windows = {
    day: window(1, last),
    week: window(7, last),
    month: window(30, last),
    previousWeek: window(7, last - 7),
    previousMonth: window(30, last - 30),
  }
  return observedMonth !== null ? { basis: 'observed', ...result } : { basis: 'estimated', ...result }
}

/** For the detail page's chart: each day's estimated units with its 80 % band, or null where unknown. */
export function estimateDailySeries(
  obs: ProductObservations,
  calibration: SalesCalibration = DEFAULT_CALIBRATION,
): Array<Range | null> {
  const length = obs.sold.length
  const out = new Array<Range | null>(length).fill(null)
  if (length === 0) return out
  const last = length - 1
  const first = prepareCounter(obs.sold, last)
  if (first < 0) {
    for (let i = 0; i < length; i++) {
      const units = obs.sales[i]
      if (isNumber(units)) out[i] = exact(units)
    }
    return out
  }
  estimateRate(obs, first, last, last - 15, calibration)
  const rate: Rate = { rate: rateOut.rate, sigma: rateOut.sigma }
  for (let i = first + 1; i <= last; i++) {
    const units = obs.sales[i]
    out[i] = isNumber(units) ? exact(units) : windowRange(i - 1, i, first, rate, calibration)
  }
  const units = obs.sales[first]
  if (isNumber(units)) out[first] = exact(units)
  return out
}

/**
 * The sum of many estimates (a store's, a category's, a keyword's products) with its 80 % interval:
 * each range is read as a split normal (its own spread below and above the value), values add and
 * variances add, so the sum's interval is far narrower than the sum of the bounds.
 */
export function sumRanges(ranges: Iterable<Range>): Range {
  let value = 0
  let below = 0
  let above = 0
  let minLow = 0
  for (const r of ranges) {
    value += r.value
    const down = (r.value - r.low) / Z80
    const up = (r.high - r.value) / Z80
    below += down * down
    above += up * up
    minLow += r.low
  }
  const low = Math.max(minLow, value - Z80 * Math.sqrt(below))
  const high = value + Z80 * Math.sqrt(above)
  return range(value, low, high)
}

/**
 * Fits a site's rank→units curve from products whose units are known on a ranked day: exact day
 * sales (an operator's), or the day-over-day change of an exact counter (both floors below 1,000).
 * `samples` are (rank, units that day) pairs from one site; knots with fewer than 30 samples keep the
 * base calibration's value.
 */
export function fitCalibration(
  samples: Iterable<{ rank: number; units: number }>,
  base: SalesCalibration = DEFAULT_CALIBRATION,
): SalesCalibration {
  const knots = base.rankKnots
  const n = knots.length
  const bins: number[][] = knots.map(() => [])
  for (const { rank, units } of samples) {
    if (!(rank >= 1) || !(units > 0) || !Number.isFinite(units)) continue
    // Nearest knot in log rank.
    const log = Math.log(rank)
    let best = 0
    for (let k = 1; k < n; k++) {
      if (Math.abs(Math.log(knots[k]!) - log) < Math.abs(Math.log(knots[best]!) - log)) best = k
    }
    bins[best]!.push(Math.log(units))
  }
  const rankUnits = base.rankUnits.slice()
  let squares = 0
  let count = 0
  for (let k = 0; k < n; k++) {
    const bin = bins[k]!
    if (bin.length < 30) continue
    bin.sort((x, y) => x - y)
    const median = bin[bin.length >> 1]!
    rankUnits[k] = Math.exp(median)
    for (const x of bin) squares += (x - median) * (x - median)
    count += bin.length
  }
  // The curve must not rise with rank: a higher position never sells less.
  for (let k = 1; k < n; k++) if (rankUnits[k]! > rankUnits[k - 1]!) rankUnits[k] = rankUnits[k - 1]!
  return {
    ...base,
    rankUnits,
    rankSigma: count >= 100 ? Math.sqrt(squares / count) : base.rankSigma,
  }
}
