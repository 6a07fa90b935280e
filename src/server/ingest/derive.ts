// Derived tables, recomputed after the files of an ingest run: rank lists, store and category rollups,
// keyword supply and freshness. Request paths read these instead of aggregating products.
import type { Database } from '../db/client'
import { ENTITY_ORDER, type EntityName } from './entities'

/** Days of rank lists (and store and category rollups) rebuilt from a history backfill. */
export const BACKFILL_DERIVED_DAYS = 14

export const RANK_LIST_TYPES = ['best_sellers', 'hot', 'new', 'five_star'] as const
export type RankListType = (typeof RANK_LIST_TYPES)[number]
/** List lengths: the whole site keeps 100 places, each top-level category 50. */
export const SITE_LIST_LENGTH = 100
export const CATEGORY_LIST_LENGTH = 50

// Index n of a day in a product's series is (day - start_date) + 1.
const SERIES = `FROM products p
  JOIN product_history h ON h.product_id = p.id
  CROSS JOIN LATERAL (SELECT ($1::date - h.start_date) + 1 AS n) d
  WHERE p.listed_at <= $1::date AND d.n >= 1`

const RANK_LISTS_SQL = `WITH base AS (
  SELECT p.id, p.site_id, p.top_category_id, p.rating, p.listed_at,
    coalesce(h.sales[d.n], 0) AS ds,
    (SELECT coalesce(sum(s), 0) FROM unnest(h.sales[greatest(d.n - 6, 1):d.n]) s) AS ws,
    coalesce(h.reviews[d.n], p.reviews) AS rv
  ${SERIES}
), scored AS (
  SELECT id, site_id, top_category_id, 'best_sellers' AS list_type, ds AS score FROM base WHERE ds > 0
  UNION ALL SELECT id, site_id, top_category_id, 'hot', ws FROM base WHERE ws > 0
  UNION ALL SELECT id, site_id, top_category_id, 'new', ws FROM base WHERE ws > 0 AND listed_at > $1::date - 30
  UNION ALL SELECT id, site_id, top_category_id, 'five_star', ws FROM base WHERE ws > 0 AND rating >= 4.8 AND rv >= 20
), ranked AS (
  SELECT id, site_id, 0 AS category_id, list_type,
    row_number() OVER (PARTITION BY site_id, list_type ORDER BY score DESC, id) AS r FROM scored
  UNION ALL
  SELECT id, site_id, top_category_id, list_type,
    row_number() OVER (PARTITION BY site_id, top_category_id, list_type ORDER BY score DESC, id) FROM scored
)
INSERT INTO rank_lists (date, site_id, category_id, list_type, rank, product_id, rank_change)
SELECT $1::date, r.site_id, r.category_id, r.list_type, r.r, r.id, prev.rank - r.r
FROM ranked r
LEFT JOIN rank_lists prev ON prev.date = $1::date - 1 AND prev.site_id = r.site_id
  AND prev.category_id = r.category_id AND prev.list_type = r.list_type AND prev.product_id = r.id
WHERE (r.category_id = 0 AND r.r <= ${SITE_LIST_LENGTH}) OR (r.category_id <> 0 AND r.r <= ${CATEGORY_LIST_LENGTH})`

const STORE_DAILY_SQL = `INSERT INTO store_daily (store_id, date, sales, revenue_cents, product_count, followers)
SELECT p.store_id, $1::date, sum(coalesce(h.sales[d.n], 0))::int,
  sum(coalesce(h.sales[d.n], 0)::bigint * coalesce(h.price_cents[d.n], p.price_cents))::bigint,
  count(*)::int, max(s.followers)
${SERIES.replace('WHERE', 'JOIN stores s ON s.id = p.store_id WHERE')}
GROUP BY p.store_id
ON CONFLICT (store_id, date) DO UPDATE SET sales = excluded.sales, revenue_cents = excluded.revenue_cents,
  product_count = excluded.product_count, followers = excluded.followers`

// Every product counts towards each category on its path (leaf, middle and top level).
const CATEGORY_DAILY_SQL = `INSERT INTO category_daily (site_id, category_id, date, product_count, sales, revenue_cents, avg_price_cents, new_products, store_count)
SELECT p.site_id, a.cat, $1::date, count(*)::int, sum(coalesce(h.sales[d.n], 0))::bigint,
  sum(coalesce(h.sales[d.n], 0)::bigint * coalesce(h.price_cents[d.n], p.price_cents))::bigint,
  avg(coalesce(h.price_cents[d.n], p.price_cents))::int,
  (count(*) FILTER (WHERE p.listed_at > $1::date - 30))::int,
  count(DISTINCT p.store_id)::int
${SERIES.replace('WHERE', 'JOIN categories c ON c.id = p.category_id CROSS JOIN LATERAL unnest(c.path) AS a(cat) WHERE')}
GROUP BY p.site_id, a.cat
ON CONFLICT (site_id, category_id, date) DO UPDATE SET product_count = excluded.product_count, sales = excluded.sales,
  revenue_cents = excluded.revenue_cents, avg_price_cents = excluded.avg_price_cents,
  new_products = excluded.new_products, store_count = excluded.store_count`

const STORE_TOTALS_SQL = `UPDATE stores s SET month_sales = a.m, month_revenue_cents = a.r
FROM (SELECT store_id, sum(month_sales)::int AS m, sum(month_revenue_cents)::bigint AS r FROM products GROUP BY store_id) a
WHERE s.id = a.store_id AND (s.month_sales, s.month_revenue_cents) IS DISTINCT FROM (a.m, a.r)`

const KEYWORD_SUPPLY_SQL = `UPDATE keywords k SET product_supply = a.n, store_supply = a.s
FROM (SELECT kp.keyword_id, count(*)::int AS n, count(DISTINCT p.store_id)::int AS s
      FROM keyword_products kp JOIN products p ON p.id = kp.product_id GROUP BY kp.keyword_id) a
WHERE k.id = a.keyword_id AND (k.product_supply, k.store_supply) IS DISTINCT FROM (a.n, a.s)`

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

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

/** The days whose lists and rollups to rebuild: the loaded product days, and before a backfill, the days it covers. */
export async function daysToDerive(
  db: Database,
  productDays: readonly string[],
  backfilled: boolean,
): Promise<string[]> {
  if (productDays.length === 0) return []
  const sorted = [...productDays].sort()
  const first = sorted[0] ?? ''
  const [row] = await db.query<{ start: string | null }>(
    `SELECT to_char(min(start_date), 'YYYY-MM-DD') AS start FROM product_history`,
  )
  const days = new Set(sorted)
  if (!backfilled) return [...days]
  const earliest = row?.start ?? first
  for (let i = 1; i < BACKFILL_DERIVED_DAYS; i++) {
    const day = addDays(first, -i)
    if (day < earliest) break
    days.add(day)
  }
  return [...days].sort()
}

export async function deriveAfterIngest(
  db: Database,
  input: {
    days: readonly string[]
    backfilled: boolean
    entities: ReadonlyArray<{ entity: EntityName; day: string }>
  },
): Promise<void> {
  const days = await daysToDerive(db, input.days, input.backfilled)
  for (const day of days) {
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM rank_lists WHERE date = $1::date', [day])
      await tx.query(RANK_LISTS_SQL, [day])
      await tx.query(STORE_DAILY_SQL, [day])
      await tx.query(CATEGORY_DAILY_SQL, [day])
    })
  }
  const loaded = new Set(input.entities.map((e) => e.entity))
  if (loaded.has('products') || loaded.has('stores')) await db.query(STORE_TOTALS_SQL)
  if (loaded.has('keywords') || loaded.has('products')) await db.query(KEYWORD_SUPPLY_SQL)
  for (const entity of ENTITY_ORDER) {
    if (!loaded.has(entity)) continue
    const lastDay = input.entities
      .filter((e) => e.entity === entity)
      .map((e) => e.day)
      .sort()
      .at(-1)
    await db.query(
      `INSERT INTO freshness (entity, last_date, ingested_at, row_count)
       VALUES ($1, $2::date, now(), (SELECT count(*) FROM ${TABLE_OF[entity]}))
       ON CONFLICT (entity) DO UPDATE SET last_date = greatest(freshness.last_date, excluded.last_date),
         ingested_at = excluded.ingested_at, row_count = excluded.row_count`,
      [entity, lastDay ?? null],
    )
  }
}
