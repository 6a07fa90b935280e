// The marketplace's displayed "sold" counter: what a collector really sees of a product's lifetime
// units. One scheme for every site (Temu shows the same rounding everywhere; docs/estimates.md):
//
//   total            shown as      floor        bucket (step)
//   0–999            "541 sold"    exact        1
//   1,000–9,999      "1.2K+ sold"  ↓ to 100     100
//   10,000–99,999    "12K+ sold"   ↓ to 1,000   1,000
//   100,000–999,999  "120K+ sold"  ↓ to 10,000  10,000
//   1,000,000 and up "1.2M+ sold"  ↓ to 100,000 100,000
//
// This file imports nothing, so both the app (@/ alias) and the seed generator (relative path) use it.

/** The bucket width at a total's magnitude (1 below 1,000: the page shows the exact count). */
function bucketAt(total: number): number {
  if (total < 1_000) return 1
  if (total < 10_000) return 100
  if (total < 100_000) return 1_000
  if (total < 1_000_000) return 10_000
  return 100_000
}

/** The floor the page shows for a true lifetime total. */
export function soldCounterFloor(total: number): number {
  if (!(total > 0)) return 0
  const whole = Math.floor(total)
  const bucket = bucketAt(whole)
  return whole - (whole % bucket)
}

/** One decimal at most, without a trailing ".0": 1200 / 1000 → "1.2", 12000 / 1000 → "12". */
function compact(value: number, unit: number): string {
  const tenths = Math.floor((value * 10) / unit)
  return tenths % 10 === 0 ? String(tenths / 10) : `${Math.floor(tenths / 10)}.${tenths % 10}`
}

/** The counter as Temu shows it in English: "541 sold", "1.2K+ sold", "12K+ sold", "1.2M+ sold". */
export function soldCounterText(total: number): string {
  const floor = soldCounterFloor(total)
  if (floor < 1_000) return `${floor} sold`
  if (floor < 1_000_000) return `${compact(floor, 1_000)}K+ sold`
  return `${compact(floor, 1_000_000)}M+ sold`
}

/**
 * The width of the bucket a displayed floor stands for: 1 when the floor is exact (below 1,000, or not
 * a multiple of its magnitude's bucket, as an operator's exact total of 1,234 is), else the bucket.
 */
export function counterStep(floor: number): number {
  if (!(floor >= 0) || !Number.isFinite(floor)) return 1
  const bucket = bucketAt(floor)
  return floor % bucket === 0 ? bucket : 1
}

const UNIT: Record<string, number> = { '': 1, k: 1_000, m: 1_000_000, 万: 10_000 }
// What is left once the words around the number are gone: digits (with thousands commas), an optional
// decimal part, an optional unit and an optional "+".
const COUNTER = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s*(k|m|万)?\s*\+?$/

/**
 * Reads a counter as collectors send it: "541 sold", "1.2K+ sold", "12K+", "1,234 sold", "1.2M+ sold",
 * "10万+", "已售1.2万+件". Returns its floor and bucket width, or null when the text is not a counter.
 */
export function parseSoldCounter(text: string): { floor: number; step: number } | null {
  if (typeof text !== 'string' || text.length > 64) return null
  const bare = text
    .trim()
    .toLowerCase()
    .replace(/^已售\s*/, '')
    .replace(/\s*(sold|件)$/, '')
    .trim()
  const match = COUNTER.exec(bare)
  if (!match) return null
  const whole = match[1]!.replaceAll(',', '')
  const unit = UNIT[match[3] ?? '']!
  const decimals = match[2] ?? ''
  // A decimal needs a unit ("1.2K"); "12.5 sold" is not a count of items.
  if (decimals && unit === 1) return null
  const value = Number(`${whole}.${decimals || '0'}`) * unit
  const floor = Math.round(value)
  if (!Number.isSafeInteger(floor) || Math.abs(value - floor) > 1e-6) return null
  // A unit means the marketplace rounded: the bucket of that magnitude even when it is finer than the
  // unit's own digit (10万+ is 100,000 floored to 10,000).
  const step = match[3] ? Math.max(counterStep(floor), bucketAt(floor)) : counterStep(floor)
  return { floor, step }
}
