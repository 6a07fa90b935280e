// A domain's part of the derive that follows an ingest (docs/architecture.md, "Derive"). Each domain
// declares its steps in its `<domain>.derive.ts`; the composition file lists the domains in the order
// their writes depend on; the pipeline runs them, feeding every rollup from one pass over the products
// (product-pass.ts), and knows none of them.
import type { Database, Queryable } from '@/server/db/client'
import type { Rollup } from './product-pass'

/** What one ingest run loaded, as each step sees it. */
export type DeriveRun = {
  /** The entities the run loaded (sites, categories, stores, products, keywords, ads, trademarks…). */
  loaded: ReadonlySet<string>
  /** The days whose per-day lists and rollups to rebuild: the loaded product days, and before a
   *  history backfill, the days it covers. */
  days: readonly string[]
}

export type DeriveStep = {
  /** Its name in the ingest report (where a day's time goes). */
  name: string
  /** It runs when the run loaded one of these entities. */
  after: readonly string[]
  /** A rollup the one product pass feeds, made before the pass. Its own `write` runs first among the
   *  step's writes; null means nothing to roll up this run, and the step writes nothing. */
  rollup?: (db: Queryable, run: DeriveRun) => Promise<Rollup | null>
  /** Writes after the pass (after the rollup's own). */
  write?: (db: Database, run: DeriveRun) => Promise<unknown>
}

export type DomainDerive = {
  steps: readonly DeriveStep[]
  /** Tables rewritten wholesale by the ingest, vacuumed after every load: their index-only reads need
   *  the pages all-visible, and PGlite has no autovacuum. */
  vacuum?: readonly string[]
  /** Tables whose statistics plan the domain's reads, analyzed after every load. */
  analyze?: readonly string[]
}
