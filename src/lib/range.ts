/**
 * Range strings split on ~ or -: both ends shown as 'a ~ b', only lower as '>=a', only upper as '<=b'.
 */
export type NumericRange = { min?: number; max?: number }

// Unsigned decimal, optionally comma-grouped ('1,000.5') and in exponent form ('1e+21', which String() emits).
const UNSIGNED = String.raw`(?:\d{1,3}(?:,\d{3})+(?:\.\d*)?|\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?`
const UNSIGNED_ONLY = new RegExp(`^${UNSIGNED}$`, 'i')
const SIGNED_ONLY = new RegExp(`^[+-]?${UNSIGNED}$`, 'i')
// With a dash separator the sides cannot carry a sign: '-5' means "up to 5".
const DASH_RANGE = new RegExp(`^(${UNSIGNED})?\\s*-\\s*(${UNSIGNED})?$`, 'i')
const BOUND = /^(>=|<=)\s*(.+)$/

function toNumber(text: string, pattern: RegExp): number | undefined {
  if (!pattern.test(text)) return undefined
  const value = Number(text.replaceAll(',', ''))
  if (!Number.isFinite(value)) return undefined
  // -0 would make an otherwise equal range compare unequal.
  return value === 0 ? 0 : value
}

function build(min: number | undefined, max: number | undefined): NumericRange {
  if (min !== undefined && max !== undefined && min > max) return { min: max, max: min }
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) }
}

/** A side of a two-sided range: '' is an open end, anything else must be a number. */
function side(text: string, pattern: RegExp): { ok: boolean; value?: number } {
  if (text === '') return { ok: true }
  const value = toNumber(text, pattern)
  return value === undefined ? { ok: false } : { ok: true, value }
}

/** Lenient reader for what sellers type into a range filter; anything it cannot read is no filter ({}). */
export function parseRange(input: string | null | undefined): NumericRange {
  if (typeof input !== 'string') return {}
  // Chinese input methods produce the full-width tilde and the single-character comparison signs.
  const text = input
    .trim()
    .replace(/[～〜]/g, '~')
    .replaceAll('≥', '>=')
    .replaceAll('≤', '<=')
  if (text === '') return {}

  if (text.includes('~')) {
    const parts = text.split('~')
    if (parts.length !== 2) return {}
    const lower = side((parts[0] ?? '').trim(), SIGNED_ONLY)
    const upper = side((parts[1] ?? '').trim(), SIGNED_ONLY)
    if (!lower.ok || !upper.ok || (lower.value === undefined && upper.value === undefined)) return {}
    return build(lower.value, upper.value)
  }

  const bound = BOUND.exec(text)
  if (bound) {
    const value = toNumber((bound[2] ?? '').trim(), SIGNED_ONLY)
    if (value === undefined) return {}
    return bound[1] === '>=' ? { min: value } : { max: value }
  }

  const exact = toNumber(text, UNSIGNED_ONLY)
  if (exact !== undefined) return { min: exact, max: exact }

  const dash = DASH_RANGE.exec(text)
  if (!dash || (dash[1] === undefined && dash[2] === undefined)) return {}
  const lower = dash[1] === undefined ? undefined : toNumber(dash[1], UNSIGNED_ONLY)
  const upper = dash[2] === undefined ? undefined : toNumber(dash[2], UNSIGNED_ONLY)
  // An overflowing side ('1e999-5') is unreadable, not open.
  if ((dash[1] !== undefined && lower === undefined) || (dash[2] !== undefined && upper === undefined))
    return {}
  return build(lower, upper)
}

/** The display text of a range; parseRange reads it back. Non-finite ends count as missing. */
export function formatRange(range: NumericRange, format: (n: number) => string = String): string {
  const min = Number.isFinite(range.min) ? range.min : undefined
  const max = Number.isFinite(range.max) ? range.max : undefined
  if (min !== undefined && max !== undefined) {
    const [low, high] = min <= max ? [min, max] : [max, min]
    return low === high ? format(low) : `${format(low)} ~ ${format(high)}`
  }
  if (min !== undefined) return `>=${format(min)}`
  if (max !== undefined) return `<=${format(max)}`
  return ''
}
