// Row types of raw SQL (`db.query<T>`) derived from the drizzle schema, so that a query's row type and
// the table it reads cannot drift apart: renaming or retyping a column in a `*.schema.ts` breaks `tsc`
// at every row type that picks it (docs/data-model.md, "Typing a row").
import type { Column, Table } from 'drizzle-orm'

type DateKind = 'PgDate' | 'PgDateString' | 'PgTimestamp' | 'PgTimestampString'

/**
 * What the driver hands back for a value of `C`, on both engines (client.ts): drizzle's `$inferSelect`
 * type, except where the raw driver differs from what drizzle's own mapping would give:
 * - `date` and `timestamp` come back as Date objects whatever drizzle's `mode` (drizzle turns them into
 *   strings only when it runs the query itself); an array of them as Dates.
 * - `bigint` comes back as a number when it fits in 2^53 (client.ts normalises postgres.js's BigInt; PGlite
 *   does the same), a BigInt beyond: mode 'number' stays `number` (no stored figure comes near 2^53),
 *   mode 'bigint' (a 64-bit hash) is `number | bigint`.
 * - the elements of a `bigint[]` are BigInts on PostgreSQL (client.ts normalises top-level values
 *   only) and numbers on PGlite: `(number | bigint)[]`.
 * tests/integration/data/row-types.test.ts reads a row of every table and checks it against these rules.
 */
export type DriverValue<C extends Column> = C['_']['columnType'] extends DateKind
  ? Date
  : C['_']['columnType'] extends 'PgBigInt64'
    ? number | bigint
    : C['_']['columnType'] extends 'PgArray'
      ? C['_'] extends { baseBuilder: { _: { columnType: DateKind } } }
        ? Date[]
        : C['_'] extends { baseBuilder: { _: { columnType: 'PgBigInt53' | 'PgBigInt64' } } }
          ? (number | bigint)[]
          : C['_']['data']
      : C['_']['data']

/** The value of a column in a row: null unless the column is NOT NULL. */
type CellValue<C extends Column> = C['_']['notNull'] extends true ? DriverValue<C> : DriverValue<C> | null

/**
 * A row of `table` as raw SQL returns it: keyed by each column's SQL name (`sales_7d`, not the drizzle
 * key `sales7d`), valued by what the driver returns. Pick the columns a query reads, and add its
 * computed expressions and aliases by hand:
 * `Pick<SqlRow<typeof products>, 'id' | 'title'> & { total: number }`.
 */
export type SqlRow<T extends Table> = {
  [K in keyof T['_']['columns'] & string as T['_']['columns'][K]['_']['name']]: CellValue<
    T['_']['columns'][K]
  >
}

/** The columns of `table` a query reads, by their SQL names. */
export type SqlColumns<T extends Table, K extends keyof SqlRow<T>> = Pick<SqlRow<T>, K>

type JsonValue<V> = V extends Date
  ? string
  : V extends bigint
    ? number
    : V extends (infer E)[]
      ? JsonValue<E>[]
      : V

/**
 * A row as `json_agg` / `row_to_json` writes it, parsed: dates as ISO text and 64-bit integers as
 * numbers (JSON has neither), the rest as SqlRow. `JsonRow<Pick<SqlRow<typeof t>, 'a' | 'b'>>`.
 */
export type JsonRow<R> = { [K in keyof R]: JsonValue<R[K]> }
