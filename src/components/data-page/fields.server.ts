// The SQL part of a list's field table (fields.ts): each parameter's WHERE condition, kept on the
// server so no statement text ships to browsers. Typed as a mapped type of the parameter table, so a
// filter without its condition (or a condition without its filter) fails the type check.
import type { NumericRange } from '@/lib/range'
import type { FieldTable, FieldValue, SqlParams } from './fields'

/** Collects a statement's positional parameters ($1, $2, …) while its text is assembled. */
export class Params implements SqlParams {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** The WHERE condition of each parameter of `T`, written with the list's SQL context `Sql`. */
export type WhereTable<T extends FieldTable, Sql> = {
  readonly [K in keyof T]: (value: FieldValue<T, K>, sql: Sql) => string | Promise<string>
}

/**
 * Declares a list's SQL table against its parameter table, written with the SQL context `Sql`: each
 * condition's value is typed by its parameter's schema, and the keys must be the table's.
 */
export const whereFor =
  <Sql>() =>
  <T extends FieldTable>(_table: T, where: WhereTable<T, Sql>): WhereTable<T, Sql> =>
    where

/** The WHERE conditions of the set filters, in the SQL table's order. */
export async function filtersWhere<T extends FieldTable, Sql>(
  where: WhereTable<T, Sql>,
  query: Readonly<Record<string, unknown>>,
  sql: Sql,
): Promise<string[]> {
  const out: string[] = []
  for (const key of Object.keys(where) as Array<keyof T & string>) {
    const value = query[key]
    // The query was parsed by the table's own schema, so a set value has the field's output type.
    if (value !== undefined) out.push(await where[key](value as FieldValue<T, typeof key>, sql))
  }
  return out
}

/** A range filter's SQL: the column within the range, each bound multiplied by `scale` (cents, percent). */
export const rangeWhere =
  (column: string, scale = 1) =>
  (range: NumericRange, sql: SqlParams): string => {
    const parts: string[] = []
    if (range.min !== undefined) parts.push(`${column} >= ${sql.add(range.min * scale)}`)
    if (range.max !== undefined) parts.push(`${column} <= ${sql.add(range.max * scale)}`)
    return parts.join(' AND ')
  }
