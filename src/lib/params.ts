// Valibot pieces for query-string parameters, shared by the /api contract and pages' search params.
// Query values arrive as strings (or already as numbers from a router's search parsing); each piece
// accepts both and names what it expects in its message.
import * as v from 'valibot'
import { isRealDay } from './days'
import { DEFAULT_LOCALE, LOCALES } from './locale'
import { type NumericRange, parseRange } from './range'

const toNumber = (value: string | number) =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value)

/** A whole number within [min, max]. */
export const IntParam = (min: number, max: number) =>
  v.pipe(
    v.union([v.string(), v.number()], 'must be a whole number'),
    v.transform(toNumber),
    v.number('must be a whole number'),
    v.integer('must be a whole number'),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  )

/** A number within [min, max]. */
export const NumberParam = (min: number, max: number) =>
  v.pipe(
    v.union([v.string(), v.number()], 'must be a number'),
    v.transform(toNumber),
    v.number('must be a number'),
    v.check((n) => Number.isFinite(n), 'must be a number'),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  )

/** A range like `5-20`, `5~20`, `>=5` or `<=20`, read with the one range parser of src/lib/range. */
export const RangeParam = v.pipe(
  v.union([v.string(), v.number()], 'must be a range like 5-20, >=5 or <=20'),
  v.transform((value): NumericRange => parseRange(String(value))),
  v.check(
    (range) => range.min !== undefined || range.max !== undefined,
    'must be a range like 5-20, >=5 or <=20',
  ),
)

/**
 * A numeric column as drizzle declares it, and the factor from the filter's unit to the column's (100:
 * dollars to cents; 0.01: percent to a ratio). A filter's bounds must fit the column once scaled, or the
 * database refuses the statement (a fraction for an integer, 3000000000 for int4) and the reply is a 500.
 */
export type NumericColumn = { type: 'smallint' | 'integer' | 'bigint' | 'real'; scale?: number }

const COLUMN_LIMITS: Record<NumericColumn['type'], number> = {
  smallint: 32_767,
  integer: 2_147_483_647,
  // int8 holds more, but a JavaScript number is exact only this far.
  bigint: Number.MAX_SAFE_INTEGER,
  // float4's largest finite value, rounded down.
  real: 3.4e38,
}

/** What a filter on `column` accepts, in the filter's own unit: the bounds and the decimals allowed. */
export type NumericBounds = { min: number; max: number; decimals: number | null }

export function columnBounds(column: NumericColumn): NumericBounds {
  const scale = column.scale ?? 1
  const limit = COLUMN_LIMITS[column.type]
  if (column.type === 'real') return { min: -limit / scale, max: limit / scale, decimals: null }
  // Integer columns: as many decimals as the scale turns into whole units (2 for cents).
  const decimals = Math.max(0, Math.round(Math.log10(scale)))
  const max = Math.floor(limit) / scale
  return { min: -max, max, decimals }
}

/** Whether `n` has at most `decimals` decimals (within floating-point noise: 0.29 × 100 is 28.999…). */
const hasDecimals = (n: number, decimals: number) => {
  const scaled = n * 10 ** decimals
  return Math.abs(scaled - Math.round(scaled)) < 1e-6 * Math.max(1, Math.abs(scaled))
}

/** The English rule of a numeric column for the /api message (the page words it in its own language). */
export function boundsRule({ min, max, decimals }: NumericBounds): string {
  if (decimals === 0) return `whole numbers from ${min} to ${max}`
  if (decimals !== null) return `numbers from ${min} to ${max} with at most ${decimals} decimals`
  return `numbers from ${min.toExponential(1)} to ${max.toExponential(1)}`
}

/** A range filter on `column`: both ends within the column's type and precision (see NumericColumn). */
export const ColumnRangeParam = (column: NumericColumn) => {
  const bounds = columnBounds(column)
  const fits = (n: number | undefined) =>
    n === undefined ||
    (n >= bounds.min && n <= bounds.max && (bounds.decimals === null || hasDecimals(n, bounds.decimals)))
  return v.pipe(
    RangeParam,
    v.check((range) => fits(range.min) && fits(range.max), `must use ${boundsRule(bounds)}`),
  )
}

/** The days data can describe: a filter outside them matches nothing, and year 0 is not a date to SQL. */
export const FIRST_DAY = '2000-01-01'
export const LAST_DAY = '2100-12-31'
/** Trademark and patent records reach back to the first US patent (1790). */
export const FIRST_IP_DAY = '1790-01-01'

/** A real calendar day as YYYY-MM-DD, from `first` to `last`. */
export const DayInParam = (first: string, last: string) =>
  v.pipe(
    v.string('must be a date like 2026-11-21'),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-21'),
    v.check(isRealDay, 'must be a real date'),
    // YYYY-MM-DD text compares in calendar order.
    v.check((day) => day >= first && day <= last, `must be a date from ${first} to ${last}`),
  )

/** A day of marketplace data as YYYY-MM-DD (FIRST_DAY to LAST_DAY). */
export const DayParam = DayInParam(FIRST_DAY, LAST_DAY)

/** The language of an export's column headers: the page sends its own, so the file reads like the screen. */
export const ExportLangParam = v.optional(v.picklist(LOCALES, 'must be en or cn'), DEFAULT_LOCALE)

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
const CONTROL_FREE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/

/** Free text: trimmed, bounded, and blank counts as absent. */
export const TextParam = (maxLength: number) =>
  v.pipe(
    v.string('must be text'),
    v.trim(),
    v.maxLength(maxLength, `must be at most ${maxLength} characters`),
    // PostgreSQL text cannot hold NUL; the other control characters are never part of a search.
    v.regex(CONTROL_FREE, 'must not contain control characters'),
    v.transform((s) => (s === '' ? undefined : s)),
  )

/** The first problem of a failed parse as "field: message", for a 400 reply or a form message. */
export function firstIssue(issues: readonly v.BaseIssue<unknown>[]): { field: string; message: string } {
  const issue = issues[0]
  return { field: (issue && v.getDotPath(issue)) || 'query', message: issue?.message ?? 'is invalid' }
}

/** A whole number that must be one of `choices` (page sizes, chart ranges), with its default when absent. */
export const ChoiceParam = <const T extends readonly number[]>(choices: T, fallback: T[number]) =>
  v.optional(
    v.pipe(
      IntParam(1, Math.max(...choices)),
      v.check((n) => choices.includes(n), `must be one of ${choices.join(', ')}`),
    ),
    fallback,
  )
