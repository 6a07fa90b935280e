// The SQL part of a list's field table (fields.ts): each parameter's WHERE condition, kept on the
// server so no statement text ships to browsers. Typed as a mapped type of the parameter table, so a
// filter without its condition (or a condition without its filter) fails the type check.

import type { FieldTable, FieldValue, SqlParams } from '@/lib/fields'
import type { NumericRange } from '@/lib/range'

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
    // 0.29 × 100 is 28.999…: an integer column (the schema allowed 2 decimals for cents) takes the whole number.
    const scaled = (n: number) => {
      const value = n * scale
      const whole = Math.round(value)
      return Math.abs(value - whole) < 1e-6 ? whole : value
    }
    const parts: string[] = []
    if (range.min !== undefined) parts.push(`${column} >= ${sql.add(scaled(range.min))}`)
    if (range.max !== undefined) parts.push(`${column} <= ${sql.add(scaled(range.max))}`)
    return parts.join(' AND ')
  }

/**
 * One statement for a filtered page and its total, for filters no sort index can follow (text): the
 * database visits every match to sort them anyway, and a page plus a capped count visited them twice.
 * The matches (at most `cap` + 1, in no order) are collected once with their sort value, counted, and
 * the page is cut from them. Its rows end with the count as `matches`; a page past the end is one row
 * of nulls beside it. A count over `cap` means those were not all the matches: the caller then reads
 * the page in order instead, as for any other list.
 */
export function countedPageSql(page: {
  /** The table and its alias, as in `FROM` (`keywords k`). */
  table: string
  alias: string
  where: readonly string[]
  /** The sort expression over the alias. */
  sortValue: string
  /** The page's order over the collected matches, given their sort value and id expressions. */
  orderOver: (value: string, id: string) => string
  /** The statement's order over the alias's columns (the same order). */
  order: string
  /** The selected columns, and joins from the alias to what they read. */
  columns: string
  joins?: string
  cap: number
  params: Params
  limit: number
  offset: number
}): string {
  const { alias } = page
  return `WITH m AS MATERIALIZED (
       SELECT ${alias}.id, ${page.sortValue} AS v FROM ${page.table} WHERE ${page.where.join(' AND ')}
       LIMIT ${page.params.add(page.cap + 1)}),
     n AS (SELECT count(*)::int AS matches FROM m),
     page AS (SELECT m.id FROM m ORDER BY ${page.orderOver('m.v', 'm.id')}
       LIMIT ${page.params.add(page.limit)} OFFSET ${page.params.add(page.offset)})
     SELECT ${page.columns}, n.matches
     FROM n LEFT JOIN (page JOIN ${page.table} ON ${alias}.id = page.id ${page.joins ?? ''}) ON true
     ORDER BY ${page.order}`
}
