// The total of a product list: known from a short page, read from the per-list rollup written at
// ingest, counted up to a cap, or estimated by the planner when counting would be slow.
import * as v from 'valibot'
import { narrowsPreset } from '@/lib/fields'
import { type Database, inlineParams, type Queryable, sqlLiteral } from '@/server/db/client'
import { Params } from '@/server/sql/fields'
import { type BuiltList, buildListFilter, categoryPaths, forgetLookups } from './product-query.server'
import {
  PRODUCT_FILTERS,
  PRODUCT_LISTS,
  type ProductListQuery,
  ProductListQuerySchema,
  SITE_IDS,
  TOTAL_CAP,
} from './products.shared'

export type ListTotal = { value: number; capped: boolean; estimated: boolean }

/**
 * The planner's cost of a capped count above which the total is estimated instead of counted.
 * Counting walks up to 10,001 matches; through an index alone that is a few milliseconds, but with a
 * title keyword or filters outside the index it visits the table row by row (30 to 200 ms at a
 * million products on PGlite). Cost units are the planner's (one is about one sequential page read);
 * the index-only count of 10,001 rows of one site costs about 400.
 */
const COUNT_COST_BUDGET = 1_500

type PlanNode = { 'Plan Rows': number; 'Total Cost': number; Plans?: PlanNode[] }

/** The planner's estimate of a count statement: its cost, and the matches under its LIMIT. */
async function estimateCount(
  db: Queryable,
  text: string,
  params: unknown[],
): Promise<{ cost: number; rows: number }> {
  const [row] = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${text}`, params)
  const raw = row?.['QUERY PLAN']
  const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>
  const aggregate = top?.Plan
  // Aggregate → Limit → the scan: the scan's rows are the matches before the cap.
  const scan = aggregate?.Plans?.[0]?.Plans?.[0]
  return { cost: aggregate?.['Total Cost'] ?? 0, rows: Math.round(scan?.['Plan Rows'] ?? 0) }
}

/**
 * The total of a list: counted exactly up to TOTAL_CAP when that is cheap, else the planner's estimate
 * (flagged, shown as "about N", or "10,000+" when it is beyond the cap). No request counts a whole
 * table: the count reads at most TOTAL_CAP + 1 matches, and only when the planner says that is cheap.
 */
export async function countTotal(
  db: Queryable,
  built: BuiltList,
  costBudget = COUNT_COST_BUDGET,
): Promise<ListTotal> {
  const params = new Params()
  params.values.push(...built.params.values)
  const text = `SELECT count(*)::int AS n FROM (SELECT 1 FROM products p WHERE ${built.where.join(' AND ')} LIMIT ${params.add(TOTAL_CAP + 1)}) t`
  const estimate = await estimateCount(db, text, params.values)
  if (estimate.cost > costBudget) {
    return estimate.rows > TOTAL_CAP
      ? { value: TOTAL_CAP, capped: true, estimated: true }
      : { value: Math.max(1, estimate.rows), estimated: true, capped: false }
  }
  const [row] = await db.query<{ n: number }>(text, params.values)
  const n = row?.n ?? 0
  return n > TOTAL_CAP
    ? { value: TOTAL_CAP, capped: true, estimated: false }
    : { value: n, capped: false, estimated: false }
}

/** A preset list's exact size from product_list_totals; null when the rollup has nothing for the site. */
async function presetTotal(db: Queryable, query: ProductListQuery): Promise<ListTotal | null> {
  const params: unknown[] = [query.site, query.list ?? 'all']
  let categories = ''
  if (query.category !== undefined) {
    const categoryId = query.category
    const subtree = (await categoryPaths(db)).filter((c) => c.path.includes(categoryId)).map((c) => c.id)
    params.push(subtree)
    categories = ' AND category_id = ANY($3::int[])'
  }
  const [row] = await db.query<{ n: number; computed: boolean }>(
    `SELECT coalesce(sum(products), 0)::int AS n,
       EXISTS (SELECT 1 FROM product_list_totals WHERE site_id = $1 AND list = 'all') AS computed
     FROM product_list_totals WHERE site_id = $1 AND list = $2${categories}`,
    params,
  )
  return row?.computed ? { value: row.n, capped: false, estimated: false } : null
}

/**
 * Rewrites product_list_totals from the products table: per site, one grouped read counting every list
 * with its own filter (the same WHERE the list page runs, as a FILTER), so the rollup and the page
 * cannot disagree. Runs after every ingest. One pass per site rather than one per list: the eleven
 * lists read the US site's 400,000 products eleven times, 4.8 s of PGlite's day at a million products.
 */
export async function refreshListTotals(db: Database): Promise<void> {
  forgetLookups(db)
  const lists = [undefined, ...PRODUCT_LISTS]
  const statements: string[] = []
  for (const site of SITE_IDS) {
    const counts: string[] = []
    for (const [i, list] of lists.entries()) {
      const built = await buildListFilter(db, v.parse(ProductListQuerySchema, { site, list }))
      // Literals, not parameters: each list numbers its own from $1.
      counts.push(
        `count(*) FILTER (WHERE ${inlineParams(built.where.join(' AND '), built.params.values)})::int AS n${i}`,
      )
    }
    const named = lists.map((list, i) => `(${sqlLiteral(list ?? 'all')}, t.n${i})`).join(', ')
    statements.push(
      `INSERT INTO product_list_totals (site_id, list, category_id, products)
       SELECT ${sqlLiteral(site)}, v.list, t.category_id, v.n
       FROM (SELECT p.category_id, ${counts.join(', ')} FROM products p
             WHERE p.site_id = ${sqlLiteral(site)} GROUP BY p.category_id) t
       CROSS JOIN LATERAL (VALUES ${named}) AS v(list, n)
       WHERE v.n > 0`,
    )
  }
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM product_list_totals')
    for (const statement of statements) await tx.query(statement)
  })
}

/** Past this many postings (the words' products summed), a keyword's total is not counted from them. */
const COUNTED_POSTINGS = 5 * TOTAL_CAP

/**
 * The total of a list whose only condition besides the site is a title keyword found by its words
 * alone, from the vocabulary and the postings without reading a product: one word's products are its
 * count; a word held by more than the cap puts the total past it; else the products holding any of
 * the words are counted from the postings' index (a few ms for tens of thousands).
 */
async function titleTotal(db: Queryable, built: BuiltList): Promise<ListTotal | null> {
  const title = built.title
  // The site's condition is always there; any other is a filter or a list of its own.
  if (!title?.wordsAlone || built.where.length !== 2 || !built.where.includes(title.condition)) return null
  if (title.most > TOTAL_CAP) return { value: TOTAL_CAP, capped: true, estimated: false }
  if (title.words.length === 1) return { value: title.bound, capped: false, estimated: false }
  if (title.bound > COUNTED_POSTINGS) return null
  const [row] = await db.query<{ n: number }>(
    'SELECT count(DISTINCT product_id)::int AS n FROM title_postings WHERE word = ANY($1::text[])',
    [title.words],
  )
  const n = row?.n ?? 0
  return n > TOTAL_CAP
    ? { value: TOTAL_CAP, capped: true, estimated: false }
    : { value: n, capped: false, estimated: false }
}

/** The total of a page of `rowCount` rows: known, from the rollup, counted or estimated (docs/api.md). */
export async function listTotal(
  db: Queryable,
  query: ProductListQuery,
  built: BuiltList,
  rowCount: number,
): Promise<ListTotal> {
  const offset = (query.page - 1) * query.page_size
  // A page with room left holds the last matches: the total is known without counting.
  if (!query.cursor && rowCount < query.page_size && (rowCount > 0 || offset === 0)) {
    return { value: offset + rowCount, capped: false, estimated: false }
  }
  return (
    (narrowsPreset(PRODUCT_FILTERS, query) ? null : await presetTotal(db, query)) ??
    (await titleTotal(db, built)) ??
    (await countTotal(db, built))
  )
}
