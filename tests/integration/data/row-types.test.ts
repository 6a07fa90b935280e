// SqlRow (src/server/db/rows.ts) types a raw SQL row from the drizzle schema. It is only worth something
// if the driver really returns what it says: after an ingest of the fixture, one row of every schema
// table that holds rows is read with SELECT *, and each value must be of the JavaScript kind SqlRow
// gives its column (a Date for date and timestamp columns, a number for integer, real and bigint, an
// array for arrays...) and null only where the column allows it, on both engines.
import { type Column, getTableColumns, getTableName, is, Table } from 'drizzle-orm'
import { PgArray } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runIngest } from '../../../src/pipeline/ingest/ingest'
import type { Database } from '../../../src/server/db/client'
import { ENGINES, FIXTURE } from '../../support/databases'
import { schemaModules } from '../../support/schema-modules'

// int8: a number when it fits in 2^53, a BigInt beyond (or, in an array, always on PostgreSQL).
type Kind = 'number' | 'int8' | 'string' | 'boolean' | 'date' | 'array' | 'json' | 'bytes'

const DATE_TYPES = new Set(['PgDate', 'PgDateString', 'PgTimestamp', 'PgTimestampString'])

/** The kind SqlRow's DriverValue gives a column (the same rule, written for values). */
function expectedKind(column: Column): Kind {
  const type = column.columnType
  if (DATE_TYPES.has(type)) return 'date'
  if (type === 'PgArray') return 'array'
  if (type === 'PgJson' || type === 'PgJsonb') return 'json'
  if (type === 'PgBoolean') return 'boolean'
  if (type === 'PgBigInt64') return 'int8'
  if (['PgInteger', 'PgSmallInt', 'PgReal', 'PgDoublePrecision', 'PgSerial', 'PgBigInt53'].includes(type))
    return 'number'
  if (type === 'PgCustomColumn') return column.getSQLType() === 'bytea' ? 'bytes' : 'string'
  return 'string'
}

/** The element kind of an array column, from its base column. */
function elementKind(column: Column): Kind {
  if (!is(column, PgArray)) return 'string'
  const base = column.baseColumn
  return base.columnType === 'PgBigInt53' ? 'int8' : expectedKind(base)
}

function kindOf(value: unknown): Kind | 'other' {
  if (value instanceof Date) return 'date'
  if (value instanceof Uint8Array) return 'bytes'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'bigint') return 'int8'
  if (typeof value === 'number') return 'number'
  if (typeof value === 'string') return 'string'
  if (typeof value === 'boolean') return 'boolean'
  if (typeof value === 'object' && value !== null) return 'json'
  return 'other'
}

/** A jsonb value may be any JSON: an array or a scalar is as right as an object. */
const matches = (kind: Kind, value: unknown): boolean => {
  if (kind === 'json') return value !== undefined && !(value instanceof Date)
  if (kind === 'int8') return typeof value === 'number' || typeof value === 'bigint'
  return kindOf(value) === kind
}

describe.each(ENGINES)('raw rows match SqlRow on $name', (engine) => {
  let db: Database
  beforeAll(async () => {
    db = await engine.open()
    await runIngest({ dir: FIXTURE, db })
  })
  afterAll(async () => {
    await db?.close()
  })

  it('gives every column of every filled table the kind and nullability its SqlRow type says', async () => {
    const tables = Object.values(await schemaModules()).filter((t): t is Table => is(t, Table))
    const wrong: string[] = []
    const checkedTypes = new Set<string>()
    let checkedTables = 0
    for (const table of tables) {
      const name = getTableName(table)
      const [row] = await db.query(`SELECT * FROM ${name} LIMIT 1`)
      if (!row) continue
      checkedTables++
      for (const column of Object.values(getTableColumns(table))) {
        const value = row[column.name]
        const where = `${name}.${column.name} (${column.columnType})`
        if (!(column.name in row)) wrong.push(`${where}: not in the row`)
        else if (value === null) {
          if (column.notNull) wrong.push(`${where}: null in a NOT NULL column`)
        } else if (!matches(expectedKind(column), value)) {
          wrong.push(`${where}: ${kindOf(value)}, typed ${expectedKind(column)}`)
        } else if (Array.isArray(value) && column.columnType === 'PgArray') {
          const kind = elementKind(column)
          const bad = value.find((item) => item !== null && !matches(kind, item))
          if (bad !== undefined) wrong.push(`${where}: element ${kindOf(bad)}, typed ${kind}`)
        }
        if (value !== null) checkedTypes.add(column.columnType)
      }
    }
    expect(wrong).toEqual([])
    expect(checkedTables).toBeGreaterThanOrEqual(20)
    // The kinds where the driver and drizzle's own mapping could differ were all met with a value.
    for (const type of [
      'PgDateString',
      'PgTimestamp',
      'PgBigInt53',
      'PgJsonb',
      'PgArray',
      'PgReal',
      'PgSmallInt',
    ])
      expect(checkedTypes).toContain(type)
  })
})
