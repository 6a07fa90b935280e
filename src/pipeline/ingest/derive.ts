// Derived tables, recomputed after the files of an ingest run: freshness here, then every domain's
// registered steps (rank lists, store and category rollups, keyword supply, IP keys, ad rollups...) in the
// order the composition file lists the domains. Request paths read these instead of aggregating products.
// The rollups come from one streaming pass over the products and the needed slice of their series
// (server/derive/product-pass.ts): each product is read once for all of them, instead of one table scan
// per day and table.

import { dayNumber, dayText } from '@/lib/days'
import { DERIVE_DOMAINS } from '@/marketplace'
import type { Database, Queryable } from '@/server/db/client'
import { productPass, type Rollup } from '@/server/derive/product-pass'
import type { DeriveRun, DomainDerive } from '@/server/derive/step'
import { ENTITY_ORDER, type EntityName } from './entities'

/** Days of rank lists and daily rollups rebuilt after a history backfill. */
export const BACKFILL_DERIVED_DAYS = 14

/** The days whose lists and rollups to rebuild: the loaded product days, and before a backfill, the days it covers. */
export async function daysToDerive(
  db: Queryable,
  productDays: readonly string[],
  backfilled: boolean,
): Promise<string[]> {
  if (productDays.length === 0) return []
  const sorted = [...new Set(productDays)].sort()
  if (!backfilled) return sorted
  const first = sorted[0] ?? ''
  const [row] = await db.query<{ start: string | null }>(
    `SELECT to_char(min(start_date), 'YYYY-MM-DD') AS start FROM product_history`,
  )
  const earliest = row?.start ?? first
  const days = new Set(sorted)
  for (let i = 1; i < BACKFILL_DERIVED_DAYS; i++) {
    const day = dayText(dayNumber(first) - i)
    if (day < earliest) break
    days.add(day)
  }
  return [...days].sort()
}

const TABLE_OF: Record<EntityName, string> = {
  sites: 'sites',
  exchange_rates: 'exchange_rates',
  categories: 'categories',
  stores: 'stores',
  products: 'products',
  keywords: 'keywords',
  ads: 'ads',
  ad_country_daily: 'ad_country_daily',
  suppliers: 'suppliers',
  trademarks: 'trademarks',
  patents: 'patents',
}

/** One derive step's name and duration, for the ingest report (where a day's time goes). */
export type DeriveTiming = { step: string; ms: number }

export async function deriveAfterIngest(
  db: Database,
  input: {
    days: readonly string[]
    backfilled: boolean
    entities: ReadonlyArray<{ entity: EntityName; day: string }>
    /** The run read the generator's folder: its entities are demo data (server/db/provenance.ts). */
    generated?: boolean
  },
  onStep?: (step: DeriveTiming) => void,
  domains: readonly DomainDerive[] = DERIVE_DOMAINS,
): Promise<DeriveTiming[]> {
  const steps: DeriveTiming[] = []
  const timed = async (step: string, work: () => Promise<unknown>) => {
    const started = performance.now()
    await work()
    const done = { step, ms: Math.round(performance.now() - started) }
    steps.push(done)
    onStep?.(done)
  }
  const loaded = new Set<string>(input.entities.map((e) => e.entity))
  // First: the store, category and keyword rollups read the products' last day from it.
  await timed('freshness', async () => {
    for (const entity of ENTITY_ORDER) {
      if (!loaded.has(entity)) continue
      const lastDay = input.entities
        .filter((e) => e.entity === entity)
        .map((e) => e.day)
        .sort()
        .at(-1)
      await db.query(
        `INSERT INTO freshness (entity, last_date, ingested_at, row_count, generated)
         VALUES ($1, $2::date, now(), (SELECT count(*) FROM ${TABLE_OF[entity]}), $3)
         ON CONFLICT (entity) DO UPDATE SET last_date = greatest(freshness.last_date, excluded.last_date),
           ingested_at = excluded.ingested_at, row_count = excluded.row_count, generated = excluded.generated`,
        [entity, lastDay ?? null, input.generated ?? false],
      )
    }
  })
  const run: DeriveRun = { loaded, days: await daysToDerive(db, input.days, input.backfilled) }
  const due = domains
    .flatMap((d) => d.steps)
    .filter((step) => step.after.some((entity) => loaded.has(entity)))
  // Each due step's rollup, made before the one pass; a step whose rollup is null has nothing to do.
  const rollups = new Map<(typeof due)[number], Rollup | null>()
  for (const step of due) if (step.rollup) rollups.set(step, await step.rollup(db, run))
  // One read of the products and their series for every rollup (product-pass.ts).
  await timed('product pass', () => productPass(db, [...rollups.values()]))
  for (const step of due) {
    const rollup = rollups.get(step)
    if (rollup === null) continue
    await timed(step.name, async () => {
      await rollup?.write(db)
      await step.write?.(db, run)
    })
  }
  await timed('planner statistics', () => refreshPlannerStatistics(db, domains))
  return steps
}

/**
 * Statistics and the visibility map after a load. PGlite has no autovacuum, so without this the planner
 * guessed 447 rows for a site with 20,000 and scanned the heap; PostgreSQL's autovacuum would get there
 * later, this gets there now. VACUUM marks the products pages all-visible, which lets a capped count
 * walk the index alone; ANALYZE samples the tables reads filter on (seconds even at a million products).
 */
export async function refreshPlannerStatistics(
  db: Database,
  domains: readonly DomainDerive[] = DERIVE_DOMAINS,
): Promise<void> {
  // One statement per step and table: on PGlite's one connection a server's requests wait for each
  // statement, and the combined ones took 1.5 s each at the demo scale; split, none is that long.
  // A vacuum of a table with nothing dead skips its pages.
  for (const table of domains.flatMap((d) => d.vacuum ?? [])) await db.exec(`VACUUM ${table}`)
  for (const table of domains.flatMap((d) => d.analyze ?? [])) await db.exec(`ANALYZE ${table}`)
}
