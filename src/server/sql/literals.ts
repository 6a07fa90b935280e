// Bulk SQL that more than one writer needs: literals (COPY rows, array parameters) and batched inserts.
import type { Queryable } from '@/server/db/client'

/**
 * An array of integers (null for a missing value) as a PostgreSQL array literal: `{1,NULL,3}`. Series
 * travel to the database this way, cast by array_in: a JSON array is converted number by number.
 */
export function intArrayLiteral(values: ArrayLike<number | null | undefined>): string {
  // Array.from, not map: a typed array's map would turn the strings back into numbers.
  return `{${Array.from(values, (n) => (n == null ? 'NULL' : String(n))).join(',')}}`
}

/** Rows a statement takes at once in `inJsonBatches`. */
export const JSON_BATCH = 5000

/**
 * Runs `statement`, which reads its rows as `$1` (a JSON array, e.g. `json_to_recordset($1::text::json)`),
 * once per `JSON_BATCH` rows: each statement stays short on PGlite's one connection, where a server's
 * requests wait for it.
 */
export async function inJsonBatches(
  tx: Queryable,
  statement: string,
  rows: readonly object[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += JSON_BATCH) {
    await tx.query(statement, [JSON.stringify(rows.slice(i, i + JSON_BATCH))])
  }
}

/**
 * An integer array as PostgreSQL writes it (`{1,NULL,3}`, one dimension, as in COPY text) back into
 * numbers: the inverse of intArrayLiteral, for series read in bulk with copyOut, which is several times
 * cheaper than the query protocol's rows (docs/scale.md). `\N` (a null array) gives null.
 */
export function parseIntArrayLiteral(text: string): Array<number | null> | null {
  if (text === '\\N') return null
  if (text.length <= 2) return []
  return text
    .slice(1, -1)
    .split(',')
    .map((n) => (n === 'NULL' ? null : Number(n)))
}
