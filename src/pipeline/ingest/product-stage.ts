// A products file is not upserted row by row into `products`. Each batch puts the rows that would change
// (new, or newer and different: the upsert's own rule) into a temporary stage, computed against the
// stored rows exactly as the upsert would; at the end of the file the stage reaches the table in one of
// two ways:
//
// - **rebuild** when the stage holds a large share of the table (a day's file holds every product):
//   the unchanged rows and the staged ones are written into a new table without indexes, the indexes
//   are built on it (a sorted build per index instead of 11 random insertions per row), and it replaces
//   `products` in one last step. At a million products this is the difference between 82 s of
//   index maintenance and about 20 s (docs/scale.md). Readers keep reading the old table until the
//   swap, which holds the table's lock for milliseconds. A rebuilt table has no dead versions
//   either, which PGlite (never vacuumed) otherwise keeps.
// - **apply** (an upsert from the stage, 20,000 rows a step) when few rows changed, where rewriting the
//   whole table would cost more than the rows.
//
// Each part is a step (client.ts inSteps): on PGlite a transaction of its own, so a user's write waits
// for one chunk or one index build, never for the file (docs/ingest.md).
//
// The two give the same table (tests/integration/data/product-stage.test.ts compares them).
import {
  allSent,
  type CopyTarget,
  columnDefinitions,
  type Queryable,
  type Steps,
} from '../../server/db/client'
import { type UpsertSpec, upsertParts } from './entities'
import type { StagingRecord } from './records'

const TABLE = 'products'
const STAGE = 'product_stage'
/**
 * The staged rows' ids alone: the rebuild's anti-join ("the stored rows the stage does not replace")
 * reads this instead of the wide stage, which at a million products is larger than PGlite's temporary
 * buffers (a narrow table of ids stays in them).
 */
const STAGED_IDS = 'product_staged_ids'
const NEXT = 'products_next'
/** What the title search (product_search) is built from. */
const TITLE_COLUMNS = ['site_id', 'title_en', 'title_cn'] as const
/** Index and constraint names on the new table until it takes the old one's place. */
const SUFFIX = '__next'

/**
 * Staged rows at or above this share of the stored rows rebuild the table. Measured at a million
 * products on PostgreSQL: a full day's apply costs four times its rebuild, so the rebuild wins well
 * below half the table; a fifth keeps small corrections (a few thousand rows) on the cheap path.
 */
export const REBUILD_SHARE = 0.2

/**
 * Where a batch's incoming rows are loaded (copyIn, which is COPY on PGlite) before the stage statement
 * reads them: one table per kind of row (a day's, a backfill's), with that row's staging columns.
 */
export function stageInput(spec: UpsertSpec, name: string): CopyTarget {
  return {
    table: `product_in_${name}`,
    columns: spec.staging.map(([column]) => column),
    types: spec.staging.map(([, type]) => type),
  }
}

/**
 * Rows staged per copy or apply step (docs/ingest.md): each step holds PGlite's one connection, and
 * 20,000 rows were about 0.1 s of copy at the demo scale.
 */
export const STAGE_CHUNK = 20_000

/**
 * The stage and its inputs: temporary tables of the connection, which outlive the file's steps (each a
 * transaction of its own on PGlite, client.ts inSteps) until dropStage. Whatever a failed or killed
 * ingest left of them is dropped first. A check run's transaction rolls them back with the rest.
 */
export async function createStage(tx: Queryable, inputs: readonly CopyTarget[]): Promise<void> {
  await dropStage(tx, inputs)
  await tx.query(`CREATE TEMP TABLE ${STAGE} (LIKE ${TABLE})`)
  // The copy and the apply walk the stage by id, a chunk a step.
  await tx.query(`CREATE UNIQUE INDEX ON pg_temp.${STAGE} (id)`)
  await tx.query(`CREATE TEMP TABLE ${STAGED_IDS} (id integer PRIMARY KEY)`)
  for (const input of inputs) await tx.query(`CREATE TEMP TABLE ${input.table} (${columnDefinitions(input)})`)
}

export async function dropStage(tx: Queryable, inputs: readonly CopyTarget[]): Promise<void> {
  for (const table of [STAGE, STAGED_IDS, ...inputs.map((input) => input.table)])
    await tx.query(`DROP TABLE IF EXISTS pg_temp.${table}`)
}

/**
 * Loads one batch into its input table (emptied first: a table created in the same transaction is
 * truncated in place, without a new file) for the stage statement to read. Both are sent at once
 * (statements asked in turn run in turn: client.ts, Queryable), so a statement the caller sends next
 * follows them without waiting for their answers.
 */
export async function loadStageInput(
  tx: Queryable,
  input: CopyTarget,
  records: readonly StagingRecord[],
): Promise<void> {
  await allSent([
    tx.exec(`TRUNCATE ${input.table}`),
    tx.copyIn(
      input,
      records.map((record) => input.columns.map((column) => record[column])),
    ),
  ])
}

/**
 * One batch (loaded into `input` by loadStageInput) into the stage: only the rows the upsert would
 * write, with the values it would write (its ON UPDATE expressions read the stored row as `products`,
 * the incoming one as `excluded`, the same names the upsert gives them). Returns the count as
 * `upserted`, and as `retitled` the ids of the staged rows that are new or whose site or titles
 * changed: only those need their title search rows written (a day's file changes every product's
 * figures but hardly any title, and sending a million titles to be compared again was 8.6 s of
 * PGlite's day at a million products).
 */
export function stageSql(spec: UpsertSpec, input: CopyTarget): string {
  if (spec.table !== TABLE) throw new Error(`stageSql is for ${TABLE}, not ${spec.table}`)
  const parts = upsertParts(spec)
  const [key] = spec.key
  if (!key || spec.key.length !== 1) throw new Error('the stage needs a one-column key')
  const values = parts.targets.map((c) =>
    spec.key.includes(c)
      ? `excluded.${c}`
      : `CASE WHEN ${TABLE}.${key} IS NULL THEN excluded.${c} ELSE ${spec.onUpdate?.[c] ?? `excluded.${c}`} END`,
  )
  const titled = TITLE_COLUMNS.map((c) => `${TABLE}.${c}`).join(', ')
  const incoming = TITLE_COLUMNS.map((c) => `excluded.${c}`).join(', ')
  return `WITH excluded AS (
  SELECT ${parts.exprs.map((e, i) => `${e} AS ${parts.targets[i]}`).join(', ')}
  FROM ${input.table} AS x ${spec.join ?? ''}
), changed AS (
  SELECT ${values.map((v, i) => `${v} AS ${parts.targets[i]}`).join(', ')},
    ${TABLE}.${key} IS NULL OR (${titled}) IS DISTINCT FROM (${incoming}) AS retitled
  FROM excluded LEFT JOIN ${TABLE} ON ${TABLE}.${key} = excluded.${key}
  WHERE ${TABLE}.${key} IS NULL${parts.conditions.length ? ` OR (${parts.conditions.join(' AND ')})` : ''}
), staged AS (
  INSERT INTO ${STAGE} (${parts.targets.join(', ')}) SELECT ${parts.targets.join(', ')} FROM changed
  RETURNING ${key}
), ids AS (
  INSERT INTO ${STAGED_IDS} (id) SELECT ${key} FROM staged
) SELECT (SELECT count(*) FROM staged)::int AS upserted,
  coalesce((SELECT array_agg(${key}) FROM changed WHERE retitled), '{}') AS retitled`
}

export type StageApplied = { mode: 'none' | 'apply' | 'rebuild'; rows: number }

/**
 * Moves the staged rows into `products`: rebuild or apply (above), chosen by their share of the table.
 * In steps (client.ts inSteps), none longer than a chunk of rows or one index build: on PGlite the
 * server's requests run between them.
 */
export async function applyStage(
  steps: Steps,
  staged: number,
  rebuildShare = REBUILD_SHARE,
): Promise<StageApplied> {
  if (staged === 0) return { mode: 'none', rows: 0 }
  // The planner's estimate, kept by ANALYZE (the derive's last step): exact enough to choose a path,
  // and free, where count(*) reads the whole table. Never analysed (-1) counts as empty.
  const [estimate] = await steps.step((tx) =>
    tx.query<{ rows: number }>(
      `SELECT greatest(reltuples, 0)::float8 AS rows FROM pg_class WHERE oid = '${TABLE}'::regclass`,
    ),
  )
  if (staged >= rebuildShare * (estimate?.rows ?? 0)) {
    await rebuild(steps)
    return { mode: 'rebuild', rows: staged }
  }
  await apply(steps)
  return { mode: 'apply', rows: staged }
}

/**
 * Runs `chunk` over consecutive id ranges of `table`, STAGE_CHUNK rows of it each, a step each: the
 * range is (after, upTo], `upTo` null for the last one (no upper end).
 */
async function inChunks(
  steps: Steps,
  table: string,
  chunk: (tx: Queryable, range: (id: string) => string) => Promise<unknown>,
): Promise<void> {
  let after: number | null = null
  for (;;) {
    const upTo = await steps.step(async (tx) => {
      const from = after === null ? '' : `WHERE id > ${after}`
      const [bound] = await tx.query<{ id: number }>(
        `SELECT id FROM ${table} ${from} ORDER BY id OFFSET ${STAGE_CHUNK - 1} LIMIT 1`,
      )
      const upTo = bound?.id ?? null
      const range = (id: string) =>
        [after === null ? '' : `${id} > ${after}`, upTo === null ? '' : `${id} <= ${upTo}`]
          .filter(Boolean)
          .join(' AND ') || 'true'
      await chunk(tx, range)
      return upTo
    })
    if (upTo === null) return
    after = upTo
  }
}

async function columns(tx: Queryable): Promise<string[]> {
  const rows = await tx.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute WHERE attrelid = '${TABLE}'::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
  )
  return rows.map((r) => r.name)
}

async function apply(steps: Steps): Promise<void> {
  const names = await steps.step((tx) => columns(tx))
  const set = names.filter((c) => c !== 'id').map((c) => `${c} = excluded.${c}`)
  await inChunks(steps, STAGE, (tx, range) =>
    tx.query(
      `INSERT INTO ${TABLE} (${names.join(', ')}) SELECT ${names.join(', ')} FROM ${STAGE} WHERE ${range('id')}
       ON CONFLICT (id) DO UPDATE SET ${set.join(', ')}`,
    ),
  )
}

type IndexRow = { name: string; def: string; constraint: string | null; constraintDef: string | null }

async function rebuild(steps: Steps): Promise<void> {
  const { names, indexes } = await steps.step(async (tx) => {
    const names = (await columns(tx)).join(', ')
    // The indexes and key constraints as they stand, so a migration that changes them needs no change here.
    const indexes = await tx.query<IndexRow>(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def,
         c.conname AS constraint, pg_get_constraintdef(c.oid) AS "constraintDef"
       FROM pg_index i LEFT JOIN pg_constraint c ON c.conindid = i.indexrelid AND c.conrelid = i.indrelid
       WHERE i.indrelid = '${TABLE}'::regclass ORDER BY i.indexrelid`,
    )
    // A table left by a rebuild that did not finish (the new table is an ordinary one: it must outlive
    // the steps) is dropped first.
    await tx.query(`DROP TABLE IF EXISTS ${NEXT}`)
    // Defaults, NOT NULLs, checks, storage and statistics targets; no indexes yet.
    await tx.query(`CREATE TABLE ${NEXT} (LIKE ${TABLE} INCLUDING ALL EXCLUDING INDEXES)`)
    return { names, indexes }
  })
  try {
    await fillAndSwap(steps, names, indexes)
  } catch (error) {
    // On PGlite the steps done so far are committed: the new table is removed, the old one was never
    // touched. (On PostgreSQL the transaction is aborted, this fails, and the rollback removes it.)
    await steps.step((tx) => tx.query(`DROP TABLE IF EXISTS ${NEXT}`)).catch(() => {})
    throw error
  }
}

async function fillAndSwap(steps: Steps, names: string, indexes: readonly IndexRow[]): Promise<void> {
  // The stored rows the stage does not replace, and the staged ones, a range of ids a step. The ranges
  // follow the stored ids; the last one is open, so staged ids past them (new products) land there.
  await inChunks(steps, TABLE, (tx, range) =>
    tx.query(
      `INSERT INTO ${NEXT} (${names})
       SELECT ${names} FROM ${TABLE} p WHERE ${range('p.id')}
         AND NOT EXISTS (SELECT 1 FROM ${STAGED_IDS} s WHERE s.id = p.id)
       UNION ALL SELECT ${names} FROM ${STAGE} WHERE ${range('id')}`,
    ),
  )
  // An index build a step (the longest steps of a day's file: docs/scale.md).
  for (const index of indexes) {
    await steps.step(async (tx) => {
      // Index builds sort; the default 64 MB makes each of them spill to disk at a million rows.
      await tx.query(`SET LOCAL maintenance_work_mem = '256MB'`)
      if (index.constraint && index.constraintDef) {
        await tx.query(
          `ALTER TABLE ${NEXT} ADD CONSTRAINT ${index.constraint}${SUFFIX} ${index.constraintDef}`,
        )
        return
      }
      const def = index.def.replace(
        /^CREATE (UNIQUE )?INDEX (\S+) ON (\S+\.)?(\S+) /,
        (_, unique: string | undefined, name: string, schema: string | undefined) =>
          `CREATE ${unique ?? ''}INDEX ${name}${SUFFIX} ON ${schema ?? ''}${NEXT} `,
      )
      if (def === index.def) throw new Error(`cannot read the definition of index ${index.name}`)
      await tx.query(def)
    })
  }
  // Statistics before the swap: the first reads after the commit must not be planned blind.
  await steps.step((tx) => tx.query(`ANALYZE ${NEXT}`))
  // The swap is one step, its statements one call: no request runs between the drop and the renames
  // and finds no products table.
  const renames = indexes.map((index) =>
    index.constraint
      ? `ALTER TABLE ${TABLE} RENAME CONSTRAINT ${index.constraint}${SUFFIX} TO ${index.constraint}`
      : `ALTER INDEX ${index.name}${SUFFIX} RENAME TO ${index.name}`,
  )
  await steps.step((tx) =>
    tx.exec([`DROP TABLE ${TABLE}`, `ALTER TABLE ${NEXT} RENAME TO ${TABLE}`, ...renames].join(';\n')),
  )
}
