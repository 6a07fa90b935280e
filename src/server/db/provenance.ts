// Where the data came from: the generator (`npm run seed`, demo data) or an operator's snapshots. The
// generator leaves GENERATED_MARK in its snapshot folder; the ingest records, per entity it loads,
// whether the run's folder carried it (freshness.generated), so a real snapshot clears the mark for
// what it replaced. Pages' "data as of" lines and CSV exports say so when a dataset is generated.
import type { Queryable } from './client'

/** The file the generator writes at the root of its snapshot folder. */
export const GENERATED_MARK = 'GENERATED.json'

/** The datasets a page or export shows, and the entity whose latest load decides each one's origin. */
export const DATASET_ENTITY = { catalogue: 'products', trademarks: 'trademarks', patents: 'patents' } as const
export type Dataset = keyof typeof DATASET_ENTITY

/** Per dataset: true when its latest load came from the generator. */
export type Provenance = Record<Dataset, boolean>

export async function readProvenance(db: Queryable): Promise<Provenance> {
  const rows = await db.query<{ entity: string; generated: boolean }>(
    'SELECT entity, generated FROM freshness WHERE entity = ANY($1::text[])',
    [Object.values(DATASET_ENTITY)],
  )
  const generated = new Set(rows.filter((row) => row.generated).map((row) => row.entity))
  return {
    catalogue: generated.has(DATASET_ENTITY.catalogue),
    trademarks: generated.has(DATASET_ENTITY.trademarks),
    patents: generated.has(DATASET_ENTITY.patents),
  }
}

/**
 * Records an import of real records (the USPTO and PatentsView files of `npm run import:ip`): the
 * dataset is no longer demo data. The ingest records its own loads (pipeline/ingest/derive.ts).
 */
export async function recordImported(db: Queryable, entity: 'trademarks' | 'patents'): Promise<void> {
  // The entity is one of two literal table names, never input.
  await db.query(
    `INSERT INTO freshness (entity, last_date, ingested_at, row_count, generated)
     VALUES ($1, NULL, now(), (SELECT count(*) FROM ${entity}), false)
     ON CONFLICT (entity) DO UPDATE SET ingested_at = excluded.ingested_at,
       row_count = excluded.row_count, generated = false`,
    [entity],
  )
}
