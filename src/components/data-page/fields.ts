// The field table of a data list: one typed declaration per filter, from which everything a filter
// touches is derived, so a list cannot accept a URL parameter its SQL ignores, or show a preset's
// precomputed total while a filter narrows it:
//   the search schema of the page and the API (filterEntries), the wire form for URLs and upstream
//   calls (filtersToWire), the SQL WHERE (filtersWhere), the filter form (<FilterForm>), and whether a
//   query narrows a preset list beyond its rollup (narrowsPreset).
// Adding a filter to a list is one entry in its table plus its label message (docs/architecture.md).
import * as v from 'valibot'
import type { NumericRange } from '@/lib/range'

/** A query-string value as it arrives: from a URL, an API query string or a router's search parsing. */
export type WireValue = string | number

/** The parameter's schema: the wire value in, the parsed value out; it names what it expects in its message. */
export type FieldSchema = v.GenericSchema<WireValue, unknown> | v.GenericSchema<string, unknown>

/** A select's choice: the wire value and its label in the page language. */
export type FieldOption = { value: string; label: () => string }

/** How the filter form draws the field. `custom`: the page draws it (a tree picker); `hidden`: not in the form. */
export type FieldControl =
  | { kind: 'range' }
  | { kind: 'number'; step?: number }
  | { kind: 'select'; options: readonly FieldOption[]; anyLabel?: () => string }
  | { kind: 'date' }
  | { kind: 'text'; maxLength: number; placeholder?: () => string; wide?: boolean }
  | { kind: 'custom'; wide?: boolean }
  | { kind: 'hidden' }

/** Positional parameters of the statement being built: `add` returns the placeholder ($n) of a value. */
export type SqlParams = { add(value: unknown): string }

// `wire` and `where` are methods so a table of differently typed fields is one record type.
export type FilterField<S extends FieldSchema, Sql> = {
  schema: S
  /** The parsed value back in its wire form (URL, upstream query string). */
  wire(value: v.InferOutput<S>): v.InferInput<S>
  /** The SQL condition of a set value; `sql` carries the list's parameters and lookups. */
  where(value: v.InferOutput<S>, sql: Sql): string | Promise<string>
  control: FieldControl
  label: () => string
  /**
   * Whether a set value narrows a preset list beyond its precomputed total (rollups are kept per site,
   * list and category, so only those do not).
   */
  narrowsPreset: boolean
  /** Shown under "More filters" rather than in the form's first row. */
  more?: boolean
  /**
   * The wire value that applies when the parameter is absent (a list's site). The form shows it, keeps
   * it out of the URL, and Reset leaves the field as it is; the query schema sets it as the default.
   */
  fallback?: WireValue
}

export type AnyField<Sql> = FilterField<FieldSchema, Sql>
export type FieldTable<Sql> = Record<string, AnyField<Sql>>

/** Declares one field of a list whose SQL context is `Sql`, checking `wire` and `where` against its schema. */
export const fieldFor =
  <Sql>() =>
  <S extends FieldSchema>(spec: FilterField<S, Sql>): FilterField<S, Sql> =>
    spec

/** The query-schema entries of a table: each field optional (absent means no filter). */
export type FilterEntries<T extends FieldTable<never>> = {
  [K in keyof T]: v.OptionalSchema<T[K]['schema'], undefined>
}

/** The wire form of a table's filters, as the query schema's input types them. */
export type FilterWire<T extends FieldTable<never>> = { [K in keyof T]?: v.InferInput<T[K]['schema']> }

/** A parsed query, read by key: the list's query objects are plain objects of their schema's output. */
type Query = Readonly<Record<string, unknown>>

export function filterEntries<T extends FieldTable<never>>(table: T): FilterEntries<T> {
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
export function filtersToWire<T extends FieldTable<never>>(table: T, query: Query): FilterWire<T> {
  const out: Record<string, unknown> = {}
  for (const [key, spec] of Object.entries(table)) {
    const value = query[key]
    out[key] = value === undefined ? undefined : spec.wire(value)
  }
  // Each value came from its own field's `wire`, so it has that field's input type.
  return out as FilterWire<T>
}

/** The WHERE conditions of the set filters, in table order. */
export async function filtersWhere<Sql>(table: FieldTable<Sql>, query: Query, sql: Sql): Promise<string[]> {
  const where: string[] = []
  for (const [key, spec] of Object.entries(table)) {
    const value = query[key]
    if (value !== undefined) where.push(await spec.where(value, sql))
  }
  return where
}

/** True when a set filter narrows a preset list beyond its precomputed total. */
export function narrowsPreset(table: FieldTable<never>, query: Query): boolean {
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

/** A range filter's SQL: the column within the range, each bound multiplied by `scale` (cents, percent). */
export const rangeWhere =
  (column: string, scale = 1) =>
  (range: NumericRange, sql: SqlParams): string => {
    const parts: string[] = []
    if (range.min !== undefined) parts.push(`${column} >= ${sql.add(range.min * scale)}`)
    if (range.max !== undefined) parts.push(`${column} <= ${sql.add(range.max * scale)}`)
    return parts.join(' AND ')
  }
