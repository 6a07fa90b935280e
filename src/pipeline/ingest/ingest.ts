// `npm run ingest -- <dir>`: loads snapshot files (docs/ingest.md) file by file, each in short steps
// (a batch a step: on PGlite a transaction each, so a user's write waits for one step and commits on
// its own; on PostgreSQL one transaction a file), then recomputes the derived tables. Bad lines (unparsable, invalid, unstorable, referring to unknown
// rows) are reported and skipped, never failing the run; equal rows are not rewritten. A check run
// (`--check`) does the same work and rolls every file back.
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import * as v from 'valibot'
import { estimateSales, type ProductObservations } from '@/features/catalog/estimates/estimate'
import type { patents } from '@/features/patents/patents.schema'
import type { SqlRow } from '@/server/db/rows'
import { intArrayLiteral, parseIntArrayLiteral } from '@/server/sql/literals'
import {
  allSent,
  type CopyTarget,
  copyLines,
  type Database,
  getDatabase,
  type Queryable,
  type Steps,
  sqlLiteral,
  stepsWithin,
} from '../../server/db/client'
import { migrate } from '../../server/db/migrate'
import { GENERATED_MARK } from '../../server/db/provenance'
import { CalibrationRun } from './calibration'
import { type DeriveTiming, deriveAfterIngest } from './derive'
import { ENTITY_ORDER, type EntityName, type EntityRow, Schemas, UPSERTS, upsertSql } from './entities'
import {
  applyStage,
  createStage,
  dropStage,
  loadStageInput,
  type StageApplied,
  stageInput,
  stageSql,
} from './product-stage'
import {
  estimatedFigures,
  productRecords,
  RECORDS,
  type SalesFigures,
  type StagingRecord,
  salesFigures,
} from './records'
import { CategoryTree, REFERENCES, type Ref, References } from './references'

export const BATCH_SIZE = 2000
/** How many rejected lines are described per file; the rest are only counted. */
const MAX_REPORTED_REJECTS = 20

export type FileReport = {
  file: string
  entity: EntityName
  day: string
  read: number
  upserted: number
  unchanged: number
  rejected: number
  rejects: Array<{ line: number; reason: string }>
  /** Product rows that carried a history backfill. */
  historyRows: number
  /** How a products file's changed rows reached the table (product-stage.ts). */
  stage?: StageApplied
  ms: number
}

export type IngestReport = {
  files: FileReport[]
  totals: { read: number; upserted: number; unchanged: number; rejected: number }
  derivedMs: number
  /** The derive steps in order, each with its duration. */
  derivedSteps: DeriveTiming[]
  ms: number
}

export type IngestProgress = {
  file: string
  bytes: number
  totalBytes: number
  fileIndex: number
  fileCount: number
}

/** One rejected line, as `--rejects` writes it. */
export type RejectedLine = { file: string; line: number; reason: string; text: string }

export type IngestOptions = {
  dir: string
  db?: Database
  /** Validate everything, references included, and report as usual, but write nothing. */
  check?: boolean
  /** Lines per written batch (BATCH_SIZE); smaller batches mean shorter statements. */
  batchSize?: number
  onProgress?: (progress: IngestProgress) => void
  onFile?: (report: FileReport) => void
  /** Called as each derive step ends (a long backfill shows where it is). */
  onDeriveStep?: (step: DeriveTiming) => void
  /** Every rejected line (the report describes only the first few of each file). */
  onReject?: (rejected: RejectedLine) => void
  /** Share of the stored products a products file must change to rebuild the table (REBUILD_SHARE). */
  rebuildShare?: number
}

/** The state one run carries from file to file. */
export type RunState = {
  references: References
  /** Categories accepted in this run (a check run's tree must see them: nothing reached the database). */
  categories: Map<number, { parent: number | null; level: number }>
}

export const newRunState = (): RunState => ({ references: new References(), categories: new Map() })

export type FileOptions = {
  check?: boolean
  batchSize?: number
  run?: RunState
  onBytes?: (bytes: number) => void
  onReject?: (rejected: RejectedLine) => void
  rebuildShare?: number
}

const DAY_DIR = /^\d{4}-\d{2}-\d{2}$/

/** The snapshot files under `dir`, in load order: by day, then by entity dependency. */
export function listSnapshotFiles(dir: string): Array<{ path: string; day: string; entity: EntityName }> {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Error(`Not a folder of snapshots: ${dir}`)
  const days = readdirSync(dir)
    .filter((name) => DAY_DIR.test(name) && statSync(join(dir, name)).isDirectory())
    .sort()
  if (days.length === 0) throw new Error(`No day folders (YYYY-MM-DD) in ${dir}; see docs/ingest.md`)
  const files: Array<{ path: string; day: string; entity: EntityName }> = []
  for (const day of days) {
    for (const entity of ENTITY_ORDER) {
      const path = join(dir, day, `${entity}.jsonl`)
      if (existsSync(path)) files.push({ path, day, entity })
    }
  }
  return files
}

function describe(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0]
  if (!issue) return 'invalid row'
  const path = v.getDotPath(issue)
  const message = issue.input === undefined && issue.kind === 'schema' ? 'is missing' : issue.message
  return path ? `${path}: ${message}` : message
}

type Batch = {
  records: StagingRecord[]
  history: StagingRecord[]
  days: StagingRecord[]
  positions: StagingRecord[]
  /** A products batch's stored series the day extends (readRecent), read with its reference check. */
  recent: Map<number, Recent>
  /** prepareProducts' output: the day's product rows with their sales figures, and its series values. */
  today: { records: StagingRecord[]; days: StagingRecord[] } | null
}
const emptyBatch = (): Batch => ({
  records: [],
  history: [],
  days: [],
  positions: [],
  recent: new Map(),
  today: null,
})

// The series travel as array literals ('{1,2,NULL}'), cast by array_in: turning JSON arrays into int[]
// converted each of the ~360 numbers per product on its own, which was 16 s of the demo load's 100.
const HISTORY_BACKFILL_SQL = `WITH up AS (
  INSERT INTO product_history (product_id, start_date, price_cents, sales, sold, ranks, reviews)
  SELECT x.product_id, x.start_date, x.price_cents::int[], x.sales::int[], x.sold::int[], x.ranks::int[], x.reviews::int[]
  FROM json_to_recordset($1::text::json) AS x(product_id int, start_date date, price_cents text, sales text, sold text, ranks text, reviews text)
  ON CONFLICT (product_id) DO UPDATE SET start_date = excluded.start_date, price_cents = excluded.price_cents,
    sales = excluded.sales, sold = excluded.sold, ranks = excluded.ranks, reviews = excluded.reviews
  -- A backfill that ends before the stored series (days appended since) leaves it as it is.
  WHERE excluded.start_date + cardinality(excluded.sales) >= product_history.start_date + cardinality(product_history.sales)
    AND (product_history.start_date, product_history.price_cents, product_history.sales, product_history.sold, product_history.ranks, product_history.reviews)
    IS DISTINCT FROM (excluded.start_date, excluded.price_cents, excluded.sales, excluded.sold, excluded.ranks, excluded.reviews)
  RETURNING 1
) SELECT count(*)::int AS n FROM up`

/**
 * How many of the last days of a product's series the day's figures read: the 30 days of the month and
 * the 30 before it (its growth), which is also the counter history the estimator sees
 * (docs/estimates.md). Ranks are read for the last RANK_DAYS only: the estimator's rate looks back 21
 * days and the calibration samples 30.
 */
const RECENT_DAYS = 60
const RANK_DAYS = 30

/** The last `days` values of `series` up to the day (index n). */
const recent = (series: string, days = RECENT_DAYS) => `${series}[greatest(n - ${days - 1}, 0) + 1 : n + 1]`

/**
 * Before the day's values are written, the series they extend, only what each product's figures need:
 * an observed line its units; an estimated one its counter, ranks and reviews (the estimator's
 * inputs). Read with COPY (client.ts copyOut): the same rows through the query protocol, each series
 * parsed as an array by the driver, were 30 ms per 1,000 products on PGlite, two thirds of it moving
 * and parsing the arrays (docs/scale.md). No parameters in COPY: the ids and the day are literals.
 */
function recentSql(observed: number[], estimated: number[], day: string): string {
  const from = (ids: number[]) =>
    `(SELECT *, (${sqlLiteral(day)}::date - start_date) AS n FROM product_history WHERE product_id = ANY('${intArrayLiteral(ids)}'::int[])) h`
  return `SELECT product_id, n, ${recent('sales')}, NULL::int[], NULL::int[], NULL::int[] FROM ${from(observed)}
    UNION ALL
    SELECT product_id, n, NULL::int[], ${recent('sold')}, ${recent('ranks', RANK_DAYS)}, ${recent('reviews')} FROM ${from(estimated)}`
}

// A day's values land at that day's place in each series (appended, or rewritten when the day comes
// again). The counter's series is rebuilt by concatenation: series loaded before it existed have none
// (migration 0029), and assigning one element of a null array would start it at that index.
const HISTORY_DAY_SQL = `INSERT INTO product_history AS h (product_id, start_date, price_cents, sales, sold, ranks, reviews)
  SELECT x.id, $2::date, ARRAY[x.price_cents], ARRAY[x.sales], ARRAY[x.sold], ARRAY[x.rank], ARRAY[x.reviews]
  FROM json_to_recordset($1::text::json) AS x(id int, price_cents int, sales int, sold int, rank int, reviews int)
  ON CONFLICT (product_id) DO UPDATE SET
    price_cents[($2::date - h.start_date) + 1] = excluded.price_cents[1],
    sales[($2::date - h.start_date) + 1] = excluded.sales[1],
    sold = coalesce(h.sold[1 : $2::date - h.start_date], '{}')
      || array_fill(NULL::int, ARRAY[greatest($2::date - h.start_date - coalesce(cardinality(h.sold), 0), 0)])
      || excluded.sold || coalesce(h.sold[($2::date - h.start_date) + 2 :], '{}'),
    ranks[($2::date - h.start_date) + 1] = excluded.ranks[1],
    reviews[($2::date - h.start_date) + 1] = excluded.reviews[1]
  WHERE $2::date >= h.start_date
    AND (h.price_cents[($2::date - h.start_date) + 1], h.sales[($2::date - h.start_date) + 1],
         h.sold[($2::date - h.start_date) + 1], h.ranks[($2::date - h.start_date) + 1],
         h.reviews[($2::date - h.start_date) + 1])
      IS DISTINCT FROM (excluded.price_cents[1], excluded.sales[1], excluded.sold[1], excluded.ranks[1], excluded.reviews[1])`

// Rows equal to the stored ones are left out before the upsert: ON CONFLICT … WHERE false still locks
// (writes) each row it skips, which was 2.3 s for a day of 50,000 products whose titles did not change.
// A changed title's words (product_title_words, migration 0021) are written beside it, its postings
// (title_postings, migration 0022) lose the words it lost and gain the ones it gained, and the site's
// vocabulary counts move by them, in the same statement: a re-ingest of the same titles changes no row
// and no count.
const SEARCH_TITLES_SQL = `WITH changed AS (
    SELECT x.id, x.site_id, x.title_en, x.title_cn, product_title_words(x.site_id, x.title_en) AS words,
      coalesce(s.words, '{}') AS old_words
    FROM json_to_recordset($1::text::json) AS x(id int, site_id text, title_en text, title_cn text)
    LEFT JOIN product_search s ON s.product_id = x.id
    WHERE s.product_id IS NULL OR (s.site_id, s.title_en, s.title_cn) IS DISTINCT FROM (x.site_id, x.title_en, x.title_cn)
  ), up AS (
    INSERT INTO product_search (product_id, site_id, title_en, title_cn, words)
    SELECT id, site_id, title_en, title_cn, words FROM changed
    ON CONFLICT (product_id) DO UPDATE SET site_id = excluded.site_id, title_en = excluded.title_en,
      title_cn = excluded.title_cn, words = excluded.words
    WHERE (product_search.site_id, product_search.title_en, product_search.title_cn)
      IS DISTINCT FROM (excluded.site_id, excluded.title_en, excluded.title_cn)
  ), lost AS (
    SELECT id, w FROM changed, unnest(old_words) AS w WHERE w <> ALL(words)
  ), gained AS (
    SELECT id, w FROM changed, unnest(words) AS w WHERE w <> ALL(old_words)
  ), unposted AS (
    DELETE FROM title_postings t USING lost WHERE t.word = lost.w AND t.product_id = lost.id
  ), posted AS (
    INSERT INTO title_postings (word, product_id) SELECT w, id FROM gained ORDER BY w, id
    ON CONFLICT DO NOTHING
  ), delta AS (
    SELECT w, sum(d)::int AS d FROM (
      SELECT w, 1 AS d FROM gained UNION ALL SELECT w, -1 FROM lost
    ) t GROUP BY w HAVING sum(d) <> 0
  )
  INSERT INTO title_words AS t (word, products) SELECT w, d FROM delta
  ON CONFLICT (word) DO UPDATE SET products = t.products + excluded.products`

const SERIES = ['price_cents', 'sales', 'sold', 'ranks', 'reviews'] as const
function historyLiterals(record: StagingRecord): StagingRecord {
  const out: StagingRecord = { ...record }
  for (const key of SERIES) {
    const values = record[key]
    if (Array.isArray(values)) out[key] = intArrayLiteral(values)
  }
  return out
}

type Series = Array<number | null>
/** A product's stored series up to the day (index n), each its last days (recentSql): null if unread. */
type Recent = {
  n: number
  sales: Series | null
  sold: Series | null
  ranks: Series | null
  reviews: Series | null
}

async function readRecent(tx: Queryable, observed: number[], estimated: number[], day: string) {
  const stored = new Map<number, Recent>()
  if (observed.length + estimated.length === 0) return stored
  for (const line of copyLines(await tx.copyOut(recentSql(observed, estimated, day)))) {
    const [id, n, sales, sold, ranks, reviews] = line.split('\t')
    // A day before the stored series starts is not written (HISTORY_DAY_SQL): no history to extend.
    if (Number(n) < 0) continue
    stored.set(Number(id), {
      n: Number(n),
      sales: parseIntArrayLiteral(sales ?? '\\N'),
      sold: parseIntArrayLiteral(sold ?? '\\N'),
      ranks: parseIntArrayLiteral(ranks ?? '\\N'),
      reviews: parseIntArrayLiteral(reviews ?? '\\N'),
    })
  }
  return stored
}

/** The products whose day values a batch writes (those with a counter), by how their figures are made. */
function dayIds(days: readonly StagingRecord[]): { observed: number[]; estimated: number[] } {
  const observed: number[] = []
  const estimated: number[] = []
  for (const d of days)
    if ('sold' in d) (typeof d.observed === 'number' ? observed : estimated).push(Number(d.id))
  return { observed, estimated }
}

/**
 * A series of `length` days ending with the day's `value`: the stored `values` put at their days
 * (`values[0]` is day `offset` of the series; a stored value for the day itself is replaced), the days
 * not stored null.
 */
function withDay<T>(
  values: ReadonlyArray<T | null> | null,
  offset: number,
  length: number,
  value: T | null,
): Array<T | null> {
  const out = new Array<T | null>(length).fill(null)
  if (values)
    for (let i = 0; i < values.length && offset + i < length - 1; i++) out[offset + i] = values[i] ?? null
  out[length - 1] = value
  return out
}

/** A backfill's counter series are calibration samples too (its own estimates used the default). */
function collectBackfill(calibration: CalibrationRun, h: StagingRecord): void {
  const series = (key: string): Series => (Array.isArray(h[key]) ? (h[key] as Series) : [])
  const sold = series('sold')
  if (sold.length === 0) return
  const observations: ProductObservations = {
    sold,
    reviews: series('reviews'),
    ranks: series('ranks'),
    sales: [],
  }
  calibration.collect(String(h.site_id), observations, sold.length - 1)
}

/**
 * A day's product rows with their sales figures, and the day's series values with the units the
 * series keeps: the observed day sales when the line has them (figures summed from the series as
 * before), else the estimator's (docs/estimates.md) from the stored counter, reviews and ranks with
 * the day's put in place (`stored`: readRecent's rows for the batch). A product first seen today has
 * too little history: 'insufficient'.
 */
function dayFigures(
  records: StagingRecord[],
  days: StagingRecord[],
  stored: Map<number, Recent>,
  calibration: CalibrationRun,
): { records: StagingRecord[]; days: StagingRecord[] } {
  const figures = new Map<number, SalesFigures>()
  const written = days.map((d) => {
    const id = Number(d.id)
    const series = stored.get(id)
    const length = series ? Math.min(series.n + 1, RECENT_DAYS) : 1
    // The ranks read start later than the other series (RANK_DAYS).
    const ranksFrom = series ? length - Math.min(series.n + 1, RANK_DAYS) : 0
    const observed = typeof d.observed === 'number' ? d.observed : null
    const sold = typeof d.sold === 'number' ? d.sold : null
    let result: SalesFigures
    let units: number | null
    if (observed !== null) {
      result = salesFigures(withDay(series?.sales ?? null, 0, length, observed), length - 1)
      units = observed
    } else {
      const observations: ProductObservations = {
        sold: withDay(series?.sold ?? null, 0, length, sold),
        reviews: withDay(
          series?.reviews ?? null,
          0,
          length,
          typeof d.reviews === 'number' ? d.reviews : null,
        ),
        ranks: withDay(series?.ranks ?? null, ranksFrom, length, typeof d.rank === 'number' ? d.rank : null),
        sales: new Array<null>(length).fill(null),
        // Only today's stock state is known here (the series keep no status): a product sold out today
        // sells nothing today, whatever the counter's slope says.
        soldOut: withDay<boolean>(null, 0, length, d.sold_out === true ? true : null),
      }
      const site = String(d.site_id)
      result = estimatedFigures(estimateSales(observations, length - 1, calibration.for(site)))
      calibration.collect(site, observations, length - 1)
      units = result.sales_basis === 'insufficient' ? null : result.day_sales
    }
    figures.set(id, result)
    return { id, price_cents: d.price_cents, sales: units, sold, rank: d.rank, reviews: d.reviews }
  })
  return {
    records: records.map((record) => {
      const result = figures.get(Number(record.id))
      return result ? { ...record, ...result } : { ...record, ...salesFigures([0], 0) }
    }),
    days: written,
  }
}

const CATEGORY_PATHS_SQL = `WITH RECURSIVE t AS (
  SELECT id, ARRAY[id] AS path FROM categories WHERE parent_id IS NULL
  UNION ALL
  SELECT c.id, t.path || c.id FROM categories c JOIN t ON c.parent_id = t.id WHERE array_length(t.path, 1) < 8
)
UPDATE categories SET path = t.path FROM t WHERE categories.id = t.id AND categories.path IS DISTINCT FROM t.path`

const TOP_CATEGORY_SQL = `UPDATE products p SET top_category_id = c.path[1]
FROM categories c WHERE c.id = p.category_id AND p.top_category_id IS DISTINCT FROM c.path[1]`

const STAGE_BACKFILL_INPUT = stageInput(UPSERTS.products_backfill, 'backfill')
const STAGE_DAY_INPUT = stageInput(UPSERTS.products, 'day')
const STAGE_BACKFILL_SQL = stageSql(UPSERTS.products_backfill, STAGE_BACKFILL_INPUT)
const STAGE_DAY_SQL = stageSql(UPSERTS.products, STAGE_DAY_INPUT)

/**
 * A products batch's sales figures (dayFigures), computed between its read and its write, outside
 * either step: the database meanwhile runs another batch's step (ingestFile's pipeline).
 */
function prepareProducts(batch: Batch, calibration: CalibrationRun): void {
  for (const h of batch.history) collectBackfill(calibration, h)
  batch.today = dayFigures(
    batch.records.filter((r) => !('week_sales' in r)),
    batch.days.filter((d) => 'sold' in d),
    batch.recent,
    calibration,
  )
}

async function writeBatch(tx: Queryable, entity: EntityName, day: string, batch: Batch): Promise<number> {
  let upserted = 0
  if (entity === 'products') {
    // The batch's statements are sent together, in order, rather than each after the answer to the one
    // before (client.ts, Queryable): an answer is taken on this thread, which the next batches' lines and
    // estimates keep busy, and PGlite's worker sat idle meanwhile (a CPU profile of the day at a million
    // products found it idle a third of the products file). The first failure is the one reported; the
    // statements after it fail with it (allSent waits for all of them), as they did not run before.
    const sent: Array<Promise<unknown>> = []
    if (batch.history.length)
      sent.push(tx.query(HISTORY_BACKFILL_SQL, [JSON.stringify(batch.history.map(historyLiterals))]))
    const backfill = batch.records.filter((r) => 'week_sales' in r)
    const daily = batch.today?.records ?? []
    const days = batch.today?.days ?? []
    if (days.length) sent.push(tx.query(HISTORY_DAY_SQL, [JSON.stringify(days), day]))
    const retitled = new Set<number>()
    const stage = (sql: string, input: CopyTarget, records: StagingRecord[]) => {
      sent.push(loadStageInput(tx, input, records))
      sent.push(
        tx.query<{ upserted: number; retitled: number[] }>(sql).then(([row]) => {
          upserted += row?.upserted ?? 0
          for (const id of row?.retitled ?? []) retitled.add(id)
        }),
      )
    }
    if (backfill.length) stage(STAGE_BACKFILL_SQL, STAGE_BACKFILL_INPUT, backfill)
    if (daily.length) stage(STAGE_DAY_SQL, STAGE_DAY_INPUT, daily)
    await allSent(sent)
    // Only the products that are new or whose titles changed (stageSql), and only the four fields the
    // statement reads: the whole records were twice the JSON to build and parse.
    const titles = batch.records
      .filter((r) => retitled.has(Number(r.id)))
      .map(({ id, site_id, title_en, title_cn }) => ({ id, site_id, title_en, title_cn }))
    if (titles.length) await tx.query(SEARCH_TITLES_SQL, [JSON.stringify(titles)])
    return upserted
  }
  const [row] = await tx.query<{ upserted: number }>(upsertSql(UPSERTS[entity]), [
    JSON.stringify(batch.records),
  ])
  upserted += row?.upserted ?? 0
  if (entity === 'keywords') {
    const ids = batch.records.map((r) => r.id)
    // Positions are replaced as a whole; only the keyword row decides "unchanged".
    await tx.query('DELETE FROM keyword_products WHERE keyword_id = ANY($1::int[])', [ids])
    if (batch.positions.length) {
      await tx.query(
        `INSERT INTO keyword_products (keyword_id, product_id, position)
         SELECT x.keyword_id, x.product_id, min(x.position) FROM json_to_recordset($1::text::json) AS x(keyword_id int, product_id int, position int)
         GROUP BY x.keyword_id, x.product_id`,
        [JSON.stringify(batch.positions)],
      )
    }
  }
  return upserted
}

type Parsed =
  | {
      ok: true
      record: StagingRecord
      history?: StagingRecord
      day?: StagingRecord
      positions?: StagingRecord[]
      refs: Ref[]
    }
  | { ok: false; reason: string }

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * Why a value cannot be stored, naming its field, or null. PostgreSQL text cannot hold NUL, and its
 * json parser refuses a lone surrogate: either used to fail the whole file at the database (after the
 * batch was sent), with a message naming no line.
 */
export function unstorable(value: unknown, path = ''): string | null {
  if (typeof value === 'string') {
    const at = path || 'value'
    if (value.includes('\u0000'))
      return `${at}: contains a NUL character (\\u0000), which a database text cannot hold`
    const lone = LONE_SURROGATE.exec(value)
    if (lone)
      return `${at}: contains a lone surrogate (\\u${(lone[0].codePointAt(0) ?? 0).toString(16)}), which is not Unicode text`
    return null
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const reason = unstorable(item, path ? `${path}.${i}` : String(i))
      if (reason) return reason
    }
    return null
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const reason = unstorable(item, path ? `${path}.${key}` : key)
      if (reason) return reason
    }
  }
  return null
}

function refsOf<E extends EntityName>(entity: E, row: EntityRow<E>): Ref[] {
  const find: ((row: EntityRow<E>) => Ref[]) | undefined = REFERENCES[entity]
  return find ? find(row) : []
}

function simple<E extends Exclude<EntityName, 'products'>>(entity: E) {
  const schema: (typeof Schemas)[E] = Schemas[entity]
  const toRecord: (typeof RECORDS)[E] = RECORDS[entity]
  return (json: unknown, day: string): Parsed => {
    const result = v.safeParse(schema, json)
    return result.success
      ? { ok: true, record: toRecord(result.output, day), refs: refsOf(entity, result.output) }
      : { ok: false, reason: describe(result.issues) }
  }
}

/** Validates one line's JSON and turns it into the records to write. */
const PARSERS: Record<EntityName, (json: unknown, day: string) => Parsed> = {
  sites: simple('sites'),
  exchange_rates: simple('exchange_rates'),
  categories: simple('categories'),
  stores: simple('stores'),
  ads: simple('ads'),
  ad_country_daily: simple('ad_country_daily'),
  suppliers: simple('suppliers'),
  trademarks: simple('trademarks'),
  patents: simple('patents'),
  keywords: (json, day) => {
    const result = v.safeParse(Schemas.keywords, json)
    if (!result.success) return { ok: false, reason: describe(result.issues) }
    const keyword = result.output
    return {
      ok: true,
      record: RECORDS.keywords(keyword, day),
      refs: refsOf('keywords', keyword),
      positions: keyword.products.map((p) => ({
        keyword_id: keyword.id,
        product_id: p.product_id,
        position: p.position,
      })),
    }
  },
  products: (json, day) => {
    const result = v.safeParse(Schemas.products, json)
    if (!result.success) return { ok: false, reason: describe(result.issues) }
    const product = productRecords(result.output, day)
    return {
      ok: true,
      record: product.product,
      history: product.history ?? undefined,
      day: product.day,
      refs: refsOf('products', result.output),
    }
  },
}

function keyOf(entity: EntityName, record: StagingRecord): string {
  const spec = entity === 'products' ? UPSERTS.products : UPSERTS[entity]
  return spec.key.map((k) => String(record[k])).join('|')
}

/** Patent lines whose number a different stored patent holds (the column is unique), by batch index. */
async function takenPatentNumbers(tx: Queryable, lines: readonly Accepted[]): Promise<Map<number, string>> {
  const taken = new Map<number, string>()
  const stored = await tx.query<Pick<SqlRow<typeof patents>, 'id' | 'number'>>(
    'SELECT id, number FROM patents WHERE number = ANY($1::text[])',
    [lines.map((l) => String(l.record.number))],
  )
  const holder = new Map(stored.map((row) => [row.number, row.id]))
  lines.forEach((l, index) => {
    const id = holder.get(String(l.record.number))
    if (id !== undefined && id !== Number(l.record.id))
      taken.set(index, `number: ${String(l.record.number)} belongs to patent ${id}`)
  })
  return taken
}

/** Thrown at the end of a check run's file so its transaction rolls back. */
class DryRun extends Error {}

type Accepted = Extract<Parsed, { ok: true }> & { line: number; text: string }

export async function ingestFile(
  db: Database,
  file: { path: string; day: string; entity: EntityName },
  options: FileOptions = {},
): Promise<FileReport> {
  const started = performance.now()
  const run = options.run ?? newRunState()
  const report: FileReport = {
    file: file.path,
    entity: file.entity,
    day: file.day,
    read: 0,
    upserted: 0,
    unchanged: 0,
    rejected: 0,
    rejects: [],
    historyRows: 0,
    ms: 0,
  }
  const reject = (line: number, reason: string, text: string) => {
    report.rejected++
    if (report.rejects.length < MAX_REPORTED_REJECTS) report.rejects.push({ line, reason })
    options.onReject?.({ file: file.path, line, reason, text })
  }
  const parse = PARSERS[file.entity]
  const seen = new Map<string, number>()
  const numbers = new Map<string, number>()
  const stageInputs = [STAGE_BACKFILL_INPUT, STAGE_DAY_INPUT]
  const calibration = new CalibrationRun()
  const work = async (steps: Steps) => {
    const tree = file.entity === 'categories' ? new CategoryTree() : null
    if (tree) await steps.step((tx) => tree.load(tx, run.categories))
    // Product rows are staged batch by batch and reach the table at the end (product-stage.ts).
    if (file.entity === 'products')
      await steps.step(async (tx) => {
        await createStage(tx, stageInputs)
        await calibration.load(tx)
      })
    const stream = createReadStream(file.path, { encoding: 'utf8' })
    let bytes = 0
    stream.on('data', (chunk) => {
      bytes += Buffer.byteLength(chunk)
      options.onBytes?.(bytes)
    })
    const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY })
    let pending: Accepted[] = []
    // Batches in flight, oldest first: each one's reference check (with, for products, the read of the
    // series its day extends) is queued as soon as its lines are read and validated; its figures are
    // computed here when that returns, and its write queued after. Here the next lines are read and
    // the figures computed while the database runs the steps queued before: neither side waits for
    // the other's turn (docs/scale.md). A products batch's check depends on no earlier batch of its
    // file (its references are to other files' rows, its series are its own products'), so two run
    // ahead; any other file's lines may refer to the previous batch's (a category to its parent): its
    // check waits for the batch before to be written, as it always has.
    const inFlight: Array<Promise<number>> = []
    const ahead = file.entity === 'products' ? 2 : 1
    const settle = async () => {
      const oldest = inFlight.shift()
      if (oldest) report.upserted += await oldest
    }
    const flush = async (lines: Accepted[]) => {
      while (inFlight.length >= ahead) await settle()
      const checked = steps.step(async (tx) => {
        // References are resolved per batch: one lookup per referenced entity, not one per line.
        const found = await run.references.check(
          tx,
          lines.map((l) => l.refs),
        )
        if (file.entity === 'patents')
          for (const [index, reason] of await takenPatentNumbers(tx, lines)) found.set(index, reason)
        const ids = file.entity === 'products' ? dayIds(lines.flatMap((l) => (l.day ? [l.day] : []))) : null
        const recent = ids ? await readRecent(tx, ids.observed, ids.estimated, file.day) : new Map()
        return { found, recent }
      })
      const previous = inFlight.at(-1)
      const written = checked.then(async ({ found, recent }) => {
        const batch = emptyBatch()
        batch.recent = recent
        for (const [index, parsed] of lines.entries()) {
          const failure = found.get(index)
          if (failure) {
            reject(parsed.line, failure, parsed.text)
            continue
          }
          run.references.accept(file.entity, parsed.record)
          batch.records.push(parsed.record)
          if (parsed.history) {
            batch.history.push(parsed.history)
            report.historyRows++
          }
          if (parsed.day) batch.days.push(parsed.day)
          if (parsed.positions) batch.positions.push(...parsed.positions)
        }
        if (batch.records.length === 0) {
          if (previous) await previous
          return 0
        }
        if (file.entity === 'products') prepareProducts(batch, calibration)
        // Written only once the batch before is: a failed batch stops the file there, as in turn.
        if (previous) await previous
        // A batch's writes are one step: they commit together, and a user's write waits for one batch.
        return steps.step((tx) => writeBatch(tx, file.entity, file.day, batch))
      })
      // Awaited in turn (settle); a failure until then must not count as unhandled.
      written.catch(() => {})
      inFlight.push(written)
    }
    let lineNo = 0
    for await (const line of lines) {
      lineNo++
      if (line.trim() === '') continue
      report.read++
      let json: unknown
      try {
        json = JSON.parse(line)
      } catch {
        reject(lineNo, 'not valid JSON', line)
        continue
      }
      const parsed = parse(json, file.day)
      if (!parsed.ok) {
        reject(lineNo, parsed.reason, line)
        continue
      }
      const { record } = parsed
      // Only a line with a \u escape can hold a NUL or a lone surrogate: JSON cannot carry a raw NUL
      // inside a string, a file read as UTF-8 cannot carry a lone surrogate (bad bytes decode to U+FFFD),
      // and the records keep the line's strings whole. The walk is skipped for the rest (about 2 s of a
      // million-product day; tests/integration/data/ingest-trust.test.ts sends both through an escape).
      const bad = line.includes('\\u') ? unstorable(record) : null
      if (bad) {
        reject(lineNo, bad, line)
        continue
      }
      const key = keyOf(file.entity, record)
      const first = seen.get(key)
      if (first !== undefined) {
        reject(lineNo, `duplicate key ${key}, already on line ${first}`, line)
        continue
      }
      seen.set(key, lineNo)
      if (file.entity === 'patents') {
        // A patent number is unique: a second line with it would fail the whole file at the database.
        const number = String(record.number)
        const other = numbers.get(number)
        if (other !== undefined) {
          reject(lineNo, `number: ${number} is already on line ${other}`, line)
          continue
        }
        numbers.set(number, lineNo)
      }
      if (tree) {
        const id = Number(record.id)
        const parent = record.parent_id == null ? null : Number(record.parent_id)
        const level = Number(record.level)
        const reason = tree.check(id, parent, level)
        if (reason) {
          reject(lineNo, reason, line)
          continue
        }
        tree.accept(id, parent, level)
        run.categories.set(id, { parent, level })
      }
      pending.push({ ...parsed, line: lineNo, text: line })
      if (pending.length >= (options.batchSize ?? BATCH_SIZE)) {
        await flush(pending)
        pending = []
      }
    }
    if (pending.length) await flush(pending)
    while (inFlight.length) await settle()
    if (file.entity === 'products') {
      // The file's samples fit each site's calibration for the next file's estimates.
      await steps.step((tx) => calibration.save(tx, file.day))
      if (!options.check) report.stage = await applyStage(steps, report.upserted, options.rebuildShare)
      await steps.step((tx) => dropStage(tx, stageInputs))
    }
    if (tree)
      await steps.step(async (tx) => {
        await tx.query(CATEGORY_PATHS_SQL)
        // A moved category takes its products to another top-level category.
        if (tree.moved) await tx.query(TOP_CATEGORY_SQL)
      })
    if (options.check) throw new DryRun()
  }
  try {
    // A check run is one transaction, rolled back at its end (in the server it holds the connection for
    // the file's length; what others write meanwhile waits for it and commits on its own). A real run
    // goes in steps (client.ts inSteps; docs/ingest.md, "Ingest while the server runs").
    if (options.check) await db.transaction((tx) => work(stepsWithin(tx)))
    else
      await db.inSteps(async (steps) => {
        try {
          await work(steps)
        } catch (error) {
          // On PGlite the stage outlives a failed file's steps (a temporary table of the connection):
          // dropped here (on PostgreSQL the transaction is aborted, this fails, the rollback drops it).
          if (file.entity === 'products') await steps.step((tx) => dropStage(tx, stageInputs)).catch(() => {})
          throw error
        }
      })
  } catch (error) {
    if (!(error instanceof DryRun)) throw error
  }
  report.unchanged = report.read - report.rejected - report.upserted
  // Reference failures are found per batch, after the batch's other rejects: report in line order.
  report.rejects.sort((a, b) => a.line - b.line)
  report.ms = Math.round(performance.now() - started)
  return report
}

export async function runIngest(options: IngestOptions): Promise<IngestReport> {
  const started = performance.now()
  const db = options.db ?? (await getDatabase())
  await migrate(db)
  const files = listSnapshotFiles(options.dir)
  const reports: FileReport[] = []
  const run = newRunState()
  for (const [index, file] of files.entries()) {
    const totalBytes = statSync(file.path).size
    const report = await ingestFile(db, file, {
      check: options.check,
      batchSize: options.batchSize,
      run,
      onReject: options.onReject,
      rebuildShare: options.rebuildShare,
      onBytes: (bytes) =>
        options.onProgress?.({
          file: file.path,
          bytes,
          totalBytes,
          fileIndex: index,
          fileCount: files.length,
        }),
    })
    reports.push(report)
    options.onFile?.(report)
  }
  const derivedStarted = performance.now()
  const derivedSteps = options.check
    ? []
    : await deriveAfterIngest(
        db,
        {
          days: [...new Set(reports.filter((r) => r.entity === 'products').map((r) => r.day))],
          backfilled: reports.some((r) => r.historyRows > 0),
          entities: reports.map((r) => ({ entity: r.entity, day: r.day })),
          generated: existsSync(join(options.dir, GENERATED_MARK)),
        },
        options.onDeriveStep,
      )
  const totals = { read: 0, upserted: 0, unchanged: 0, rejected: 0 }
  for (const r of reports) {
    totals.read += r.read
    totals.upserted += r.upserted
    totals.unchanged += r.unchanged
    totals.rejected += r.rejected
  }
  return {
    files: reports,
    totals,
    derivedMs: Math.round(performance.now() - derivedStarted),
    derivedSteps,
    ms: Math.round(performance.now() - started),
  }
}
