// Issue 37, "one schema": the drizzle schema (src/**/*.schema.ts via drizzle.config.ts) is the schema the
// committed migrations build, `drizzle-kit generate` on an unchanged tree writes nothing, and a database
// made by an older release's migrations (e37b61a, migrations 0000–0023, with a row in every table)
// upgrades in place with every row kept.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase, type Queryable } from '../../../src/server/db/client'
import { migrate } from '../../../src/server/db/migrate'
import { schemaModules } from '../../support/schema-modules'

const ROOT = resolve(import.meta.dirname, '../../..')
const OLD = join(ROOT, 'tests/fixtures/db-e37b61a')

/**
 * The migrations release e37b61a had (0000–0023), as a folder migrate() reads: today's files of those
 * tags under a journal of only them. An applied migration is never edited (docs/data-model.md), and the
 * fixture's hashes hold each file to the text e37b61a shipped, so this is that release's schema.
 */
function oldMigrations(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shopsight-e37b61a-'))
  mkdirSync(join(dir, 'meta'))
  const hashes = readFileSync(join(OLD, 'migrations.sha256'), 'utf8').trim().split('\n')
  const tags: string[] = []
  for (const line of hashes) {
    const [hash, file = ''] = line.split(/\s+/)
    const text = readFileSync(join(ROOT, 'drizzle', file))
    expect(createHash('sha256').update(text).digest('hex'), `drizzle/${file} changed since e37b61a`).toBe(
      hash,
    )
    writeFileSync(join(dir, file), text)
    tags.push(file.replace(/\.sql$/, ''))
  }
  const entries = tags.map((tag, idx) => ({ idx, version: '7', when: 0, tag, breakpoints: true }))
  writeFileSync(
    join(dir, 'meta/_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  )
  return dir
}

/**
 * Indexes the migrations make that drizzle's index builder cannot say (it has no INCLUDE): each is named
 * here, so one more such index is a decision written down, not a silent gap.
 */
const ONLY_IN_MIGRATIONS = ['ads_filter_count_idx', 'store_stats_site_filter_idx']

/** Every table, column, index and constraint of the public schema, one sorted line each. */
async function shapeOf(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ line: string }>(`
    SELECT 'table ' || tablename AS line FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'shopsight_migrations'
    UNION ALL
    SELECT 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || udt_name || ' ' || is_nullable
           || ' default ' || coalesce(column_default, '-')
      FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> 'shopsight_migrations'
    UNION ALL
    SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> 'shopsight_migrations'
    UNION ALL
    SELECT 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND contype <> 'n' AND conrelid::regclass::text <> 'shopsight_migrations'
    ORDER BY 1`)
  return rows
    .map((r) => r.line)
    .filter((line) => !ONLY_IN_MIGRATIONS.some((name) => line.startsWith(`index CREATE INDEX ${name} `)))
}

// One database migrated from nothing, shared by the comparisons below (migrating takes seconds on PGlite).
let freshlyMigrated: Promise<Database> | undefined
const migratedFromNothing = (): Promise<Database> => {
  freshlyMigrated ??= openDatabase({ url: '', dataDir: 'memory://' }).then(async (db) => {
    await migrate(db)
    return db
  })
  return freshlyMigrated
}
afterAll(async () => {
  await (await freshlyMigrated)?.close()
})

/** The statements drizzle-kit would write to create the whole schema from nothing. */
async function schemaFromDrizzle(): Promise<string[]> {
  const empty = generateDrizzleJson({})
  const current = generateDrizzleJson(await schemaModules())
  return generateMigration(empty, current)
}

describe('the drizzle schema and the migrations', () => {
  let migrated: Database
  let fromSchema: Database
  beforeAll(async () => {
    migrated = await migratedFromNothing()
    fromSchema = await openDatabase({ url: '', dataDir: 'memory://' })
    // Extensions are not part of a drizzle schema; the first migrations create them.
    await fromSchema.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE EXTENSION IF NOT EXISTS btree_gin')
    for (const statement of await schemaFromDrizzle()) await fromSchema.exec(statement)
  }, 120_000)
  afterAll(async () => {
    await fromSchema?.close()
  })

  it('build the same tables, columns, indexes and constraints', async () => {
    const [a, b] = [await shapeOf(migrated), await shapeOf(fromSchema)]
    const onlyMigrations = a.filter((line) => !b.includes(line))
    const onlySchema = b.filter((line) => !a.includes(line))
    expect({ onlyMigrations, onlySchema }).toEqual({ onlyMigrations: [], onlySchema: [] })
    expect(a.filter((line) => line.startsWith('table ')).length).toBeGreaterThan(50)
  })

  it('drizzle-kit generate on this tree writes nothing', () => {
    const out = mkdtempSync(join(tmpdir(), 'shopsight-drizzle-'))
    cpSync(join(ROOT, 'drizzle'), out, { recursive: true })
    const before = readdirSync(out).sort()
    const run = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/drizzle-kit/bin.cjs'), 'generate', '--config', 'drizzle.config.ts'],
      // drizzle-kit reads `out` relative to the project (it prefixes ./), so the copy is named that way.
      { cwd: ROOT, env: { ...process.env, DRIZZLE_OUT: relative(ROOT, out) }, encoding: 'utf8' },
    )
    expect(run.status, run.stderr).toBe(0)
    expect(readdirSync(out).sort()).toEqual(before)
    expect(run.stdout).toContain('No schema changes')
  }, 120_000)
})

/** Per table: its row count and a digest of its rows over the columns the old release had. */
async function digests(db: Queryable, columns: Map<string, string[]>): Promise<Record<string, string>> {
  const result: Record<string, string> = {}
  for (const [table, names] of columns) {
    const list = names.map((n) => `"${n}"`).join(', ')
    const [row] = await db.query<{ n: number; digest: string | null }>(
      `SELECT count(*)::int AS n, md5(string_agg(r::text, '|' ORDER BY r::text)) AS digest
         FROM (SELECT ROW(${list}) AS r FROM "${table}") rows`,
    )
    result[table] = `${row?.n ?? 0} ${row?.digest ?? '-'}`
  }
  return result
}

async function oldColumns(db: Queryable): Promise<Map<string, string[]>> {
  const rows = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name <> 'shopsight_migrations'
      ORDER BY table_name, ordinal_position`,
  )
  const columns = new Map<string, string[]>()
  for (const r of rows) columns.set(r.table_name, [...(columns.get(r.table_name) ?? []), r.column_name])
  return columns
}

type UpgradeEngine = { name: string; open: () => Promise<{ db: Database; drop: () => Promise<void> }> }

const UPGRADE_ENGINES: UpgradeEngine[] = [
  {
    name: 'pglite',
    open: async () => {
      const db = await openDatabase({ url: '', dataDir: 'memory://' })
      return { db, drop: () => db.close() }
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'postgres',
          // A database of its own: the shared test database already carries today's migrations.
          open: async () => {
            const admin = await openDatabase({ url: process.env.TEST_DATABASE_URL })
            const name = `shopsight_upgrade_${process.pid}`
            await admin.exec(`DROP DATABASE IF EXISTS ${name}`)
            await admin.exec(`CREATE DATABASE ${name}`)
            const url = new URL(process.env.TEST_DATABASE_URL ?? '')
            url.pathname = `/${name}`
            const db = await openDatabase({ url: url.toString() })
            return {
              db,
              drop: async () => {
                await db.close()
                await admin.exec(`DROP DATABASE IF EXISTS ${name}`)
                await admin.close()
              },
            }
          },
        },
      ]
    : []),
]

describe.each(UPGRADE_ENGINES)('a database made by e37b61a upgrades in place on $name', (engine) => {
  let opened: Awaited<ReturnType<UpgradeEngine['open']>>
  let before: Record<string, string>
  let columns: Map<string, string[]>
  let applied: string[]
  beforeAll(async () => {
    opened = await engine.open()
    const { db } = opened
    await migrate(db, oldMigrations())
    await db.exec(readFileSync(join(OLD, 'rows.sql'), 'utf8'))
    columns = await oldColumns(db)
    before = await digests(db, columns)
    applied = await migrate(db)
  }, 180_000)
  afterAll(async () => {
    await opened?.drop()
  })

  it('starts from a row in every table of the old release', () => {
    const empty = Object.entries(before).filter(([, v]) => v.startsWith('0 '))
    expect(empty).toEqual([])
    expect(Object.keys(before).length).toBeGreaterThan(50)
  })

  it('applies only the migrations after 0023 and keeps every row', async () => {
    expect(applied.length).toBeGreaterThan(0)
    expect(applied.every((tag) => Number(tag.slice(0, 4)) > 23)).toBe(true)
    expect(await digests(opened.db, columns)).toEqual(before)
  })

  it('ends with the schema a new database gets', async () => {
    expect(await shapeOf(opened.db)).toEqual(await shapeOf(await migratedFromNothing()))
  })
})
