// A small seeded PRNG for the demo-data generator. Everything the generator writes must be a pure
// function of (seed, options), so nothing here touches Math.random or the clock.
//
// The generator is sfc32 (Chris Doty-Humphrey's Small Fast Counting generator): 128 bits of state,
// passes PractRand to terabytes, and runs on 32-bit integer arithmetic, which V8 keeps unboxed.
// Streams are keyed by 128-bit keys; `fork(label)` hashes the parent's KEY (not its current state)
// with the label, so a child stream does not depend on how many numbers the parent has drawn. That
// keeps the data stable: adding an entity, or drawing one more number for stores, leaves every
// product's stream, and so every product, exactly as it was.

type Key = readonly [number, number, number, number]

/** cyrb128-style hash of a label into four 32-bit lanes, started from an existing key. */
function hashKey(base: Key, label: string): Key {
  let h1 = base[0] ^ 0x6a09e667
  let h2 = base[1] ^ 0xbb67ae85
  let h3 = base[2] ^ 0x3c6ef372
  let h4 = base[3] ^ 0xa54ff53a
  for (let i = 0; i < label.length; i++) {
    const k = label.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]
}

const ROOT_KEY: Key = [0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344]

/** Prefix sums of non-negative weights, for repeated weighted picks with `pickIndex`. */
export function cumulativeWeights(weights: readonly number[]): Float64Array {
  const cumulative = new Float64Array(weights.length)
  let total = 0
  for (let i = 0; i < weights.length; i++) {
    const weight = weights[i]!
    if (!(weight >= 0) || !Number.isFinite(weight)) throw new RangeError(`bad weight ${weight} at ${i}`)
    total += weight
    cumulative[i] = total
  }
  if (total <= 0) throw new RangeError('weights must not all be zero')
  return cumulative
}

export class Rng {
  readonly key: Key
  private a: number
  private b: number
  private c: number
  private d: number

  /** A stream from a numeric seed or an explicit 128-bit key (from `fork`). */
  constructor(seed: number | Key) {
    this.key = typeof seed === 'number' ? hashKey(ROOT_KEY, `seed:${seed}`) : seed
    this.a = this.key[0]
    this.b = this.key[1]
    this.c = this.key[2]
    this.d = this.key[3] | 1
    // Warm-up: the first outputs of sfc32 from a fresh key are still correlated with it.
    for (let i = 0; i < 12; i++) this.uint32()
  }

  /** An independent stream named by `label`; the same label always gives the same stream. */
  fork(label: string | number): Rng {
    return new Rng(hashKey(this.key, typeof label === 'number' ? `#${label}` : label))
  }

  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0
    this.d = (this.d + 1) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.c = (this.c + t) | 0
    return t >>> 0
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296
  }

  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    if (max < min) throw new RangeError(`int(${min}, ${max}): max < min`)
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** Uniform in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list')
    return items[Math.floor(this.next() * items.length)]!
  }

  /** An index drawn in proportion to `weights`. */
  weightedIndex(weights: readonly number[]): number {
    let total = 0
    for (const weight of weights) total += weight
    let target = this.next() * total
    for (let i = 0; i < weights.length; i++) {
      target -= weights[i]!
      if (target < 0) return i
    }
    return weights.length - 1
  }

  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    if (items.length !== weights.length || items.length === 0) throw new RangeError('weighted: bad lists')
    return items[this.weightedIndex(weights)]!
  }

  /** An index drawn from prefix sums (see `cumulativeWeights`): O(log n) per pick. */
  pickIndex(cumulative: Float64Array): number {
    const target = this.next() * cumulative[cumulative.length - 1]!
    let low = 0
    let high = cumulative.length - 1
    while (low < high) {
      const mid = (low + high) >>> 1
      if (cumulative[mid]! > target) high = mid
      else low = mid + 1
    }
    return low
  }

  /** Standard normal (Box–Muller; one value per call so the stream position stays predictable). */
  normal(): number {
    const u = 1 - this.next() // (0, 1], so the log is finite
    const v = this.next()
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
  }

  /** Log-normal with the given median; sigma is the standard deviation of the log. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal())
  }

  /** Pareto (type I): ≥ xm, heavier tail for smaller alpha (alpha ≤ 1 has no finite mean). */
  pareto(xm: number, alpha: number): number {
    return xm / (1 - this.next()) ** (1 / alpha)
  }

  /** Bounded power law on [min, max] with density ∝ x^-(alpha+1), by inverting its CDF. */
  powerLaw(min: number, max: number, alpha: number): number {
    const u = this.next()
    const lo = min ** -alpha
    const hi = max ** -alpha
    return (lo - u * (lo - hi)) ** (-1 / alpha)
  }

  /** Poisson count: exact (Knuth) for small means, a rounded normal for large ones. */
  poisson(mean: number): number {
    if (!(mean > 0)) return 0
    if (mean < 30) {
      const limit = Math.exp(-mean)
      let product = this.next()
      let count = 0
      while (product > limit) {
        product *= this.next()
        count++
      }
      return count
    }
    return Math.max(0, Math.round(mean + Math.sqrt(mean) * this.normal()))
  }

  /** Fisher–Yates, in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      const swap = items[i]!
      items[i] = items[j]!
      items[j] = swap
    }
    return items
  }

  /** `count` distinct items in random order (all of them when count ≥ length). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice()
    const n = Math.min(count, copy.length)
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i))
      const swap = copy[i]!
      copy[i] = copy[j]!
      copy[j] = swap
    }
    return copy.slice(0, n)
  }
}
