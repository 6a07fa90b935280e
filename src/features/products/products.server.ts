// Product reads over the database: the filtered list (keyset or offset pages, capped totals), the
// detail page's data and the export stream. Every list read is an indexed scan bounded by LIMIT; no
// request aggregates the products table.
import * as v from 'valibot'
import { filtersWhere, narrowsPreset } from '@/components/data-page/fields'
import { type Database, inlineParams, type Queryable } from '@/server/db/client'
import {
  LIST_DEFAULT_SORT,
  MAX_OFFSET_ROWS,
  PRODUCT_FILTERS,
  PRODUCT_LISTS,
  type ProductDetail,
  type ProductHistory,
  type ProductList,
  type ProductListQuery,
  ProductListQuerySchema,
  type ProductRow,
  type ProductSort,
  type ProductSql,
  SITE_IDS,
  TOTAL_CAP,
} from './products.shared'

export class InvalidQueryError extends Error {
  override name = 'InvalidQueryError'
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`)
  }
}

/** Collects positional parameters while a statement is assembled. */
class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

const SORT_SQL: Record<ProductSort, string> = {
  month_sales: 'p.month_sales',
  week_sales: 'p.week_sales',
  day_sales: 'p.day_sales',
  week_growth: 'p.week_growth',
  month_growth: 'p.month_growth',
  revenue: 'p.month_revenue_cents',
  price: 'p.price_cents',
  listed_at: 'p.listed_at',
  reviews: 'p.reviews',
  rating: 'coalesce(p.rating, -1)',
}

/** The type of each sort value, for the keyset comparison. */
const SORT_CAST: Record<ProductSort, string> = {
  month_sales: '::int',
  week_sales: '::int',
  day_sales: '::int',
  week_growth: '::real',
  month_growth: '::real',
  revenue: '::bigint',
  price: '::int',
  listed_at: '::date',
  reviews: '::int',
  rating: '::real',
}

/**
 * Sorts whose index is `DESC NULLS LAST` (drizzle writes `.desc()` that way). Postgres only walks an
 * index for an ORDER BY whose null placement matches it, and plain `DESC` means NULLS FIRST: without
 * the explicit clause the list read the whole site and sorted it (seconds at a million products). The
 * columns are NOT NULL, so the clause changes no order. Price's index is ascending with the defaults.
 */
const DESC_INDEXED = new Set<ProductSort>([
  'month_sales',
  'week_sales',
  'week_growth',
  'month_growth',
  'listed_at',
])

/** `ORDER BY` of a list: the sort column then id, the same direction, null placement as indexed. */
function orderBy(sort: ProductSort, order: 'asc' | 'desc'): string {
  const dir = order === 'asc' ? 'ASC' : 'DESC'
  const nulls = DESC_INDEXED.has(sort) ? (order === 'asc' ? ' NULLS FIRST' : ' NULLS LAST') : ''
  return `${SORT_SQL[sort]} ${dir}${nulls}, p.id ${dir}${nulls}`
}

type FieldKind = 'int' | 'float' | 'text' | 'tags'

/** The columns of a product row, in order, with how a bulk (COPY) read decodes each. */
const ROW_FIELDS: ReadonlyArray<{ name: keyof RawRow; sql: string; kind: FieldKind }> = [
  { name: 'id', sql: 'p.id', kind: 'int' },
  { name: 'site_id', sql: 'p.site_id', kind: 'text' },
  { name: 'store_id', sql: 'p.store_id', kind: 'int' },
  { name: 'store_name', sql: 's.name', kind: 'text' },
  { name: 'category_id', sql: 'p.category_id', kind: 'int' },
  { name: 'category_en', sql: 'c.name_en', kind: 'text' },
  { name: 'category_cn', sql: 'c.name_cn', kind: 'text' },
  { name: 'title_en', sql: 'p.title_en', kind: 'text' },
  { name: 'title_cn', sql: 'p.title_cn', kind: 'text' },
  { name: 'image', sql: 'p.image', kind: 'text' },
  { name: 'price_cents', sql: 'p.price_cents', kind: 'int' },
  { name: 'original_price_cents', sql: 'p.original_price_cents', kind: 'int' },
  { name: 'previous_price_cents', sql: 'p.previous_price_cents', kind: 'int' },
  { name: 'price_changed_on', sql: "to_char(p.price_changed_on, 'YYYY-MM-DD')", kind: 'text' },
  { name: 'currency', sql: 'p.currency', kind: 'text' },
  { name: 'total_sold', sql: 'p.total_sold', kind: 'int' },
  { name: 'day_sales', sql: 'p.day_sales', kind: 'int' },
  { name: 'week_sales', sql: 'p.week_sales', kind: 'int' },
  { name: 'month_sales', sql: 'p.month_sales', kind: 'int' },
  { name: 'week_growth', sql: 'p.week_growth', kind: 'float' },
  { name: 'month_growth', sql: 'p.month_growth', kind: 'float' },
  { name: 'revenue_cents', sql: 'p.month_revenue_cents::float8', kind: 'float' },
  { name: 'rating', sql: 'p.rating', kind: 'float' },
  { name: 'reviews', sql: 'p.reviews', kind: 'int' },
  { name: 'listed_at', sql: "to_char(p.listed_at, 'YYYY-MM-DD')", kind: 'text' },
  { name: 'status', sql: 'p.status', kind: 'text' },
  { name: 'sold_out_on', sql: "to_char(p.sold_out_on, 'YYYY-MM-DD')", kind: 'text' },
  { name: 'managed_mode', sql: 'p.managed_mode', kind: 'text' },
  { name: 'tags', sql: 'p.tags', kind: 'tags' },
  { name: 'same_item_count', sql: 'p.same_item_count', kind: 'int' },
]

const column = (f: (typeof ROW_FIELDS)[number], sql = f.sql) =>
  sql === `p.${f.name}` ? sql : `${sql} AS ${f.name}`
const ROW_COLUMNS = ROW_FIELDS.map((f) => column(f)).join(', ')
// COPY writes arrays as {a,"b c"}; as JSON they decode with JSON.parse.
const COPY_COLUMNS = ROW_FIELDS.map((f) =>
  column(f, f.kind === 'tags' ? `array_to_json(${f.sql})::text` : f.sql),
).join(', ')

const COPY_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v' }
const unescapeCopy = (field: string) =>
  field.includes('\\') ? field.replace(/\\(.)/g, (_, c: string) => COPY_ESCAPES[c] ?? c) : field

/** Rows of COPY's text format back into RawRow objects (null is \N; tabs and newlines come escaped). */
function decodeCopy(text: string): RawRow[] {
  const rows: RawRow[] = []
  for (const line of text.split('\n')) {
    if (line === '') continue
    const fields = line.split('\t')
    const row: Record<string, unknown> = {}
    for (const [i, field] of ROW_FIELDS.entries()) {
      const value = fields[i]
      if (value === undefined || value === '\\N') {
        row[field.name] = null
        continue
      }
      const text = unescapeCopy(value)
      row[field.name] =
        field.kind === 'int' || field.kind === 'float'
          ? Number(text)
          : field.kind === 'tags'
            ? JSON.parse(text)
            : text
    }
    rows.push(row as RawRow)
  }
  return rows
}

type RawRow = {
  id: number
  site_id: ProductRow['site']
  store_id: number
  store_name: string
  category_id: number
  category_en: string
  category_cn: string
  title_en: string
  title_cn: string
  image: string
  price_cents: number
  original_price_cents: number
  previous_price_cents: number | null
  price_changed_on: string | null
  currency: string
  total_sold: number
  day_sales: number
  week_sales: number
  month_sales: number
  week_growth: number
  month_growth: number
  revenue_cents: number
  rating: number | null
  reviews: number
  listed_at: string
  status: ProductRow['status']
  sold_out_on: string | null
  managed_mode: ProductRow['managedMode']
  tags: string[]
  same_item_count: number
}

const money = (cents: number) => Math.round(cents) / 100
const ratio = (value: number) => Math.round(value * 10_000) / 10_000

export function toProductRow(r: RawRow): ProductRow {
  return {
    id: r.id,
    site: r.site_id,
    storeId: r.store_id,
    storeName: r.store_name,
    categoryId: r.category_id,
    categoryEn: r.category_en,
    categoryCn: r.category_cn,
    titleEn: r.title_en,
    titleCn: r.title_cn,
    image: r.image,
    price: money(r.price_cents),
    originalPrice: money(r.original_price_cents),
    previousPrice: r.previous_price_cents === null ? null : money(r.previous_price_cents),
    priceChangedOn: r.price_changed_on,
    currency: r.currency,
    totalSold: r.total_sold,
    daySales: r.day_sales,
    weekSales: r.week_sales,
    monthSales: r.month_sales,
    weekGrowth: ratio(r.week_growth),
    monthGrowth: ratio(r.month_growth),
    revenue: money(r.revenue_cents),
    rating: r.rating === null ? null : Math.round(r.rating * 10) / 10,
    reviews: r.reviews,
    listedAt: r.listed_at,
    status: r.status,
    soldOutOn: r.sold_out_on,
    managedMode: r.managed_mode,
    tags: r.tags,
    sameItemCount: r.same_item_count,
  }
}

// Small lookups every list read needs, kept briefly in memory: they change only when an ingest runs.
const LOOKUP_TTL_MS = 10_000
type CategoryNode = { id: number; level: number; path: number[] }
const lookups = new WeakMap<
  Queryable,
  { asOf?: { value: string | null; at: number }; categories?: { value: CategoryNode[]; at: number } }
>()

async function categoryTree(db: Queryable): Promise<CategoryNode[]> {
  const cache = lookups.get(db) ?? {}
  lookups.set(db, cache)
  if (cache.categories && Date.now() - cache.categories.at < LOOKUP_TTL_MS) return cache.categories.value
  const value = await db.query<CategoryNode>('SELECT id, level, path FROM categories')
  cache.categories = { value, at: Date.now() }
  return value
}

/** The snapshot day the product figures describe (the latest products file ingested). */
export async function productsAsOf(db: Queryable): Promise<string | null> {
  const cache = lookups.get(db) ?? {}
  lookups.set(db, cache)
  if (cache.asOf && Date.now() - cache.asOf.at < LOOKUP_TTL_MS) return cache.asOf.value
  const [row] = await db.query<{ day: string | null }>(
    `SELECT to_char(last_date, 'YYYY-MM-DD') AS day FROM freshness WHERE entity = 'products'`,
  )
  cache.asOf = { value: row?.day ?? null, at: Date.now() }
  return cache.asOf.value
}

/** Which category column and ids a category filter means, at any level of the tree. */
async function categoryCondition(db: Queryable, params: Params, categoryId: number): Promise<string> {
  const tree = await categoryTree(db)
  const self = tree.find((c) => c.id === categoryId)
  if (!self) throw new InvalidQueryError('category', 'is not a known category')
  if (self.level === 1) return `p.top_category_id = ${params.add(categoryId)}`
  const subtree = tree.filter((c) => c.path.includes(categoryId)).map((c) => c.id)
  if (subtree.length === 1) return `p.category_id = ${params.add(categoryId)}`
  return `p.category_id = ANY(${params.add(subtree)}::int[])`
}

type Cursor = { sort: ProductSort; value: number | string; id: number }

/** The keyset position after a row: which sort it belongs to, the row's sort value and its id. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id])).toString('base64url')
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Reads a cursor for `sort`; one from another sort, or malformed, is a bad parameter, not a crash. */
export function decodeCursor(text: string, sort: ProductSort): Cursor {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    throw new InvalidQueryError('cursor', 'is not a valid cursor')
  }
  if (!Array.isArray(parsed) || parsed.length !== 3)
    throw new InvalidQueryError('cursor', 'is not a valid cursor')
  const [cursorSort, value, id] = parsed
  if (cursorSort !== sort) {
    throw new InvalidQueryError('cursor', 'belongs to another sort order; start again from page 1')
  }
  const valueFits =
    sort === 'listed_at'
      ? typeof value === 'string' && DAY.test(value)
      : typeof value === 'number' && Number.isFinite(value)
  if (!valueFits || typeof id !== 'number' || !Number.isInteger(id)) {
    throw new InvalidQueryError('cursor', 'is not a valid cursor')
  }
  return { sort, value, id }
}

const SORT_VALUE: Record<ProductSort, (r: RawRow) => number | string> = {
  month_sales: (r) => r.month_sales,
  week_sales: (r) => r.week_sales,
  day_sales: (r) => r.day_sales,
  week_growth: (r) => r.week_growth,
  month_growth: (r) => r.month_growth,
  revenue: (r) => r.revenue_cents,
  price: (r) => r.price_cents,
  listed_at: (r) => r.listed_at,
  reviews: (r) => r.reviews,
  rating: (r) => r.rating ?? -1,
}

export type BuiltList = {
  where: string[]
  params: Params
  sort: ProductSort
  order: 'asc' | 'desc'
  asOf: string | null
}

/** The WHERE conditions of a list query (shared by the page, its total and the export). */
export async function buildListFilter(db: Queryable, query: ProductListQuery): Promise<BuiltList> {
  const params = new Params()
  const site = params.add(query.site)
  const where: string[] = []
  const asOf = await productsAsOf(db)
  // Added only when a preset needs it: an unused parameter has no type and fails to prepare.
  let dayParam: string | undefined
  const day = () => {
    dayParam ??= params.add(asOf ?? '1970-01-01')
    return dayParam
  }
  const sql: ProductSql = {
    add: (value) => params.add(value),
    site,
    category: (id) => categoryCondition(db, params, id),
  }
  where.push(...(await filtersWhere(PRODUCT_FILTERS, query, sql)))
  switch (query.list) {
    case 'hot':
      where.push(`p.status = 'on_sale' AND p.month_sales > 0`)
      break
    case 'hot-new':
      where.push(`p.listed_at > ${day()}::date - 30`)
      break
    case 'price-reduction':
      where.push(`p.previous_price_cents > p.price_cents AND p.price_changed_on > ${day()}::date - 7`)
      break
    case 'sold-out':
      where.push(`p.status = 'sold_out'`)
      break
    case 'week-rank':
      where.push('p.week_sales >= 10 AND p.week_growth > 0')
      break
    case 'month-rank':
      where.push('p.month_sales >= 30 AND p.month_growth > 0')
      break
    case 'semi':
      where.push(`p.managed_mode = 'semi'`)
      break
    case 'hot-store':
      where.push(
        `p.store_id IN (SELECT id FROM stores WHERE site_id = ${site} ORDER BY month_sales DESC, id LIMIT 100)`,
      )
      break
    case 'new-store':
      where.push(
        `p.store_id IN (SELECT id FROM stores WHERE site_id = ${site} AND first_seen > ${day()}::date - 90)`,
      )
      break
    case undefined:
      break
  }
  const sort = query.sort ?? (query.list ? LIST_DEFAULT_SORT[query.list] : 'month_sales')
  const order = query.order ?? (sort === 'price' ? 'asc' : 'desc')
  return { where, params, sort, order, asOf }
}

/** The SQL of one page of rows: keyset after `cursor` when given, else by offset. */
function pageSql(
  built: BuiltList,
  limit: number,
  position: { cursor?: string; offset?: number },
  columns: string,
): { text: string; params: unknown[] } {
  const params = new Params()
  params.values.push(...built.params.values)
  const where = [...built.where]
  const sortSql = SORT_SQL[built.sort]
  const order = orderBy(built.sort, built.order)
  if (position.cursor) {
    const cursor = decodeCursor(position.cursor, built.sort)
    const op = built.order === 'asc' ? '>' : '<'
    // Typed like the column: a real compared with an untyped 4.8 (numeric) is never equal to it, and
    // the keyset would return the cursor's own row again.
    const value = `${params.add(built.sort === 'listed_at' ? String(cursor.value) : cursor.value)}${SORT_CAST[built.sort]}`
    where.push(`(${sortSql}, p.id) ${op} (${value}, ${params.add(cursor.id)})`)
  }
  const offset = position.cursor ? 0 : (position.offset ?? 0)
  return {
    text: `SELECT ${columns}
     FROM (SELECT * FROM products p WHERE ${where.join(' AND ')}
           ORDER BY ${order} LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}) p
     JOIN stores s ON s.id = p.store_id
     JOIN categories c ON c.id = p.category_id
     ORDER BY ${order}`,
    params: params.values,
  }
}

/**
 * One page of rows (keyset after `cursor` when given, else by offset), read through COPY: rows through
 * the query protocol cost PGlite about 75 µs each to decode, through COPY's text format a fraction of
 * that (a 50-row page: 14 ms against 6 ms on PGlite, 5 ms against 3 ms on PostgreSQL). COPY takes no
 * parameters, so the (validated) values are inlined as literals (sqlLiteral).
 */
export async function selectRows(
  db: Queryable,
  built: BuiltList,
  limit: number,
  position: { cursor?: string; offset?: number },
): Promise<RawRow[]> {
  const { text, params } = pageSql(built, limit, position, COPY_COLUMNS)
  return decodeCopy(await db.copyOut(inlineParams(text, params)))
}

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
    const subtree = (await categoryTree(db)).filter((c) => c.path.includes(categoryId)).map((c) => c.id)
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
 * Rewrites product_list_totals from the products table: per site and list, one grouped read with the
 * list's own filter (the same WHERE the list page runs), so the rollup and the page cannot disagree.
 * Runs after every ingest; a million products take a few seconds.
 */
export async function refreshListTotals(db: Database): Promise<void> {
  lookups.delete(db)
  const statements: Array<{ text: string; params: unknown[] }> = []
  for (const site of SITE_IDS) {
    for (const list of [undefined, ...PRODUCT_LISTS]) {
      const built = await buildListFilter(db, v.parse(ProductListQuerySchema, { site, list }))
      const params = new Params()
      params.values.push(...built.params.values)
      statements.push({
        text: `INSERT INTO product_list_totals (site_id, list, category_id, products)
          SELECT p.site_id, ${params.add(list ?? 'all')}, p.category_id, count(*)::int FROM products p
          WHERE ${built.where.join(' AND ')} GROUP BY p.site_id, p.category_id`,
        params: params.values,
      })
    }
  }
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM product_list_totals')
    for (const statement of statements) await tx.query(statement.text, statement.params)
  })
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
    (await countTotal(db, built))
  )
}

export async function listProducts(
  db: Queryable,
  query: ProductListQuery,
): Promise<Omit<ProductList, 'remaining'>> {
  const offset = (query.page - 1) * query.page_size
  if (!query.cursor && offset + query.page_size > MAX_OFFSET_ROWS) {
    throw new InvalidQueryError('page', `goes deeper than ${MAX_OFFSET_ROWS} rows; continue with next_cursor`)
  }
  const built = await buildListFilter(db, query)
  const rows = await selectRows(db, built, query.page_size, { cursor: query.cursor, offset })
  const total = await listTotal(db, query, built, rows.length)
  const last = rows.at(-1)
  return {
    list: rows.map(toProductRow),
    total: total.value,
    total_capped: total.capped,
    total_estimated: total.estimated,
    page: query.page,
    page_size: query.page_size,
    next_cursor:
      last && rows.length === query.page_size
        ? encodeCursor({ sort: built.sort, value: SORT_VALUE[built.sort](last), id: last.id })
        : null,
    as_of: built.asOf,
  }
}

/** Every matching row, read in keyset batches: memory stays flat whatever the size. */
export async function* streamProducts(
  db: Queryable,
  query: ProductListQuery,
  options: { maxRows: number; batchSize?: number },
): AsyncGenerator<ProductRow[]> {
  const built = await buildListFilter(db, query)
  // 2,000 rows is about 1 MB of text: decoding it stays well under the 50 ms event-loop budget.
  const batchSize = options.batchSize ?? 2000
  let cursor: string | undefined
  let sent = 0
  while (sent < options.maxRows) {
    const rows = await selectRows(db, built, Math.min(batchSize, options.maxRows - sent), {
      cursor,
    })
    if (rows.length === 0) return
    sent += rows.length
    yield rows.map(toProductRow)
    const last = rows.at(-1)
    if (!last || rows.length < batchSize) return
    cursor = encodeCursor({ sort: built.sort, value: SORT_VALUE[built.sort](last), id: last.id })
  }
}

export async function productDetail(
  db: Queryable,
  id: number,
): Promise<Omit<ProductDetail, 'remaining'> | null> {
  const [raw] = await db.query<RawRow & { images: string[]; path: number[] }>(
    `SELECT ${ROW_COLUMNS}, p.images, c.path FROM products p
     JOIN stores s ON s.id = p.store_id JOIN categories c ON c.id = p.category_id WHERE p.id = $1`,
    [id],
  )
  if (!raw) return null
  const [path, [store], [history], keywords, similar] = await Promise.all([
    db.query<{ id: number; name_en: string; name_cn: string }>(
      'SELECT id, name_en, name_cn FROM categories WHERE id = ANY($1::int[]) ORDER BY array_position($1::int[], id)',
      [raw.path],
    ),
    db.query<{
      id: number
      name: string
      logo: string | null
      country: string
      rating: number | null
      followers: number
      product_count: number
      managed_mode: 'full' | 'semi'
      month_sales: number
    }>(
      'SELECT id, name, logo, country, rating, followers, product_count, managed_mode, month_sales FROM stores WHERE id = $1',
      [raw.store_id],
    ),
    db.query<{
      start_date: string
      price_cents: Array<number | null>
      sales: Array<number | null>
      ranks: Array<number | null>
      reviews: Array<number | null>
    }>(
      `SELECT to_char(start_date, 'YYYY-MM-DD') AS start_date, price_cents, sales, ranks, reviews
       FROM product_history WHERE product_id = $1`,
      [id],
    ),
    db.query<{ id: number; text_en: string; text_cn: string; search_volume: number; position: number }>(
      `SELECT k.id, k.text_en, k.text_cn, k.search_volume, kp.position FROM keyword_products kp
       JOIN keywords k ON k.id = kp.keyword_id WHERE kp.product_id = $1 ORDER BY kp.position, k.search_volume DESC LIMIT 20`,
      [id],
    ),
    db.query<RawRow>(
      `SELECT ${ROW_COLUMNS} FROM (
         SELECT * FROM products p WHERE p.site_id = $1 AND p.category_id = $2 AND p.id <> $3
         ORDER BY ${orderBy('month_sales', 'desc')} LIMIT 8) p
       JOIN stores s ON s.id = p.store_id JOIN categories c ON c.id = p.category_id
       ORDER BY ${orderBy('month_sales', 'desc')}`,
      [raw.site_id, raw.category_id, id],
    ),
  ])
  if (!store) return null
  const series: ProductHistory | null = history
    ? {
        startDate: history.start_date,
        price: history.price_cents.map((c) => (c === null ? null : money(c))),
        sales: history.sales,
        rank: history.ranks,
        reviews: history.reviews,
      }
    : null
  return {
    ...toProductRow(raw),
    images: raw.images,
    categoryPath: path.map((c) => ({ id: c.id, nameEn: c.name_en, nameCn: c.name_cn })),
    store: {
      id: store.id,
      name: store.name,
      logo: store.logo,
      country: store.country,
      rating: store.rating,
      followers: store.followers,
      productCount: store.product_count,
      managedMode: store.managed_mode,
      monthSales: store.month_sales,
    },
    history: series,
    keywords: keywords.map((k) => ({
      id: k.id,
      textEn: k.text_en,
      textCn: k.text_cn,
      searchVolume: k.search_volume,
      position: k.position,
    })),
    similar: similar.map(toProductRow),
  }
}

/** The product columns and row shape for other domains' reads that join products (rankings, favorites). */
export const PRODUCT_ROW_COLUMNS = ROW_COLUMNS
export type ProductRawRow = RawRow
