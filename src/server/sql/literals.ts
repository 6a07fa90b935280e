// Literals written into bulk SQL (COPY rows, array parameters) that more than one writer needs.

/**
 * An array of integers (null for a missing value) as a PostgreSQL array literal: `{1,NULL,3}`. Series
 * travel to the database this way, cast by array_in: a JSON array is converted number by number.
 */
export function intArrayLiteral(values: ArrayLike<number | null | undefined>): string {
  // Array.from, not map: a typed array's map would turn the strings back into numbers.
  return `{${Array.from(values, (n) => (n == null ? 'NULL' : String(n))).join(',')}}`
}
