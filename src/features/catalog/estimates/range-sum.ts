// A running sum of sales figures with its 80 % interval (issue 38: "sums of intervals done properly, not
// by adding the bounds"). Each figure's interval is read as a split normal, its own spread below and
// above the value (the interval's half-widths over z = 1.2816); values add and each side's variances
// add, so a store's 300 products give an interval about √300 times narrower, relative to the total,
// than adding their bounds would. It assumes the products' errors are independent; docs/estimates.md
// says what that leaves out (an error every product of a category shares).
// Imports nothing, so the ingest's derives, the reads and the seed generator can all use it.

/** z of the 90th percentile: an 80 % central interval is ±Z80 standard deviations. */
export const Z80 = 1.2815515655446004

export class RangeSum {
  value = 0
  private below = 0
  private above = 0
  private lows = 0
  /** How many of the figures added were estimated (had an interval). */
  estimated = 0

  /** Adds one figure; null bounds mean observed (no spread). */
  add(value: number, low: number | null, high: number | null): void {
    this.value += value
    if (low === null || high === null) {
      this.lows += value
      return
    }
    this.estimated++
    const down = Math.max(0, value - low) / Z80
    const up = Math.max(0, high - value) / Z80
    this.below += down * down
    this.above += up * up
    this.lows += Math.min(low, value)
  }

  /**
   * The interval around `total` (this sum's value unless a caller summed the same products another way,
   * e.g. a store's daily series): null when every figure added was observed. Never below the sum of the
   * lows, never below zero.
   */
  interval(total = this.value): { low: number; high: number } | null {
    if (this.estimated === 0) return null
    const low = Math.max(0, Math.min(total, Math.max(this.lows, total - Z80 * Math.sqrt(this.below))))
    const high = Math.max(total, total + Z80 * Math.sqrt(this.above))
    return { low: Math.floor(low), high: Math.ceil(high) }
  }
}
