// One streaming pass over the products, their series and their keyword positions, feeding every rollup
// that needs them (the per-day lists and aggregates, the store rollups, the category rollups, the keyword
// supply). Each used to read the products on its own: four reads of a million rows and their series a
// day (docs/scale.md, "Where the day's time goes"). A consumer sees every product once, in id order.
import {
  type CopyText,
  copyLines,
  type Database,
  inlineParams,
  type Queryable,
  unescapeCopy,
} from '@/server/db/client'

// Products per statement: on PGlite's one connection a server's requests wait for each statement.
const PASS_BATCH = 2000

export type PassProduct = {
  id: number
  site_id: string
  store_id: number
  top_category_id: number
  category_id: number
  rating: number | null
  reviews: number
  price_cents: number
  currency: string
  total_sold: number
  week_sales: number
  month_sales: number
  month_revenue_cents: number
  /** The week's and month's 80 % intervals; null when observed (docs/estimates.md). */
  week_sales_low: number | null
  week_sales_high: number | null
  month_sales_low: number | null
  month_sales_high: number | null
  semi: boolean
  /** Day numbers (days since 1970-01-01). */
  listed: number
  /** The series' first day; null when the product has no series. */
  start: number | null
  /** The day of element 0 of `sales` and `prices` (the later of the pass's first day and `start`). */
  base: number
  sales: Array<number | null> | null
  prices: Array<number | null> | null
  /** The day of element 0 of `review_counts`. */
  reviewBase: number
  review_counts: Array<number | null> | null
  /** Keywords that rank the product (empty unless the pass reads positions). */
  keywords: number[]
}

type Batch = { lines: CopyText; until: number }

type PassSpan = {
  /** The series' days read for sales and prices: [from, to] as day numbers. */
  from: number
  to: number
  /** The days read for review counts (the rank lists' five-star rule only). */
  reviewsFrom: number
  /** Read each product's keyword positions (the keyword supply). */
  keywords: boolean
}

// `h.product_id > $1` repeats the batch's bound on the history side: the planner does not carry
// `p.id > $1` across the join, and its merge join then read the history index from the first product
// on every batch (quadratic: 1.1 s a batch at 100,000 products, 0.7 ms with the bound).
const slice = (column: string, from: string) =>
  `h.${column}[greatest(${from}::int - (h.start_date - DATE '1970-01-01'), 0) + 1 : $3::int - (h.start_date - DATE '1970-01-01') + 1]`

/**
 * A batch of products with their series' slices and, when a rollup needs them (the keyword supply), the
 * keywords that rank each one: read in the same statement, so a batch is one request. Read by a second
 * statement after the first one's answer, the positions waited for this thread's turn, which the batch
 * before held while it was decoded: PGlite's worker was idle two fifths of the pass at a million products.
 */
function passSql(keywords: boolean): string {
  const ranked = keywords
    ? 'ARRAY(SELECT kp.keyword_id FROM keyword_products kp WHERE kp.product_id = p.id)'
    : "'{}'::int[]"
  return `SELECT p.id, p.site_id, p.store_id, p.top_category_id, p.category_id, p.rating, p.reviews,
  p.price_cents, p.currency, p.total_sold, p.week_sales, p.month_sales, p.month_revenue_cents,
  p.managed_mode = 'semi' AS semi, (p.listed_at - DATE '1970-01-01') AS listed,
  (h.start_date - DATE '1970-01-01') AS start,
  greatest($2::int, h.start_date - DATE '1970-01-01') AS base,
  greatest($4::int, h.start_date - DATE '1970-01-01') AS review_base,
  ${slice('sales', '$2')} AS sales, ${slice('price_cents', '$2')} AS prices, ${slice('reviews', '$4')} AS review_counts,
  p.week_sales_low, p.week_sales_high, p.month_sales_low, p.month_sales_high, ${ranked} AS keywords
FROM products p LEFT JOIN product_history h ON h.product_id = p.id AND h.product_id > $1
WHERE p.id > $1 ORDER BY p.id LIMIT ${PASS_BATCH}`
}

/** A COPY number field; `\\N` (null) as null. */
const nullable = (field: string): number | null => (field === '\\N' ? null : Number(field))
/** A COPY integer field of a NOT NULL column. */
const required = (field: string): number => Number(field)
/** A COPY int[] field ('{1,NULL,3}'); a slice past the series' end is '{}'. */
function ints(field: string): Array<number | null> | null {
  if (field === '\\N') return null
  if (field === '{}') return []
  return field
    .slice(1, -1)
    .split(',')
    .map((v) => (v === 'NULL' ? null : Number(v)))
}

/** One line of passSql's COPY output as a product (its fields in the SELECT's order). */
function passProduct(line: string, span: PassSpan): PassProduct {
  const f = line.split('\t')
  const at = (i: number) => f[i] ?? '\\N'
  return {
    id: required(at(0)),
    site_id: unescapeCopy(at(1)),
    store_id: required(at(2)),
    top_category_id: required(at(3)),
    category_id: required(at(4)),
    rating: nullable(at(5)),
    reviews: required(at(6)),
    price_cents: required(at(7)),
    currency: unescapeCopy(at(8)),
    total_sold: required(at(9)),
    week_sales: required(at(10)),
    month_sales: required(at(11)),
    month_revenue_cents: required(at(12)),
    semi: at(13) === 't',
    listed: required(at(14)),
    start: nullable(at(15)),
    base: nullable(at(16)) ?? span.from,
    reviewBase: nullable(at(17)) ?? span.reviewsFrom,
    sales: ints(at(18)),
    prices: ints(at(19)),
    review_counts: ints(at(20)),
    week_sales_low: nullable(at(21)),
    week_sales_high: nullable(at(22)),
    month_sales_low: nullable(at(23)),
    month_sales_high: nullable(at(24)),
    keywords: (ints(at(25)) ?? []).filter((k): k is number => k !== null),
  }
}

/**
 * Reads the products once for the rollups given (null: a rollup this load does not run), over the union
 * of their days, handing each product to every rollup.
 */
export async function productPass(db: Queryable, all: ReadonlyArray<Rollup | null>): Promise<void> {
  const consumers = all.filter((r): r is Rollup => r !== null)
  if (consumers.length === 0) return
  const span = passSpan(consumers)
  // Read as COPY text and decoded here: through the query protocol, turning each batch's rows and
  // their series into objects took nine tenths of PGlite's time for the statement (100 ms a batch
  // against 10 ms of execution, at a million products), in PGlite's own thread.
  const sql = passSql(span.keywords)
  const read = async (after: number): Promise<Batch> => {
    const lines = await db.copyOut(inlineParams(sql, [after, span.from, span.to, span.reviewsFrom]))
    const [last] = copyLines(lines, lines.ends.length - 1)
    return { lines, until: last ? required(last.slice(0, last.indexOf('\t'))) : after }
  }
  // The next batch is asked for before this one is handed to the consumers: the database (PGlite's
  // worker thread, or PostgreSQL's backend) reads it while this thread decodes this one and runs the
  // rollups' JavaScript.
  let next: Promise<Batch> | null = read(0)
  while (next) {
    const { lines, until }: Batch = await next
    next = lines.ends.length === PASS_BATCH ? read(until) : null
    // A failed read ahead surfaces when it is awaited; until then it must not count as unhandled.
    next?.catch(() => {})
    for (const line of copyLines(lines)) {
      const product = passProduct(line, span)
      for (const consumer of consumers) consumer.add(product)
    }
  }
}

/** The value of a day in a product's series (null before its start or past its end). */
export const valueOn = (arr: ArrayLike<number | null> | null, base: number, day: number): number | null =>
  arr?.[day - base] ?? null

/** A rollup fed by the pass: the series' days it needs, what it does with each product, and its writes. */
export type Rollup = {
  add(product: PassProduct): void
  /** The series' days it reads (sales and prices). */
  from: number
  to: number
  /** Review counts from this day on (only the rank lists read them). */
  reviewsFrom?: number
  keywords?: boolean
  write(db: Database): Promise<void>
}

/** The pass that serves all the rollups: the union of their days. */
function passSpan(active: ReadonlyArray<Rollup>): PassSpan {
  const to = Math.max(0, ...active.map((r) => r.to))
  const reviews = active.map((r) => r.reviewsFrom).filter((d): d is number => d !== undefined)
  return {
    from: Math.min(to, ...active.map((r) => r.from)),
    to,
    // No rollup reads reviews: an empty slice (past the last day) instead of the whole series.
    reviewsFrom: reviews.length ? Math.min(...reviews) : to + 1,
    keywords: active.some((r) => r.keywords),
  }
}

/** One pass for the rollups, then each one's writes (for a rollup derived on its own). */
export async function runRollups(db: Database, rollups: ReadonlyArray<Rollup | null>): Promise<void> {
  await productPass(db, rollups)
  for (const rollup of rollups) await rollup?.write(db)
}
