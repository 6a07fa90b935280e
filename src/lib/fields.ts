// The field table of a data list, in three parts that name the same keys, so a list cannot accept a URL
// parameter its SQL ignores, show a filter its URL cannot carry, or show a preset's precomputed total
// while a filter narrows it:
//   - the parameter table (here, `*.shared.ts`): each filter's schema and wire form, whether it narrows a
//     preset list, and its default. It gives the search schema of the page and the API (filterEntries),
//     the wire form for URLs and upstream calls (filtersToWire) and narrowsPreset;
//   - the SQL table (fields.server.ts, `*.server.ts`): each filter's WHERE condition (filtersWhere);
//   - the form table (filter-form.tsx, the page's folder): each filter's control, label and row.
// The parameter table rides with the app's entry (route search validation runs before any page chunk
// loads); the SQL never leaves the server and the labels load with their page. The other two tables are
// typed as mapped types of the first: a key missing from either, or one too many, fails the type check.
// Adding a filter is one entry in each plus its label message (docs/architecture.md).
import * as v from 'valibot'
import {
  ColumnRangeParam,
  columnBounds,
  DayInParam,
  FIRST_DAY,
  LAST_DAY,
  type NumericBounds,
  type NumericColumn,
} from '@/lib/params'
import type { NumericRange } from '@/lib/range'

/** A query-string value as it arrives: from a URL, an API query string or a router's search parsing. */
export type WireValue = string | number

/** The parameter's schema: the wire value in, the parsed value out; it names what it expects in its message. */
export type FieldSchema = v.GenericSchema<WireValue, unknown> | v.GenericSchema<string, unknown>

/** Positional parameters of the statement being built: `add` returns the placeholder ($n) of a value. */
export type SqlParams = { add(value: unknown): string }

// `wire` is a method so a table of differently typed fields is one record type.
export type FilterField<S extends FieldSchema> = {
  schema: S
  /** The parsed value back in its wire form (URL, upstream query string). */
  wire(value: v.InferOutput<S>): v.InferInput<S>
  /**
   * Whether a set value narrows a preset list beyond its precomputed total (rollups are kept per site,
   * list and category, so only those do not).
   */
  narrowsPreset: boolean
  /**
   * The wire value that applies when the parameter is absent (a list's site). The form shows it, keeps
   * it out of the URL, and Reset leaves the field as it is; the query schema sets it as the default.
   */
  fallback?: WireValue
  /** What a value must be, for the page's message when one is refused (numbers of a column, days). */
  expects?: FieldExpects
}

/** The rule a numeric or date filter's value follows, worded by the page in its language. */
export type FieldExpects =
  | { kind: 'numbers'; bounds: NumericBounds }
  | { kind: 'day'; first: string; last: string }

export type AnyField = FilterField<FieldSchema>
export type FieldTable = Record<string, AnyField>

/** Declares one parameter, checking `wire` against its schema. */
export const field = <S extends FieldSchema>(spec: FilterField<S>): FilterField<S> => spec

/**
 * A numeric range parameter (`5~20`, `5~`, `~20`) on `column`, as drizzle declares it: both ends must
 * fit the column's type and precision once scaled. Every range narrows a preset list.
 */
export const rangeField = (column: NumericColumn) =>
  field({
    schema: ColumnRangeParam(column),
    wire: rangeWire,
    narrowsPreset: true,
    expects: { kind: 'numbers', bounds: columnBounds(column) },
  })

/** A day parameter (YYYY-MM-DD): a real calendar day from `first` to `last`. */
export const dayField = (narrowsPreset: boolean, first = FIRST_DAY, last = LAST_DAY) =>
  field({
    schema: DayInParam(first, last),
    wire: (day) => day,
    narrowsPreset,
    expects: { kind: 'day', first, last },
  })

/** Columns of the lists' range filters, as the schema declares them (the scale turns dollars into cents, percent into a ratio). */
export const COLUMNS = {
  int4: { type: 'integer' },
  int8: { type: 'bigint' },
  /** Dollars (or the site's currency) filtering an integer column of cents. */
  centsInt4: { type: 'integer', scale: 100 },
  centsInt8: { type: 'bigint', scale: 100 },
  /** Percent filtering a float4 ratio (50 is 0.5). */
  percentReal: { type: 'real', scale: 0.01 },
} as const satisfies Record<string, NumericColumn>

/** The parsed value of a table's parameter `K`: what its SQL condition and its form read. */
export type FieldValue<T extends FieldTable, K extends keyof T> = v.InferOutput<T[K]['schema']>

/** The query-schema entries of a table: each field optional (absent means no filter). */
export type FilterEntries<T extends FieldTable> = {
  [K in keyof T]: v.OptionalSchema<T[K]['schema'], undefined>
}

/** The wire form of a table's filters, as the query schema's input types them. */
export type FilterWire<T extends FieldTable> = { [K in keyof T]?: v.InferInput<T[K]['schema']> }

/** A parsed query, read by key: the list's query objects are plain objects of their schema's output. */
type Query = Readonly<Record<string, unknown>>

export function filterEntries<T extends FieldTable>(table: T): FilterEntries<T> {
  const entries: Record<string, v.OptionalSchema<FieldSchema, undefined>> = {}
  for (const [key, spec] of Object.entries(table)) entries[key] = v.optional(spec.schema)
  // Object.entries loses the per-key types that the loop above keeps by construction.
  return entries as FilterEntries<T>
}

/**
 * The filters of a parsed query in wire form. Every key of the table is present, unset ones as
 * undefined: the router lays a page's validated search over the URL's, so a key left out would let an
 * unreadable URL value through to the server.
 */
export function filtersToWire<T extends FieldTable>(table: T, query: Query): FilterWire<T> {
  const out: Record<string, unknown> = {}
  for (const [key, spec] of Object.entries(table)) {
    const value = query[key]
    out[key] = value === undefined ? undefined : spec.wire(value)
  }
  // Each value came from its own field's `wire`, so it has that field's input type.
  return out as FilterWire<T>
}

/** True when a set filter narrows a preset list beyond its precomputed total. */
export function narrowsPreset(table: FieldTable, query: Query): boolean {
  return Object.entries(table).some(([key, spec]) => spec.narrowsPreset && query[key] !== undefined)
}

/**
 * Search params of a list page: each parameter that does not parse is dropped (its default applies), so
 * a mistyped or stale link still opens a list instead of an error.
 */
export function lenientParams(
  entries: Record<string, v.GenericSchema>,
  input: Record<string, unknown>,
): Record<string, unknown> {
  const clean: Record<string, unknown> = {}
  for (const [key, schema] of Object.entries(entries)) {
    const value = input[key]
    if (value !== undefined && v.safeParse(schema, value).success) clean[key] = value
  }
  return clean
}

/** A range's wire text: `5~20`, `5~` (at least 5) or `~20` (at most 20); parseRange reads each back. */
export const rangeWire = (range: NumericRange): string => `${range.min ?? ''}~${range.max ?? ''}`
