// The dashboard's reads: every one an indexed read of a rollup the ingest writes (rank_lists by its
// primary key, store_stats by store_stats_site_week_growth_idx, category_stats for a site, freshness)
// or a user's favorites by key with their history rows. Nothing is aggregated per request.

import type { categories, products, stores } from '@/features/catalog/catalog.schema'
import type { SiteId } from '@/features/catalog/products.shared'
import type { storeStats } from '@/features/stores/stores.schema'
import { salesFigure } from '@/lib/sales-figure'
import type { Queryable } from '@/server/db/client'
import type { SqlRow } from '@/server/db/rows'
import {
  type CategoryMover,
  DASHBOARD_FAVORITES,
  type Dashboard,
  type FavoriteChange,
  type Freshness,
  MOVERS_SIZE,
  type ProductMover,
  type StoreMover,
} from './dashboard.shared'
import { dashboardKeywordSource } from './keyword-source'

/** Stores need this many units in the week for their growth to count as a move (not noise). */
const STORE_MIN_WEEK_SALES = 20
/** Categories need this many units in 30 days. */
const CATEGORY_MIN_SALES = 100

export async function freshness(db: Queryable): Promise<Freshness[]> {
  const rows = await db.query<{
    entity: string
    last_date: string | null
    ingested_at: string
    row_count: number | string
  }>(
    `SELECT entity, to_char(last_date, 'YYYY-MM-DD') AS last_date,
       to_char(ingested_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS ingested_at, row_count
     FROM freshness ORDER BY entity`,
  )
  return rows.map((r) => ({
    entity: r.entity,
    lastDate: r.last_date,
    ingestedAt: r.ingested_at,
    rows: Number(r.row_count),
  }))
}

// Rows typed from the catalog's schema (SqlRow) where they read its tables; the other domains' rollups
// (rank_lists, store_stats, category_stats) stay hand-typed: a domain reaches another only through its
// api or the catalog.
type Product = SqlRow<typeof products>
type RawMover = Pick<Product, 'id' | 'title_en' | 'title_cn' | 'image'> & {
  rank: number
  rank_change: number | null
}
const toMover = (r: RawMover): ProductMover => ({
  id: r.id,
  titleEn: r.title_en,
  titleCn: r.title_cn,
  image: r.image,
  rank: r.rank,
  rankChange: r.rank_change,
})

/** The hot list's latest day for the site: its biggest climbers and its new entries. */
export async function productMovers(
  db: Queryable,
  site: SiteId,
): Promise<{ asOf: string | null; products: ProductMover[]; newEntries: ProductMover[] }> {
  const [day] = await db.query<{ d: string | null }>(
    `SELECT to_char(max(date), 'YYYY-MM-DD') AS d FROM rank_lists WHERE site_id = $1 AND category_id = 0 AND list_type = 'hot'`,
    [site],
  )
  const asOf = day?.d ?? null
  if (!asOf) return { asOf, products: [], newEntries: [] }
  // One day's site list (100 rows by the primary key), split two ways.
  const rows = await db.query<RawMover>(
    `SELECT p.id, p.title_en, p.title_cn, p.image, r.rank, r.rank_change
     FROM rank_lists r JOIN products p ON p.id = r.product_id
     WHERE r.date = $1::date AND r.site_id = $2 AND r.category_id = 0 AND r.list_type = 'hot'
     ORDER BY r.rank`,
    [asOf, site],
  )
  const climbers = rows
    .filter((r) => (r.rank_change ?? 0) > 0)
    .sort((a, b) => (b.rank_change ?? 0) - (a.rank_change ?? 0) || a.rank - b.rank)
  return {
    asOf,
    products: climbers.slice(0, MOVERS_SIZE).map(toMover),
    newEntries: rows
      .filter((r) => r.rank_change === null)
      .slice(0, MOVERS_SIZE)
      .map(toMover),
  }
}

export async function storeMovers(db: Queryable, site: SiteId): Promise<StoreMover[]> {
  const rows = await db.query<
    Pick<SqlRow<typeof stores>, 'name'> &
      Pick<SqlRow<typeof storeStats>, 'week_sales' | 'week_growth' | 'week_sales_low' | 'week_sales_high'> & {
        id: number
      }
  >(
    `SELECT s.store_id AS id, st.name, s.week_sales, s.week_growth, s.week_sales_low, s.week_sales_high
     FROM (SELECT store_id, week_sales, week_growth, week_sales_low, week_sales_high FROM store_stats
           WHERE site_id = $1 AND week_sales >= $2 ORDER BY week_growth DESC, store_id LIMIT $3) s
     JOIN stores st ON st.id = s.store_id ORDER BY s.week_growth DESC, s.store_id`,
    [site, STORE_MIN_WEEK_SALES, MOVERS_SIZE],
  )
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    weekSales: r.week_sales,
    weekSalesRange: salesFigure(r.week_sales, r.week_sales_low, r.week_sales_high),
    weekGrowth: r.week_growth,
  }))
}

export async function categoryMovers(db: Queryable, site: SiteId): Promise<CategoryMover[]> {
  const rows = await db.query<
    Pick<SqlRow<typeof categories>, 'name_en' | 'name_cn'> & {
      id: number
      sales: number | string
      growth: number
    }
  >(
    `SELECT cs.category_id AS id, c.name_en, c.name_cn, cs.sales, cs.growth
     FROM category_stats cs JOIN categories c ON c.id = cs.category_id
     WHERE cs.site_id = $1 AND cs.sales >= $2 ORDER BY cs.growth DESC, cs.category_id LIMIT $3`,
    [site, CATEGORY_MIN_SALES, MOVERS_SIZE],
  )
  return rows.map((r) => ({
    id: r.id,
    nameEn: r.name_en,
    nameCn: r.name_cn,
    sales: Number(r.sales),
    growth: r.growth,
  }))
}

/**
 * The dashboard's market part for a site, the same for every caller: its reads are independent and
 * run at once (on PostgreSQL each on its own connection; PGlite queues them in its worker).
 */
export async function marketDashboard(db: Queryable, site: SiteId): Promise<Omit<Dashboard, 'favorites'>> {
  const [products, fresh, stores, categories, keywords] = await Promise.all([
    productMovers(db, site),
    freshness(db),
    storeMovers(db, site),
    categoryMovers(db, site),
    dashboardKeywordSource ? dashboardKeywordSource(db, site, MOVERS_SIZE) : null,
  ])
  return {
    site,
    asOf: products.asOf,
    freshness: fresh,
    movers: { products: products.products, newEntries: products.newEntries, stores, categories, keywords },
  }
}

/**
 * The user's favorites on the chosen site (newest starred first) with the latest two days of their price
 * series, whether the product sold out on the latest day, and its place on the site's hot list (the list
 * the dashboard's movers come from, so a favorite's "#2" is the hot list's #2) and the day before.
 */
export async function favoriteChanges(
  db: Queryable,
  userId: string,
  site: SiteId,
): Promise<FavoriteChange[]> {
  const rows = await db.query<
    Pick<Product, 'id' | 'title_en' | 'title_cn' | 'image' | 'currency' | 'price_cents' | 'status'> & {
      sold_out_on: string | null
      snapshot_date: string
      prices: Array<number | null> | null
      rank: number | null
      rank_change: number | null
    }
  >(
    `WITH hot AS (SELECT max(date) AS d FROM rank_lists WHERE site_id = $3 AND category_id = 0 AND list_type = 'hot')
     SELECT p.id, p.title_en, p.title_cn, p.image, p.currency, p.price_cents, p.status,
       to_char(p.sold_out_on, 'YYYY-MM-DD') AS sold_out_on, to_char(p.snapshot_date, 'YYYY-MM-DD') AS snapshot_date,
       h.price_cents[(p.snapshot_date - h.start_date) : (p.snapshot_date - h.start_date) + 1] AS prices,
       r.rank, r.rank_change
     FROM (SELECT f.product_id, f.created_at FROM favorites f JOIN products fp ON fp.id = f.product_id
           WHERE f.user_id = $1 AND fp.site_id = $3 ORDER BY f.created_at DESC LIMIT $2) f
     JOIN products p ON p.id = f.product_id
     LEFT JOIN product_history h ON h.product_id = p.id
     LEFT JOIN rank_lists r ON r.date = (SELECT d FROM hot) AND r.site_id = $3 AND r.category_id = 0
       AND r.list_type = 'hot' AND r.product_id = p.id
     ORDER BY f.created_at DESC, p.id DESC`,
    [userId, DASHBOARD_FAVORITES, site],
  )
  return rows.map((r) => {
    // The slices hold [day before, latest day] (one element when the series starts on the latest day).
    const two = <T>(values: T[] | null): [T | null, T | null] =>
      !values || values.length === 0
        ? [null, null]
        : values.length === 1
          ? [null, values[0] ?? null]
          : [values[0] ?? null, values[1] ?? null]
    const [prevPrice, price] = two(r.prices)
    const soldOut = r.status === 'sold_out'
    return {
      id: r.id,
      titleEn: r.title_en,
      titleCn: r.title_cn,
      image: r.image,
      currency: r.currency,
      price: (price ?? r.price_cents) / 100,
      previousPrice: prevPrice === null ? null : prevPrice / 100,
      rank: r.rank,
      // Places gained since the day before; null when the product is new on the list (or not on it).
      previousRank: r.rank === null || r.rank_change === null ? null : r.rank + r.rank_change,
      soldOut,
      soldOutToday: soldOut && r.sold_out_on === r.snapshot_date,
    }
  })
}
