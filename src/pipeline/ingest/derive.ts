// Derived tables, recomputed after the files of an ingest run: rank lists, store and category daily
// rollups, store totals, keyword supply and freshness. Request paths read these instead of aggregating
// products. The per-day tables come from one streaming pass over the products and the needed slice of
// their series: each product is read once for all the days, instead of one table scan per day and table.

import type { categories as categoriesTable } from '@/features/catalog/catalog.schema'
import { CATEGORY_TOP_SIZE } from '@/features/categories/categories.shared'
import { refreshListTotals } from '@/features/products/product-totals.server'
import type { rankLists } from '@/features/rankings/rankings.schema'
import { CATEGORY_LIST_LENGTH, type RankType, SITE_LIST_LENGTH } from '@/features/rankings/rankings.shared'
import { refreshStoreListTotals } from '@/features/stores/stores.server'
import { dayNumber, dayText } from '@/lib/days'
import type { SqlRow } from '@/server/db/rows'
import { type Database, type Queryable, statementSteps } from '../../server/db/client'
import { deriveAdRollups } from './derive-ads'
import { categoryRollup } from './derive-categories'
import { deriveIpKeys } from './derive-ip'
import { keywordRollup } from './derive-keywords'
import { storeRollup } from './derive-stores'
import { ENTITY_ORDER, type EntityName } from './entities'
import { type PassProduct, productPass, type Rollup } from './product-pass'
import { TopK, topSum } from './top-k'

/** Days of rank lists and daily rollups rebuilt after a history backfill. */
export const BACKFILL_DERIVED_DAYS = 14

const WRITE_BATCH = 5000

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

type CategoryAgg = {
  count: number
  sales: number
  revenue: number
  priceSum: number
  fresh: number
  semi: number
  /** Each store's units sold that day in the category: its count, and the top 10 stores' sum. */
  stores: Map<number, number>
}
type StoreAgg = { sales: number; revenue: number; count: number }

/** Rank lists, store_daily and category_daily for `days`: fed by the product pass, then written. */
function perDayRollup(days: readonly string[], paths: ReadonlyMap<number, number[]>): Rollup | null {
  if (days.length === 0) return null
  const dayNums = days.map(dayNumber)
  const minDay = Math.min(...dayNums)
  // The 7-day windows reach back 6 days before the first day derived.
  const from = minDay - 6
  const lists = new Map<string, TopK>()
  const stores = new Map<string, StoreAgg>()
  const cats = new Map<string, CategoryAgg>()
  const offer = (key: string, size: number, id: number, score: number) => {
    let top = lists.get(key)
    if (!top) {
      top = new TopK(size)
      lists.set(key, top)
    }
    top.offer(id, score)
  }
  const add = (p: PassProduct) => {
    // Products without a series are in no daily list (they have no day's sales).
    if (p.start === null || !p.sales) return
    const valueOn = (arr: Array<number | null> | null, base: number, day: number) => arr?.[day - base] ?? null
    const path = paths.get(p.category_id) ?? [p.top_category_id]
    for (const day of dayNums) {
      if (p.listed > day || day < p.base) continue
      const ds = valueOn(p.sales, p.base, day) ?? 0
      let ws = 0
      for (let d = day - 6; d <= day; d++) ws += valueOn(p.sales, p.base, d) ?? 0
      const price = valueOn(p.prices, p.base, day) ?? p.price_cents
      const reviews = valueOn(p.review_counts, p.reviewBase, day) ?? p.reviews
      const scored: Array<[RankType, number]> = []
      if (ds > 0) scored.push(['best_sellers', ds])
      if (ws > 0) {
        scored.push(['hot', ws])
        if (p.listed > day - 30) scored.push(['new', ws])
        if ((p.rating ?? 0) >= 4.8 && reviews >= 20) scored.push(['five_star', ws])
      }
      for (const [list, score] of scored) {
        offer(`${day}|${p.site_id}|${list}|0`, SITE_LIST_LENGTH, p.id, score)
        offer(`${day}|${p.site_id}|${list}|${p.top_category_id}`, CATEGORY_LIST_LENGTH, p.id, score)
      }
      const storeKey = `${p.store_id}|${day}`
      const store = stores.get(storeKey) ?? { sales: 0, revenue: 0, count: 0 }
      store.sales += ds
      store.revenue += ds * price
      store.count++
      stores.set(storeKey, store)
      for (const cat of path) {
        const key = `${p.site_id}|${cat}|${day}`
        let agg = cats.get(key)
        if (!agg) {
          agg = { count: 0, sales: 0, revenue: 0, priceSum: 0, fresh: 0, semi: 0, stores: new Map() }
          cats.set(key, agg)
        }
        agg.count++
        agg.sales += ds
        agg.revenue += ds * price
        agg.priceSum += price
        if (p.listed > day - 30) agg.fresh++
        if (p.semi) agg.semi++
        agg.stores.set(p.store_id, (agg.stores.get(p.store_id) ?? 0) + ds)
      }
    }
  }
  const write = async (db: Database) => {
    // Rank changes compare with the day before: derived now, or already stored.
    const previous = new Map<string, number>()
    const stored = await db.query<
      Pick<SqlRow<typeof rankLists>, 'site_id' | 'list_type' | 'category_id' | 'product_id' | 'rank'> & {
        day: number
      }
    >(
      `SELECT (date - DATE '1970-01-01') AS day, site_id, list_type, category_id, product_id, rank FROM rank_lists WHERE date = $1::date`,
      [dayText(minDay - 1)],
    )
    for (const r of stored)
      previous.set(`${r.day}|${r.site_id}|${r.list_type}|${r.category_id}|${r.product_id}`, r.rank)
    const rankRows: Array<Record<string, unknown>> = []
    for (const day of [...dayNums].sort((a, b) => a - b)) {
      for (const [key, top] of lists) {
        if (!key.startsWith(`${day}|`)) continue
        const [, site, list, category] = key.split('|')
        top.ranked().forEach((item, index) => {
          const rank = index + 1
          const before = previous.get(`${day - 1}|${site}|${list}|${category}|${item.id}`)
          previous.set(`${day}|${site}|${list}|${category}|${item.id}`, rank)
          rankRows.push({
            date: dayText(day),
            site_id: site,
            category_id: Number(category),
            list_type: list,
            rank,
            product_id: item.id,
            rank_change: before === undefined ? null : before - rank,
          })
        })
      }
    }

    // Statement by statement on PGlite (client.ts, inSteps): the server's requests run between them.
    await db.inSteps(async (steps) => {
      const tx = statementSteps(steps)
      // Day by day: one statement for all the days held PGlite's connection for a second (demo scale).
      for (const day of days) await tx.query('DELETE FROM rank_lists WHERE date = $1::date', [day])
      for (let i = 0; i < rankRows.length; i += WRITE_BATCH) {
        await tx.query(
          `INSERT INTO rank_lists (date, site_id, category_id, list_type, rank, product_id, rank_change)
         SELECT * FROM json_to_recordset($1::text::json) AS x(date date, site_id text, category_id int, list_type text, rank int, product_id int, rank_change int)`,
          [JSON.stringify(rankRows.slice(i, i + WRITE_BATCH))],
        )
      }
      const storeRows = [...stores].map(([key, s]) => {
        const [store, day] = key.split('|')
        return {
          store_id: Number(store),
          date: dayText(Number(day)),
          // The column is an int: a saturated total rather than a failed run on implausible sales.
          sales: Math.min(s.sales, 2_147_483_647),
          revenue_cents: s.revenue,
          product_count: s.count,
        }
      })
      for (let i = 0; i < storeRows.length; i += WRITE_BATCH) {
        await tx.query(
          `INSERT INTO store_daily (store_id, date, sales, revenue_cents, product_count, followers)
         SELECT x.store_id, x.date, x.sales, x.revenue_cents, x.product_count, s.followers
         FROM json_to_recordset($1::text::json) AS x(store_id int, date date, sales int, revenue_cents bigint, product_count int)
         JOIN stores s ON s.id = x.store_id
         ON CONFLICT (store_id, date) DO UPDATE SET sales = excluded.sales, revenue_cents = excluded.revenue_cents,
           product_count = excluded.product_count, followers = excluded.followers`,
          [JSON.stringify(storeRows.slice(i, i + WRITE_BATCH))],
        )
      }
      const categoryRows = [...cats].map(([key, c]) => {
        const [site, category, day] = key.split('|')
        return {
          site_id: site,
          category_id: Number(category),
          date: dayText(Number(day)),
          product_count: c.count,
          sales: c.sales,
          revenue_cents: c.revenue,
          avg_price_cents: Math.round(c.priceSum / c.count),
          new_products: c.fresh,
          store_count: c.stores.size,
          semi_products: c.semi,
          top10_sales: topSum(c.stores.values(), CATEGORY_TOP_SIZE),
        }
      })
      for (let i = 0; i < categoryRows.length; i += WRITE_BATCH) {
        await tx.query(
          `INSERT INTO category_daily (site_id, category_id, date, product_count, sales, revenue_cents, avg_price_cents, new_products, store_count, semi_products, top10_sales)
         SELECT * FROM json_to_recordset($1::text::json) AS x(site_id text, category_id int, date date, product_count int,
           sales bigint, revenue_cents bigint, avg_price_cents int, new_products int, store_count int, semi_products int, top10_sales bigint)
         ON CONFLICT (site_id, category_id, date) DO UPDATE SET product_count = excluded.product_count, sales = excluded.sales,
           revenue_cents = excluded.revenue_cents, avg_price_cents = excluded.avg_price_cents,
           new_products = excluded.new_products, store_count = excluded.store_count,
           semi_products = excluded.semi_products, top10_sales = excluded.top10_sales`,
          [JSON.stringify(categoryRows.slice(i, i + WRITE_BATCH))],
        )
      }
    })
  }
  return { from, to: Math.max(...dayNums), reviewsFrom: from, add, write }
}

// Saturated like store_daily.sales: the sum of many products' sales may not fit the int column.
const STORE_TOTALS_SQL = `UPDATE stores s SET month_sales = a.m, month_revenue_cents = a.r
FROM (SELECT store_id, least(sum(month_sales), 2147483647)::int AS m, sum(month_revenue_cents)::bigint AS r FROM products GROUP BY store_id) a
WHERE s.id = a.store_id AND (s.month_sales, s.month_revenue_cents) IS DISTINCT FROM (a.m, a.r)`

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
export type DeriveStep = { step: string; ms: number }

export async function deriveAfterIngest(
  db: Database,
  input: {
    days: readonly string[]
    backfilled: boolean
    entities: ReadonlyArray<{ entity: EntityName; day: string }>
    /** The run read the generator's folder: its entities are demo data (server/db/provenance.ts). */
    generated?: boolean
  },
  onStep?: (step: DeriveStep) => void,
): Promise<DeriveStep[]> {
  const steps: DeriveStep[] = []
  const timed = async (step: string, work: () => Promise<unknown>) => {
    const started = performance.now()
    await work()
    const done = { step, ms: Math.round(performance.now() - started) }
    steps.push(done)
    onStep?.(done)
  }
  const loaded = new Set(input.entities.map((e) => e.entity))
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
  const productsOrStores = loaded.has('products') || loaded.has('stores')
  const days = await daysToDerive(db, input.days, input.backfilled)
  const paths = new Map(
    (
      await db.query<Pick<SqlRow<typeof categoriesTable>, 'id' | 'path'>>('SELECT id, path FROM categories')
    ).map((c) => [c.id, c.path]),
  )
  const perDay = perDayRollup(days, paths)
  const stores = productsOrStores ? await storeRollup(db) : null
  const categories = productsOrStores ? await categoryRollup(db) : null
  const keywords =
    loaded.has('keywords') || loaded.has('products')
      ? await keywordRollup(db, { positions: loaded.has('keywords') })
      : null
  // One read of the products and their series for every rollup below (product-pass.ts).
  await timed('product pass', () => productPass(db, [perDay, stores, categories, keywords]))
  if (perDay) await timed('per-day lists and aggregates', () => perDay.write(db))
  if (productsOrStores) await timed('store totals', () => db.query(STORE_TOTALS_SQL))
  // The keywords' supply, stage and price bands; their shares and related keywords after a keyword load.
  if (keywords) await timed('keyword rollups', () => keywords.write(db))
  // Match keys of new or renamed marks and patent kinds (docs/ip.md); both skip unchanged rows.
  if (loaded.has('trademarks') || loaded.has('patents')) await timed('ip match keys', () => deriveIpKeys(db))
  if (stores)
    await timed('store rollups', async () => {
      await stores.write(db)
      await refreshStoreListTotals(db)
    })
  if (productsOrStores) await timed('list totals', () => refreshListTotals(db))
  if (categories) await timed('category rollups', () => categories.write(db))
  // After the store rollups: an ad without a product takes its store's main category.
  if (loaded.has('ads') || loaded.has('products') || loaded.has('stores'))
    await timed('ad rollups', () => deriveAdRollups(db))
  await timed('planner statistics', () => refreshPlannerStatistics(db))
  return steps
}

/**
 * Statistics and the visibility map after a load. PGlite has no autovacuum, so without this the planner
 * guessed 447 rows for a site with 20,000 and scanned the heap; PostgreSQL's autovacuum would get there
 * later, this gets there now. VACUUM marks the products pages all-visible, which lets a capped count
 * walk the index alone; ANALYZE samples the tables reads filter on (seconds even at a million products).
 */
export async function refreshPlannerStatistics(db: Database): Promise<void> {
  // One statement per step and table: on PGlite's one connection a server's requests wait for each
  // statement, and the combined ones took 1.5 s each at the demo scale; split, none is that long.
  for (const table of VACUUMED_TABLES) await db.exec(`VACUUM ${table}`)
  await db.exec('ANALYZE products')
  for (const table of ANALYZED_TABLES) await db.exec(`ANALYZE ${table}`)
}

/**
 * Tables the ingest rewrites wholesale, vacuumed after every load. products: its pages all-visible for
 * index-only counts. ads: the first derive sets every ad's category, leaving a dead version of each row;
 * without the vacuum PGlite's ad list read twice the index entries and four times the heap pages at the
 * bench scale (22 ms for one count), and the count index (ads_filter_count_idx) needs the pages
 * all-visible too. title_postings: appended (and trimmed when a title changes) rather than rewritten,
 * but read by its index alone, which needs the new pages all-visible. store_stats: rewritten whole by
 * the store rollups, and its filtered count reads an index alone (migration 0023). A vacuum of a table
 * with nothing dead skips its pages.
 */
const VACUUMED_TABLES = ['products', 'ads', 'title_postings', 'store_stats']

/**
 * The tables whose statistics plan request reads. product_history is left out: it is only ever read
 * by primary key, and sampling its long series rows was half of the whole ANALYZE (2.6 s of 4.6 at
 * the demo scale).
 */
const ANALYZED_TABLES = [
  'product_search',
  'title_words',
  'title_postings',
  'stores',
  'categories',
  'keywords',
  'keyword_products',
  'ads',
  'ad_country_daily',
  'suppliers',
  'trademarks',
  'patents',
  'rank_lists',
  'category_daily',
  'category_stats',
  'store_daily',
  'product_list_totals',
]
