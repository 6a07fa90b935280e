// Units sold, estimated from what a collector sees: the rounded sold counter, cumulative reviews and the
// site's sales rank (docs/estimates.md has the method, its assumptions and its limits).
//
// Runs in the daily ingest for every product (≥ 200,000 products/s) and on a product's detail page, so
// the hot path allocates nothing per product beyond its result: the per-day work arrays are module
// scratch buffers. Imports only relative files, so the seed generator can import it too.
import { RangeSum, Z80 } from './range-sum.ts'
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
  /**
   * Optional: true on days the page showed the product sold out (nothing sold that day), false or
   * null otherwise. Without it a sell-out looks like a slow spell and the last rate is carried on.
   */
  soldOut?: ReadonlyArray<boolean | null>
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
  /** Rank noise is correlated from day to day: this many ranked days make one independent reading. */
  rankDaysPerReading: number
  /** Standard deviation of log(units) of the curve itself (how well it is known). */
  rankCurveSigma: number
  /** Share of buyers who leave a review, used until a product has enough reviews of its own. */
  reviewsPerUnit: number
  /** Typical days between a sale and its review: review counts lag the counter by this much. */
  reviewDelay: number
  /**
   * Change of a product's demand over time: the standard deviation of log(rate) between two moments
   * `d` days apart grows as demandDrift × √d, up to demandSpread. Sets how far a rate measured at
   * another time can be trusted.
   */
  demandDrift: number
  /** Standard deviation of a product's daily trend in log(rate) (growth or decline per day). */
  demandTrend: number
  demandSpread: number
  /** Multiplier on every interval's spread, set by the back-test so that 80 % intervals hold 80 %. */
  spread: number
}

/** Tuned on the back-test with `--seed 7` (docs/estimates.md); per-site rank curves come from fitCalibration. */
export const DEFAULT_CALIBRATION: SalesCalibration = {
  rankKnots: [1, 3, 10, 30, 100, 300, 1000, 3000, 10000],
  // A mid-sized generated site (Germany at the bench scale): units ∝ rank^-0.8 below the top, as a
  // Pareto(1.25) demand gives; the top is flatter (the biggest sellers are capped by stock and reach).
  rankUnits: [4000, 3000, 1900, 900, 350, 145, 55, 20, 11],
  rankSigma: 0.4,
  rankDaysPerReading: 3,
  rankCurveSigma: 0.1,
  reviewsPerUnit: 0.035,
  reviewDelay: 7,
  demandDrift: 0.05,
  demandTrend: 0.008,
  demandSpread: 0.6,
  spread: 1,
}

/** A knot of the rank curve is fitted from this many samples or more. */
const MIN_KNOT_SAMPLES = 30
/** Fewer days seen than this: "not enough data yet". */
export const MIN_DAYS = 7

// ---------------------------------------------------------------------------------------------
// Scratch buffers (grown on demand, never shrunk)

let lo = new Float64Array(128)
let hi = new Float64Array(128)
/** Pinned points of the cumulative curve: time (end-of-day index, may be x.5), level, level variance. */
let pinT = new Float64Array(128)
let pinL = new Float64Array(128)
let pinV = new Float64Array(128)
let pinCount = 0
/** Active (not sold-out) days up to the end of each day; pin times and rates run on this clock. */
let active = new Float64Array(128)
let hasSoldOut = false

function ensure(length: number): void {
  if (lo.length >= length) return
  const size = Math.max(length, lo.length * 2)
  lo = new Float64Array(size)
  hi = new Float64Array(size)
  pinT = new Float64Array(size)
  pinL = new Float64Array(size)
  pinV = new Float64Array(size)
  active = new Float64Array(size)
}

/** The active-day clock at the end of day x (days before the arrays count as active). */
function activeAt(x: number): number {
  return hasSoldOut && x >= 0 ? active[x]! : x
}

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

// ---------------------------------------------------------------------------------------------
// The counter's hard bounds and pinned points

/**
 * Fills lo/hi (the cumulative total's hard bounds at the end of each day 0..last) and the pinned
 * points (pinV holds the pin's time spread in days², scaled by the rate² later); returns the first
 * day the product was seen, or -1.
 */
function prepareCounter(sold: DaySeries, last: number, soldOut?: ReadonlyArray<boolean | null>): number {
  ensure(last + 1)
  hasSoldOut = false
  if (soldOut) {
    let clock = -1
    for (let i = 0; i <= last; i++) {
      if (soldOut[i] === true) hasSoldOut = true
      else clock++
      active[i] = clock
    }
  }
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
        pinT[pinCount] = activeAt(i)
        pinL[pinCount] = floor
        pinV[pinCount++] = 0
      } else if (prevDay >= 0 && floor >= prevFloor + prevStep) {
        // The floor moved into a new bucket between two sightings: the total crossed `floor`
        // somewhere in (prevDay, i]. Uniform timing alone would give a variance of (i − p)²/12 days²;
        // the day's own units vary too, which the back-test puts at about twice that.
        pinT[pinCount] = (activeAt(prevDay) + activeAt(i)) / 2
        pinL[pinCount] = floor
        pinV[pinCount++] = ((i - prevDay) * (i - prevDay)) / 6
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

/** Hard bounds of the cumulative total at the end of day `x` (before the first sighting: from 0). */
function boundLo(x: number, first: number): number {
  return x < first ? 0 : lo[x]!
}
function boundHi(x: number, first: number): number {
  return hi[Math.max(x, first)]!
}

// ---------------------------------------------------------------------------------------------
// The rate: units a day near the end of the data, and the standard deviation of its log

let rate = 0
let rateSigma = 0

/** Log-space knots of the calibration's rank curve, cached for the last calibration seen. */
let curveFor: SalesCalibration | null = null
let logKnots = new Float64Array(0)
let logUnits = new Float64Array(0)

function prepareCurve(calibration: SalesCalibration): void {
  if (curveFor === calibration) return
  const n = calibration.rankKnots.length
  logKnots = new Float64Array(n)
  logUnits = new Float64Array(n)
  for (let k = 0; k < n; k++) {
    logKnots[k] = Math.log(calibration.rankKnots[k]!)
    logUnits[k] = Math.log(calibration.rankUnits[k]!)
  }
  curveFor = calibration
}

/** log(units a day) for a log rank, on the calibration's curve (prepareCurve first). */
function curveAt(log: number): number {
  const n = logKnots.length
  if (log <= logKnots[0]!) return logUnits[0]!
  for (let k = 1; k < n; k++) {
    if (log <= logKnots[k]!) {
      const t = (log - logKnots[k - 1]!) / (logKnots[k]! - logKnots[k - 1]!)
      return logUnits[k - 1]! * (1 - t) + logUnits[k]! * t
    }
  }
  // Past the last knot: continue the last segment's slope.
  const slope = (logUnits[n - 1]! - logUnits[n - 2]!) / (logKnots[n - 1]! - logKnots[n - 2]!)
  return logUnits[n - 1]! + slope * (log - logKnots[n - 1]!)
}

/**
 * Variance of log(rate) between two moments `days` apart: a random walk (grows with the gap) plus a
 * trend (grows with its square), up to a ceiling.
 */
function driftVariance(days: number, calibration: SalesCalibration): number {
  const d = Math.abs(days)
  const trend = calibration.demandTrend * d
  const v = calibration.demandDrift * calibration.demandDrift * d + trend * trend
  const cap = calibration.demandSpread * calibration.demandSpread
  return Math.min(v, cap)
}

/** An unranked day reads as this much further down (in log rank) than the curve's last knot. */
const UNRANKED_LOG_OFFSET = Math.log(1.5)
/** Days of rank readings the rate looks back over. */
const RANK_LOOKBACK = 21
/** Days of counter history the rate looks back over (from the last pinned point). */
const COUNTER_LOOKBACK = 45

/**
 * Combines the rate evidence at the end of the data (inverse-variance in log space): the counter's
 * pinned points, rank and review velocity. Sets `rate` and `rateSigma`.
 */
function estimateRate(
  obs: ProductObservations,
  first: number,
  last: number,
  calibration: SalesCalibration,
): void {
  let weight = 0
  let sum = 0

  // 1. The counter: the slope from the last pinned point back to an earlier one. A longer baseline
  // counts more units but lies further from the end; take the one with the smallest variance:
  // Poisson noise of the count, the pins' timing, and the drift from the baseline's middle to the end.
  if (pinCount >= 2) {
    const k1 = pinCount - 1
    const t1 = pinT[k1]!
    let best = Number.POSITIVE_INFINITY
    let bestLog = 0
    for (let k0 = k1 - 1; k0 >= 0 && pinT[k0]! >= t1 - COUNTER_LOOKBACK; k0--) {
      const span = t1 - pinT[k0]!
      if (span <= 0) continue
      const units = pinL[k1]! - pinL[k0]!
      const timing = (pinV[k0]! + pinV[k1]!) / (span * span)
      const v = 1 / (units + 1) + timing + driftVariance(activeAt(last) - (pinT[k0]! + t1) / 2, calibration)
      if (v < best) {
        best = v
        bestLog = Math.log((units + 0.5) / span)
      }
    }
    if (best < Number.POSITIVE_INFINITY) {
      weight += 1 / best
      sum += bestLog / best
    }
  }

  // 2. Rank: each recent ranked day is one noisy reading of that day's units. The readings are
  // correlated from day to day, so n days count as n / rankDaysPerReading independent ones.
  let rankSum = 0
  let rankDays = 0
  let rankDaySum = 0
  let unranked = 0
  let unrankedDaySum = 0
  const from = Math.max(first, last - RANK_LOOKBACK + 1)
  for (let i = from; i <= last; i++) {
    const rank = obs.ranks[i]
    if (isNumber(rank) && rank >= 1) {
      rankSum += curveAt(Math.log(rank))
      rankDaySum += i
      rankDays++
    } else if (isNumber(obs.sold[i]) && obs.soldOut?.[i] !== true) {
      unranked++
      unrankedDaySum += i
    }
  }
  // A product ranked on some days and seen unranked on others sold less than the list's last place
  // on those: reading only its ranked days would overstate it.
  if (rankDays > 0 && unranked > 0) {
    rankSum += unranked * curveAt(logKnots[logKnots.length - 1]! + UNRANKED_LOG_OFFSET)
    rankDaySum += unrankedDaySum
    rankDays += unranked
  }
  if (rankDays > 0) {
    const s2 = calibration.rankSigma * calibration.rankSigma
    const readings = Math.max(1, rankDays / calibration.rankDaysPerReading)
    const v =
      s2 / readings +
      calibration.rankCurveSigma ** 2 +
      driftVariance(last - rankDaySum / rankDays, calibration)
    weight += 1 / v
    sum += rankSum / rankDays / v
  }

  // 3. Reviews: the increase over the data, divided by the product's own review share (shrunk
  // towards the calibration's when it has few reviews). Reviews lag the sales by reviewDelay days.
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
  if (r1Day - r0Day >= MIN_DAYS && r1 >= r0) {
    const total = (lo[last]! + hi[last]!) / 2
    const prior = calibration.reviewsPerUnit
    const strength = 20 // the prior share is worth 20 reviews
    const share = (r1 + strength * 0.5) / (total + (strength * 0.5) / prior)
    const increase = r1 - r0
    const r = (increase + 0.5) / (r1Day - r0Day) / share
    const middle = (r0Day + r1Day) / 2 - calibration.reviewDelay
    const v = 1 / (increase + 1) + 1 / (r1 + strength) + driftVariance(last - middle, calibration)
    weight += 1 / v
    sum += Math.log(r) / v
  }

  if (weight > 0) {
    rate = Math.exp(sum / weight)
    rateSigma = Math.sqrt(1 / weight)
  } else {
    // Nothing but the counter's bounds: the middle of the feasible rates, very unsure.
    const span = Math.max(1, last - first)
    rate = Math.max(0.05, (hi[last]! - lo[first]!) / span / 2)
    rateSigma = 1.5
  }
}

// ---------------------------------------------------------------------------------------------
// The cumulative curve

// cumulativeAt's outputs: the estimate, its variance, and the pinned point it was extrapolated from
// (-1 when interpolated between two pins; pinCount when there are no pins at all).
let cValue = 0
let cVar = 0
let cAnchor = -1
let cReach = 0

/**
 * The cumulative total at the end of day x: interpolated between the pinned points around x,
 * extrapolated with the rate beyond them, within the hard bounds.
 */
function cumulativeAt(x: number, first: number, last: number, calibration: SalesCalibration): void {
  const ax = activeAt(x)
  // The first pin after x (binary search: pins are in time order).
  let low = 0
  let high = pinCount
  while (low < high) {
    const mid = (low + high) >>> 1
    if (pinT[mid]! <= ax) low = mid + 1
    else high = mid
  }
  const after = low
  const before = low - 1
  const r2 = rate * rate
  if (before >= 0 && after < pinCount) {
    const t0 = pinT[before]!
    const t1 = pinT[after]!
    const units = pinL[after]! - pinL[before]!
    const t = (ax - t0) / (t1 - t0)
    const bridge = t * (1 - t)
    // Poisson bridge, the demand's wobble across the gap, and the pins' own timing.
    const wobble = units * units * driftVariance(t1 - t0, calibration) * bridge * bridge * 4
    cValue = pinL[before]! + units * t
    cVar = units * bridge + wobble + r2 * ((1 - t) * (1 - t) * pinV[before]! + t * t * pinV[after]!)
    cAnchor = -1
    cReach = 0
  } else if (pinCount > 0) {
    const k = before >= 0 ? before : after
    const reach = ax - pinT[k]!
    const spread = rateSigma * rateSigma + driftVariance(activeAt(last) - ax, calibration)
    cValue = pinL[k]! + rate * reach
    cVar = r2 * reach * reach * spread + rate * Math.abs(reach) + r2 * pinV[k]!
    cAnchor = k
    cReach = reach
  } else {
    // No pinned point: the middle of the bucket; windows then come from the rate alone.
    const bLo = boundLo(x, first)
    const bHi = boundHi(x, first)
    cValue = (bLo + bHi) / 2
    cVar = ((bHi - bLo) * (bHi - bLo)) / 12
    cAnchor = pinCount
    cReach = ax
  }
  const bLo = boundLo(x, first)
  const bHi = boundHi(x, first)
  if (cValue < bLo) cValue = bLo
  else if (cValue > bHi) cValue = bHi
}

function range(value: number, low: number, high: number): Range {
  const v = Math.max(0, Math.round(value))
  const l = Math.max(0, Math.min(v, Math.floor(low)))
  const h = Math.max(v, Math.ceil(high))
  return { value: v, low: l, high: h }
}

/** Units sold on days a+1..b (the cumulative total at the end of b minus at the end of a). */
function windowRange(
  a: number,
  b: number,
  first: number,
  last: number,
  calibration: SalesCalibration,
): Range {
  if (b < first) return { value: 0, low: 0, high: 0 }
  const hardLow = Math.max(0, boundLo(b, first) - boundHi(a, first))
  const hardHigh = Math.max(hardLow, boundHi(b, first) - boundLo(a, first))
  if (hardHigh - hardLow < 1) return range(hardLow, hardLow, hardHigh)

  cumulativeAt(a, first, last, calibration)
  const va = cValue
  const varA = cVar
  const anchorA = cAnchor
  const reachA = cReach
  cumulativeAt(b, first, last, calibration)
  let value: number
  let variance: number
  if (anchorA >= 0 && anchorA === cAnchor) {
    // Both ends extrapolated from the same pinned point (or no pin at all): the window is the rate
    // times its length, and the rate's error does not cancel.
    const days = cReach - reachA
    value = rate * days
    const spread = rateSigma * rateSigma + driftVariance(last - (a + b) / 2, calibration)
    variance = value * value * spread + value
  } else {
    value = cValue - va
    variance = varA + cVar
  }
  if (value < hardLow) value = hardLow
  if (value > hardHigh) value = hardHigh
  variance *= calibration.spread * calibration.spread

  // Log-normal around the value (units are never negative), cut to the counter's hard bounds.
  const base = Math.max(value, 1)
  const sigma = Math.sqrt(Math.log(1 + variance / (base * base)))
  let low = value * Math.exp(-Z80 * sigma)
  // No spread at all (a sold-out stretch): the value is as sure as the counter.
  let high = variance > 0 ? base * Math.exp(Z80 * sigma) : value
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
  const first = prepareCounter(obs.sold, last, obs.soldOut)
  // Exact day sales covering the last 30 days (or every day since the product was first seen).
  const from = Math.max(-1, last - 30, first < 0 ? last - 30 : first - 1)
  const observedMonth = observedSum(obs.sales, from, last)
  if (first < 0 && observedMonth === null) return { basis: 'insufficient' }
  if (observedMonth === null && last - first + 1 < MIN_DAYS) return { basis: 'insufficient' }

  const start = first < 0 ? Math.max(0, last - 29) : first
  prepareCurve(calibration)
  estimateRate(obs, start, last, calibration)
  return {
    basis: observedMonth !== null ? 'observed' : 'estimated',
    day: windowOf(obs, 1, last, start, last, calibration),
    week: windowOf(obs, 7, last, start, last, calibration),
    month: windowOf(obs, 30, last, start, last, calibration),
    previousWeek: windowOf(obs, 7, last - 7, start, last, calibration),
    previousMonth: windowOf(obs, 30, last - 30, start, last, calibration),
  }
}

/** The `days` days ending at `end`: summed when an operator's exact sales cover them, else estimated. */
function windowOf(
  obs: ProductObservations,
  days: number,
  end: number,
  first: number,
  last: number,
  calibration: SalesCalibration,
): Range {
  const observed = observedSum(obs.sales, end - days, end)
  if (observed !== null) return exact(observed)
  return windowRange(end - days, end, first, last, calibration)
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
  const first = prepareCounter(obs.sold, last, obs.soldOut)
  if (first < 0) {
    for (let i = 0; i < length; i++) {
      const units = obs.sales[i]
      if (isNumber(units)) out[i] = exact(units)
    }
    return out
  }
  prepareCurve(calibration)
  estimateRate(obs, first, last, calibration)
  for (let i = first + 1; i <= last; i++) {
    const units = obs.sales[i]
    out[i] = isNumber(units) ? exact(units) : windowRange(i - 1, i, first, last, calibration)
  }
  const units = obs.sales[first]
  if (isNumber(units)) out[first] = exact(units)
  return out
}

/**
 * The sum of many estimates (a store's, a category's, a keyword's products) with its 80 % interval:
 * each range is read as a split normal (its own spread below and above the value), values add and
 * variances add, so the sum's interval is far narrower than the sum of the bounds (RangeSum, which the
 * derives use as they stream products).
 */
export function sumRanges(ranges: Iterable<Range>): Range {
  const sum = new RangeSum()
  for (const r of ranges) sum.add(r.value, r.low, r.high)
  const interval = sum.interval()
  return range(sum.value, interval?.low ?? sum.value, interval?.high ?? sum.value)
}

/**
 * The rank→units evidence in one product's observations, for fitCalibration: each day an exact
 * counter (below 1,000) moved between two consecutive sightings while the product had a rank gives
 * (that rank, that day's units); a rounded counter that crossed at least twice in the last 30 days
 * gives (the geometric mean of its ranks in between, the units a day between the crossings) when it
 * was ranked on at least 80 % of the days seen. Same arrays as estimateSales.
 */
export function collectCalibrationSamples(
  obs: ProductObservations,
  last: number,
  visit: (rank: number, units: number) => void,
): void {
  const sold = obs.sold
  const ranks = obs.ranks
  for (let i = Math.max(1, last - 29); i <= last; i++) {
    const today = sold[i]
    const yesterday = sold[i - 1]
    const rank = ranks[i]
    if (!isNumber(today) || !isNumber(yesterday) || !isNumber(rank) || rank < 1) continue
    if (today >= 1_000 || counterStep(today) !== 1) continue
    if (today > yesterday) visit(rank, today - yesterday)
  }
  const firstSeen = prepareCounter(sold, last, obs.soldOut)
  if (firstSeen < 0 || pinCount < 2) return
  const t1 = pinT[pinCount - 1]!
  let k0 = pinCount - 2
  while (k0 > 0 && pinT[k0 - 1]! >= last - 29) k0--
  const t0 = pinT[k0]!
  // Exact counters already gave their days above.
  if (t0 < last - 29 || pinV[k0] === 0 || t1 - t0 < 3) return
  let logSum = 0
  let ranked = 0
  let seen = 0
  for (let i = Math.ceil(t0); i <= Math.floor(t1); i++) {
    if (!isNumber(sold[i])) continue
    seen++
    const rank = ranks[i]
    if (isNumber(rank) && rank >= 1) {
      logSum += Math.log(rank)
      ranked++
    }
  }
  if (seen === 0 || ranked < 0.8 * seen) return
  visit(Math.exp(logSum / ranked), (pinL[pinCount - 1]! - pinL[k0]!) / (t1 - t0))
}

/**
 * Fits a site's rank→units curve from products whose units are known on a ranked day: exact day
 * sales (an operator's), or the day-over-day change of an exact counter (both floors below 1,000).
 * `ranks[i]` and `units[i]` are one (rank, units a day) sample from one site, as
 * collectCalibrationSamples gives them; knots with fewer than MIN_KNOT_SAMPLES samples follow the base
 * curve's shape. Call once per site per day; pass the result to estimateSales for that site's products.
 */
export function fitCalibration(
  ranks: ArrayLike<number>,
  units: ArrayLike<number>,
  base: SalesCalibration = DEFAULT_CALIBRATION,
): SalesCalibration {
  const knots = base.rankKnots
  const n = knots.length
  const bins: number[][] = knots.map(() => [])
  const count0 = Math.min(ranks.length, units.length)
  for (let i = 0; i < count0; i++) {
    const rank = ranks[i]!
    const sold = units[i]!
    if (!(rank >= 1) || !(sold > 0) || !Number.isFinite(sold)) continue
    // Nearest knot in log rank.
    const log = Math.log(rank)
    let best = 0
    for (let k = 1; k < n; k++) {
      if (Math.abs(Math.log(knots[k]!) - log) < Math.abs(Math.log(knots[best]!) - log)) best = k
    }
    bins[best]!.push(Math.log(sold))
  }
  // Per knot with enough samples: the median log units, as an offset from the base curve.
  const offsets: Array<number | null> = new Array(n).fill(null)
  let squares = 0
  let count = 0
  for (let k = 0; k < n; k++) {
    const bin = bins[k]!
    if (bin.length < MIN_KNOT_SAMPLES) continue
    bin.sort((x, y) => x - y)
    const median = bin[bin.length >> 1]!
    offsets[k] = median - Math.log(base.rankUnits[k]!)
    for (const x of bin) squares += (x - median) * (x - median)
    count += bin.length
  }
  // Knots without enough samples keep the base curve's shape, shifted like the nearest fitted knot.
  const rankUnits = base.rankUnits.slice()
  for (let k = 0; k < n; k++) {
    let offset = offsets[k]
    for (let d = 1; offset == null && d < n; d++) offset = offsets[k - d] ?? offsets[k + d]
    if (offset != null) rankUnits[k] = base.rankUnits[k]! * Math.exp(offset)
  }
  // The curve must not rise with rank: a higher position never sells less.
  for (let k = 1; k < n; k++) if (rankUnits[k]! > rankUnits[k - 1]!) rankUnits[k] = rankUnits[k - 1]!
  return {
    ...base,
    rankUnits,
    rankSigma: count >= 100 ? Math.sqrt(squares / count) : base.rankSigma,
  }
}
