// What a collector sees of a simulated product (issue 38): the generator keeps the true daily sales
// to itself and emits only these observations. Each product's observations come from its own PRNG
// stream (forked by the caller from the product's stream), so the output stays deterministic.
//
//   sold counter   the true lifetime total floored at the marketplace's thresholds (sold-counter.ts)
//   reviews        each day's buyers review binomially at the product's rate, 3–12 days later
//   rank           the position of the day's units × an autocorrelated log-normal noise
//   missed days    the collector misses ~5 % of product-days, some in short runs
import type { Rng } from './random.ts'

/** Chance that a seen day is followed by a missed one, and that a missed one is followed by another. */
export const MISS_START = 0.032
export const MISS_CONTINUE = 0.4
/** Log-standard deviation and day-to-day correlation of the rank's noise on units. */
export const RANK_NOISE_SIGMA = 0.35
const RANK_NOISE_CORRELATION = 0.8
/** Reviews arrive this many days after the purchase (uniform, per day's batch). */
const REVIEW_DELAY_MIN = 3
const REVIEW_DELAY_MAX = 12

/** One product's observations over the series; buffers are reused from product to product. */
export interface Observation {
  /** 1 when the collector saw the product that day. */
  seen: Uint8Array
  /** Cumulative review count at the end of each day. */
  reviews: Int32Array
  /** Multiplier on the day's units that the site's ranking reflects (≈ 1). */
  rankNoise: Float64Array
  /** Reviews arriving on each day (scratch). */
  arrivals: Int32Array
}

export function newObservation(days: number): Observation {
  return {
    seen: new Uint8Array(days),
    reviews: new Int32Array(days),
    rankNoise: new Float64Array(days),
    arrivals: new Int32Array(days),
  }
}

/** Binomial(n, p): exact for small n, a rounded normal for large n. */
function binomial(rng: Rng, n: number, p: number): number {
  if (n <= 0) return 0
  if (n <= 30) {
    let k = 0
    for (let i = 0; i < n; i++) if (rng.next() < p) k++
    return k
  }
  const mean = n * p
  return Math.min(n, Math.max(0, Math.round(mean + Math.sqrt(mean * (1 - p)) * rng.normal())))
}

/**
 * The rank noise of the last `count` days only, newest first: what pass 1 of the generator needs to
 * rank the last two days. The same stream, drawn in the same order, as observeProduct's.
 */
export function rankNoiseNewest(rng: Rng, count: number, out: Float64Array): void {
  const days = out.length
  let state = rng.normal()
  const innovation = Math.sqrt(1 - RANK_NOISE_CORRELATION * RANK_NOISE_CORRELATION)
  for (let k = 0; k < count && k < days; k++) {
    if (k > 0) state = RANK_NOISE_CORRELATION * state + innovation * rng.normal()
    out[days - 1 - k] = Math.exp(RANK_NOISE_SIGMA * state)
  }
}

export interface ObservedProduct {
  /** True units per series day. */
  sales: Int32Array
  /** Units sold before the series began. */
  preSales: number
  /** Share of buyers who leave a review. */
  reviewRate: number
  /** First series index at which the product is listed. */
  startIdx: number
}

/**
 * Fills `out` for one product. `rng` must be the product's own observation stream, fresh: its first
 * draws are the rank noise, newest day first (see rankNoiseNewest), then the missed days, then reviews.
 * Days from `alwaysSeenFrom` on (the days a snapshot row is written) are never missed.
 */
export function observeProduct(
  rng: Rng,
  product: ObservedProduct,
  out: Observation,
  alwaysSeenFrom: number,
): void {
  const days = out.seen.length
  rankNoiseNewest(rng, days, out.rankNoise)

  const seenRng = rng.fork('seen')
  let missing = false
  for (let i = 0; i < days; i++) {
    missing = seenRng.next() < (missing ? MISS_CONTINUE : MISS_START)
    out.seen[i] = missing && i < alwaysSeenFrom ? 0 : 1
  }

  const reviewRng = rng.fork('reviews')
  const rate = product.reviewRate
  out.arrivals.fill(0)
  // Reviews of the sales before the series: all in by the first day.
  let reviews = binomial(reviewRng, Math.round(product.preSales), rate)
  for (let i = product.startIdx; i < days; i++) {
    const units = product.sales[i]!
    if (units <= 0) continue
    const k = binomial(reviewRng, units, rate)
    if (k === 0) continue
    const at = i + REVIEW_DELAY_MIN + Math.floor(reviewRng.next() * (REVIEW_DELAY_MAX - REVIEW_DELAY_MIN + 1))
    if (at < days) out.arrivals[at]! += k
  }
  for (let i = 0; i < days; i++) {
    reviews += out.arrivals[i]!
    out.reviews[i] = reviews
  }
}
