// One streaming pass over the products, their series and their keyword positions, feeding every rollup
// that needs them (the per-day lists and aggregates, the store rollups, the category rollups, the keyword
// supply). Each used to read the products on its own: four reads of a million rows and their series a
// day (docs/scale.md, "Where the day's time goes"). A consumer sees every product once, in id order.
import type { Database, Queryable } from '../../server/db/client'

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

type Row = Omit<PassProduct, 'keywords' | 'month_revenue_cents' | 'base' | 'reviewBase'> & {
  month_revenue_cents: number | string
  base: number | null
  review_base: number | null
}

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

const PASS_SQL = `SELECT p.id, p.site_id, p.store_id, p.top_category_id, p.category_id, p.rating, p.reviews,
  p.price_cents, p.currency, p.total_sold, p.week_sales, p.month_sales, p.month_revenue_cents,
  p.managed_mode = 'semi' AS semi, (p.listed_at - DATE '1970-01-01') AS listed,
  (h.start_date - DATE '1970-01-01') AS start,
  greatest($2::int, h.start_date - DATE '1970-01-01') AS base,
  greatest($4::int, h.start_date - DATE '1970-01-01') AS review_base,
  ${slice('sales', '$2')} AS sales, ${slice('price_cents', '$2')} AS prices, ${slice('reviews', '$4')} AS review_counts
FROM products p LEFT JOIN product_history h ON h.product_id = p.id AND h.product_id > $1
WHERE p.id > $1 ORDER BY p.id LIMIT ${PASS_BATCH}`

/**
 * Reads the products once for the rollups given (null: a rollup this load does not run), over the union
 * of their days, handing each product to every rollup.
 */
export async function productPass(db: Queryable, all: ReadonlyArray<Rollup | null>): Promise<void> {
  const consumers = all.filter((r): r is Rollup => r !== null)
  if (consumers.length === 0) return
  const span = passSpan(consumers)
  let lastId = 0
  for (;;) {
    const rows = await db.query<Row>(PASS_SQL, [lastId, span.from, span.to, span.reviewsFrom])
    if (rows.length === 0) break
    const until = rows[rows.length - 1]?.id ?? lastId
    const keywords = new Map<number, number[]>()
    if (span.keywords) {
      const positions = await db.query<{ product_id: number; keyword_id: number }>(
        'SELECT product_id, keyword_id FROM keyword_products WHERE product_id > $1 AND product_id <= $2',
        [lastId, until],
      )
      for (const p of positions) {
        const list = keywords.get(p.product_id)
        if (list) list.push(p.keyword_id)
        else keywords.set(p.product_id, [p.keyword_id])
      }
    }
    for (const row of rows) {
      // Completed in place: a copy of each of a million rows was measurable in the pass.
      const product = row as unknown as PassProduct
      product.month_revenue_cents = Number(row.month_revenue_cents)
      product.base = row.base ?? span.from
      product.reviewBase = row.review_base ?? span.reviewsFrom
      product.keywords = keywords.get(row.id) ?? []
      for (const consumer of consumers) consumer.add(product)
    }
    lastId = until
    if (rows.length < PASS_BATCH) break
  }
}

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
