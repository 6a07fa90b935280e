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

/** A day as YYYY-MM-DD. */
export const DayParam = v.pipe(
  v.string('must be a date like 2026-11-21'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-21'),
  v.check(isRealDay, 'must be a real date'),
)

/** The language of an export's column headers: the page sends its own, so the file reads like the screen. */
export const ExportLangParam = v.optional(v.picklist(LOCALES, 'must be en or cn'), DEFAULT_LOCALE)

/** Free text: trimmed, bounded, and blank counts as absent. */
export const TextParam = (maxLength: number) =>
  v.pipe(
    v.string('must be text'),
    v.trim(),
    v.maxLength(maxLength, `must be at most ${maxLength} characters`),
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
