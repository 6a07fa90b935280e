// Store list and detail reads. Everything comes from the rollups the ingest writes (store_stats,
// store_series, store_category_mix, store_price_bands, store_category_avg; derive-stores.ts): one indexed
// row per store, never an aggregate over products. The only products read is a store's newest items,
// through the products_store_idx index.

import type { categories, products, stores } from '@/features/catalog/catalog.schema'
import { productsAsOf } from '@/features/catalog/product-query.server'
import type { SiteId } from '@/features/catalog/products.shared'
import { narrowsPreset } from '@/lib/fields'
import { cappedTotal } from '@/lib/format'
import { salesFigure } from '@/lib/sales-figure'
import type { Queryable } from '@/server/db/client'
import type { JsonRow, SqlRow } from '@/server/db/rows'
import { filtersWhere, Params, rangeWhere, whereFor } from '@/server/sql/fields'
import type {
  storeCategoryAvg,
  storeCategoryMix,
  storePriceBands,
  storeSeries,
  storeStats,
} from './stores.schema'
import {
  type CategoryName,
  type FavoriteStoresPage,
  NEW_STORE_DAYS,
  STORE_FILTERS,
  STORE_MAX_OFFSET_ROWS,
  STORE_PRICE_BANDS,
  STORE_TOTAL_CAP,
  type StoreDetail,
  type StoreFigure,
  type StoreList,
  type StoreListQuery,
  type StoreListType,
  type StoreRow,
  type StoreSort,
  type StoreSql,
} from './stores.shared'

/** A query value that cannot be served (too deep a page): a 400 naming the field. */
export class InvalidStoreQueryError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`)
  }
}

/** The sort column of each sort key; rating puts unrated stores last either way. */
const SORT_SQL: Record<StoreSort, string> = {
  week_sales: 's.week_sales',
  month_sales: 's.month_sales',
  revenue: 's.revenue_usd_cents',
  growth: 's.month_growth',
  rating: 's.rating',
  followers: 's.followers',
}

/** What each list is (docs/lists.md, "Store lists"). */
const LIST_WHERE: Record<StoreListType, string> = {
  'hot-sale': 's.month_sales > 0',
  new: `s.opened_on > s.as_of - ${NEW_STORE_DAYS}`,
  'semi-hot-sale': `s.managed_mode = 'semi' AND s.month_sales > 0`,
}

const ROW_COLUMNS = `s.store_id AS id, s.site_id, st.name, st.logo, st.country, s.managed_mode, s.main_categories,
  to_char(s.opened_on, 'YYYY-MM-DD') AS opened_on, s.rating, s.reviews, s.followers, s.product_count,
  s.new_products, s.total_sold, s.week_sales, s.week_growth, s.month_sales, s.month_growth,
  s.week_sales_low, s.week_sales_high, s.month_sales_low, s.month_sales_high, s.revenue_usd_cents, s.revenue_growth, s.site_rank, s.spark,
  (SELECT json_agg(json_build_object('id', c.id, 'nameEn', c.name_en, 'nameCn', c.name_cn)
     ORDER BY array_position(s.main_categories, c.id))
   FROM categories c WHERE c.id = ANY(s.main_categories)) AS categories`

// Typed from the schema (SqlRow): a column renamed in stores.schema.ts or catalog.schema.ts breaks it.
type Stats = SqlRow<typeof storeStats>
type RawStore = Pick<
  Stats,
  | 'site_id'
  | 'managed_mode'
  | 'main_categories'
  | 'rating'
  | 'reviews'
  | 'followers'
  | 'product_count'
  | 'new_products'
  | 'total_sold'
  | 'week_sales'
  | 'week_growth'
  | 'month_sales'
  | 'month_growth'
  | 'week_sales_low'
  | 'week_sales_high'
  | 'month_sales_low'
  | 'month_sales_high'
  | 'revenue_usd_cents'
  | 'revenue_growth'
  | 'site_rank'
  | 'spark'
> &
  Pick<SqlRow<typeof stores>, 'name' | 'logo' | 'country'> & {
    id: Stats['store_id']
    opened_on: string
    /** The main categories' names, in main_categories order (read in the same statement). */
    categories: CategoryName[] | string | null
  }

/** A json column: PGlite hands it over parsed, postgres.js as text for json_agg over a subquery. */
const json = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value

function toRows(raw: RawStore[]): StoreRow[] {
  return raw.map((r) => ({
    id: r.id,
    site: r.site_id as SiteId,
    name: r.name,
    logo: r.logo,
    country: r.country,
    managedMode: r.managed_mode === 'semi' ? 'semi' : 'full',
    mainCategories: json<CategoryName[]>(r.categories) ?? [],
    openedOn: r.opened_on,
    rating: r.rating,
    reviews: r.reviews,
    followers: r.followers,
    productCount: r.product_count,
    newProducts: r.new_products,
    totalSold: Number(r.total_sold),
    weekSales: r.week_sales,
    weekGrowth: r.week_growth,
    monthSales: r.month_sales,
    monthGrowth: r.month_growth,
    revenueUsd: Number(r.revenue_usd_cents) / 100,
    revenueGrowth: r.revenue_growth,
    siteRank: r.site_rank,
    spark: r.spark,
    sales: {
      week: salesFigure(r.week_sales, r.week_sales_low, r.week_sales_high),
      month: salesFigure(r.month_sales, r.month_sales_low, r.month_sales_high),
    },
  }))
}

/** The SQL of each store filter (STORE_FILTERS): columns of the store_stats rollup (s). */
const STORE_WHERE = whereFor<StoreSql>()(STORE_FILTERS, {
  site: (_site, sql) => `s.site_id = ${sql.site}`,
  category: (id, sql) => `${sql.add(id)}::int = ANY(s.main_categories)`,
  managed: (value, sql) => `s.managed_mode = ${sql.add(value)}`,
  opened_from: (day, sql) => `s.opened_on >= ${sql.add(day)}::date`,
  opened_to: (day, sql) => `s.opened_on <= ${sql.add(day)}::date`,
  week_sales: rangeWhere('s.week_sales'),
  month_sales: rangeWhere('s.month_sales'),
  total_sales: rangeWhere('s.total_sold'),
  revenue: rangeWhere('s.revenue_usd_cents', 100),
  rating: (rating, sql) => `s.rating >= ${sql.add(rating)}`,
  reviews: rangeWhere('s.reviews'),
  followers: rangeWhere('s.followers'),
  products: rangeWhere('s.product_count'),
  new_products: rangeWhere('s.new_products'),
})

export type BuiltStoreList = { where: string[]; params: Params; order: string }

export async function buildStoreFilter(query: StoreListQuery): Promise<BuiltStoreList> {
  const params = new Params()
  const sql: StoreSql = { add: (value) => params.add(value), site: params.add(query.site) }
  const where = [LIST_WHERE[query.type], ...(await filtersWhere(STORE_WHERE, query, sql))]
  // The site condition is always there (the field has a fallback, so its where runs via the query).
  const column = SORT_SQL[query.sort]
  const dir = query.order === 'asc' ? 'ASC' : 'DESC'
  return { where, params, order: `${column} ${dir} NULLS LAST, s.store_id ${dir}` }
}

/**
 * Writes each site's store list sizes (no filter but the list's type), after the store rollups: the
 * first page of a list reads its total here. One statement: a few thousand stores per site.
 */
export async function refreshStoreListTotals(db: Queryable): Promise<void> {
  const lists = Object.entries(LIST_WHERE) as Array<[StoreListType, string]>
  await db.query(
    `WITH counts AS (
       SELECT s.site_id, ${lists.map(([, where], i) => `count(*) FILTER (WHERE ${where})::int AS n${i}`).join(', ')}
       FROM store_stats s GROUP BY s.site_id)
     , fresh AS (
       ${lists.map(([list], i) => `SELECT site_id, '${list}' AS list, n${i} AS n FROM counts`).join(' UNION ALL ')})
     , gone AS (DELETE FROM store_list_totals t WHERE NOT EXISTS (
         SELECT 1 FROM fresh f WHERE f.site_id = t.site_id AND f.list = t.list))
     INSERT INTO store_list_totals (site_id, list, n) SELECT site_id, list, n FROM fresh
     ON CONFLICT (site_id, list) DO UPDATE SET n = excluded.n`,
  )
}

/** The products day the rollups describe (the product lists' cached lookup: one freshness row). */
export const storesAsOf = (db: Queryable): Promise<string | null> => productsAsOf(db)

async function selectStores(
  db: Queryable,
  built: BuiltStoreList,
  limit: number,
  offset: number,
): Promise<StoreRow[]> {
  const params = new Params()
  params.values.push(...built.params.values)
  const raw = await db.query<RawStore>(
    `SELECT ${ROW_COLUMNS}
     FROM (SELECT * FROM store_stats s WHERE ${built.where.join(' AND ')}
           ORDER BY ${built.order} LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}) s
     JOIN stores st ON st.id = s.store_id
     ORDER BY ${built.order}`,
    params.values,
  )
  return toRows(raw)
}

export async function listStores(
  db: Queryable,
  query: StoreListQuery,
): Promise<Omit<StoreList, 'remaining'>> {
  const offset = (query.page - 1) * query.page_size
  if (offset + query.page_size > STORE_MAX_OFFSET_ROWS) {
    throw new InvalidStoreQueryError('page', `goes deeper than ${STORE_MAX_OFFSET_ROWS} rows`)
  }
  const built = await buildStoreFilter(query)
  const rows = await selectStores(db, built, query.page_size, offset)
  // A short first page is its own total; a list with no filter but its type has its size in the
  // rollup; otherwise count, capped (counting 10,001 rows took 15 ms at 50,000 stores).
  let total = rows.length
  const listed = !narrowsPreset(STORE_FILTERS, query)
    ? (
        await db.query<{ n: number }>('SELECT n FROM store_list_totals WHERE site_id = $1 AND list = $2', [
          query.site,
          query.type,
        ])
      )[0]
    : undefined
  if (listed) total = listed.n
  else if (!(query.page === 1 && rows.length < query.page_size)) {
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM store_stats s WHERE ${built.where.join(' AND ')} LIMIT ${STORE_TOTAL_CAP + 1}) t`,
      built.params.values,
    )
    total = row?.n ?? 0
  }
  return {
    list: rows,
    ...cappedTotal(total, STORE_TOTAL_CAP),
    page: query.page,
    page_size: query.page_size,
    as_of: await productsAsOf(db),
  }
}

/** A user's starred stores, newest star first (the stores tab of /my-favorites). */
export async function favoriteStoresPage(
  db: Queryable,
  userId: string,
  page: number,
  pageSize: number,
): Promise<FavoriteStoresPage> {
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM store_favorites f JOIN store_stats s ON s.store_id = f.store_id WHERE f.user_id = $1',
    [userId],
  )
  const raw = await db.query<RawStore>(
    `SELECT ${ROW_COLUMNS}
     FROM store_favorites f
     JOIN store_stats s ON s.store_id = f.store_id
     JOIN stores st ON st.id = s.store_id
     WHERE f.user_id = $1
     ORDER BY f.created_at DESC, f.store_id DESC LIMIT $2 OFFSET $3`,
    [userId, pageSize, (page - 1) * pageSize],
  )
  return { list: toRows(raw), total: count?.n ?? 0, page, page_size: pageSize }
}

/** Every matching store in order, in batches: memory stays flat whatever the size. */
export async function* streamStores(
  db: Queryable,
  query: StoreListQuery,
  options: { maxRows: number; batchSize?: number },
): AsyncGenerator<StoreRow[]> {
  const built = await buildStoreFilter(query)
  const batchSize = options.batchSize ?? 1000
  // Offset batches: store lists are at most a site's stores, and the order is total (id breaks ties).
  for (let sent = 0; sent < options.maxRows; ) {
    const rows = await selectStores(db, built, Math.min(batchSize, options.maxRows - sent), sent)
    if (rows.length === 0) return
    sent += rows.length
    yield rows
    if (rows.length < batchSize) return
  }
}

type RawStats = RawStore &
  Pick<
    Stats,
    | 'main_category_id'
    | 'prev_followers'
    | 'prev_product_count'
    | 'prev_new_products'
    | 'prev_month_sales'
    | 'prev_revenue_usd_cents'
    | 'category_rank'
  > & { as_of: string }

// The store's rollups arrive as JSON (json_agg, row_to_json): JsonRow writes dates as text.
type RawSeries = JsonRow<
  Pick<
    SqlRow<typeof storeSeries>,
    'start_date' | 'sales' | 'revenue_usd_cents' | 'product_count' | 'new_listings'
  >
>

type RawMix = JsonRow<
  Pick<
    SqlRow<typeof storeCategoryMix>,
    'category_id' | 'product_count' | 'month_sales' | 'revenue_usd_cents'
  > &
    Pick<SqlRow<typeof categories>, 'name_en' | 'name_cn'>
>

type RawBand = JsonRow<Pick<SqlRow<typeof storePriceBands>, 'band' | 'product_count' | 'month_sales'>>

type RawAvg = JsonRow<
  Pick<
    SqlRow<typeof storeCategoryAvg>,
    | 'category_id'
    | 'store_count'
    | 'month_sales'
    | 'revenue_usd_cents'
    | 'product_count'
    | 'new_products'
    | 'rating'
    | 'followers'
  >
>

const figure = (value: number | null, previous: number | null, average: number | null): StoreFigure => ({
  value,
  previous,
  categoryAverage: average,
})

/** One store's detail page data, or null when there is no such store. */
export async function storeDetail(db: Queryable, id: number): Promise<Omit<StoreDetail, 'remaining'> | null> {
  const [raw] = await db.query<RawStats>(
    `SELECT ${ROW_COLUMNS}, to_char(s.as_of, 'YYYY-MM-DD') AS as_of, s.main_category_id, s.prev_followers,
       s.prev_product_count, s.prev_new_products, s.prev_month_sales, s.prev_revenue_usd_cents, s.category_rank
     FROM store_stats s JOIN stores st ON st.id = s.store_id WHERE s.store_id = $1`,
    [id],
  )
  if (!raw) return null
  const [row] = toRows([raw])
  if (!row) return null
  // The rollups in one statement (PGlite runs statements one at a time: each round trip counts).
  const [parts] = await db.query<{
    avgs: RawAvg[] | string | null
    series: RawSeries | string | null
    mix: RawMix[] | string | null
    bands: RawBand[] | string | null
    main: CategoryName | string | null
  }>(
    `SELECT
       (SELECT json_agg(a) FROM (SELECT category_id, store_count, month_sales, revenue_usd_cents, product_count,
          new_products, rating, followers FROM store_category_avg WHERE site_id = $2 AND category_id IN (0, $3)) a) AS avgs,
       (SELECT row_to_json(x) FROM (SELECT to_char(start_date, 'YYYY-MM-DD') AS start_date, sales, revenue_usd_cents,
          product_count, new_listings FROM store_series WHERE store_id = $1) x) AS series,
       (SELECT json_agg(x ORDER BY x.month_sales DESC, x.product_count DESC, x.category_id) FROM (
          SELECT m.category_id, c.name_en, c.name_cn, m.product_count, m.month_sales, m.revenue_usd_cents
          FROM store_category_mix m JOIN categories c ON c.id = m.category_id WHERE m.store_id = $1) x) AS mix,
       (SELECT json_agg(b ORDER BY b.band) FROM (SELECT band, product_count, month_sales FROM store_price_bands
          WHERE store_id = $1) b) AS bands,
       (SELECT json_build_object('id', id, 'nameEn', name_en, 'nameCn', name_cn) FROM categories WHERE id = $3) AS main`,
    [id, raw.site_id, raw.main_category_id],
  )
  const avgs = json<RawAvg[]>(parts?.avgs ?? null) ?? []
  const s = json<RawSeries>(parts?.series ?? null)
  const mix = json<RawMix[]>(parts?.mix ?? null) ?? []
  const bands = json<RawBand[]>(parts?.bands ?? null) ?? []
  // Through products_store_listed_idx: a store's own newest rows, not an aggregate.
  const newest = await db.query<
    Pick<
      SqlRow<typeof products>,
      'id' | 'title_en' | 'title_cn' | 'image' | 'price_cents' | 'currency' | 'month_sales'
    > & { listed_at: string }
  >(
    `SELECT id, title_en, title_cn, image, price_cents, currency, to_char(listed_at, 'YYYY-MM-DD') AS listed_at, month_sales
     FROM products WHERE store_id = $1 ORDER BY listed_at DESC, id DESC LIMIT 8`,
    [id],
  )
  const categoryAvg = avgs.find((a) => a.category_id === raw.main_category_id && a.category_id !== 0)
  const siteAvg = avgs.find((a) => a.category_id === 0)
  const bandRows = Array.from({ length: STORE_PRICE_BANDS.length + 1 }, (_, band) => {
    const found = bands.find((b) => b.band === band)
    return { band, productCount: found?.product_count ?? 0, monthSales: found?.month_sales ?? 0 }
  })
  return {
    ...row,
    asOf: raw.as_of,
    figures: {
      monthSales: figure(raw.month_sales, raw.prev_month_sales, categoryAvg?.month_sales ?? null),
      revenueUsd: figure(
        Number(raw.revenue_usd_cents) / 100,
        raw.prev_revenue_usd_cents === null ? null : Number(raw.prev_revenue_usd_cents) / 100,
        categoryAvg ? Number(categoryAvg.revenue_usd_cents) / 100 : null,
      ),
      products: figure(raw.product_count, raw.prev_product_count, categoryAvg?.product_count ?? null),
      newProducts: figure(raw.new_products, raw.prev_new_products, categoryAvg?.new_products ?? null),
      rating: figure(raw.rating, null, categoryAvg?.rating ?? null),
      followers: figure(raw.followers, raw.prev_followers, categoryAvg?.followers ?? null),
    },
    categoryRank: raw.category_rank,
    categoryStores: categoryAvg?.store_count ?? 0,
    siteStores: siteAvg?.store_count ?? 0,
    mainCategory: json<CategoryName>(parts?.main ?? null),
    series: {
      startDate: s?.start_date ?? raw.as_of,
      sales: s?.sales ?? [],
      revenueUsd: (s?.revenue_usd_cents ?? []).map((c) => Number(c) / 100),
      productCount: s?.product_count ?? [],
      newListings: s?.new_listings ?? [],
    },
    mix: mix.map((x) => ({
      id: x.category_id,
      nameEn: x.name_en,
      nameCn: x.name_cn,
      productCount: x.product_count,
      monthSales: x.month_sales,
      revenueUsd: Number(x.revenue_usd_cents) / 100,
    })),
    priceBands: bandRows,
    newest: newest.map((p) => ({
      id: p.id,
      titleEn: p.title_en,
      titleCn: p.title_cn,
      image: p.image,
      price: p.price_cents / 100,
      currency: p.currency,
      listedAt: p.listed_at,
      monthSales: p.month_sales,
    })),
    similar: await similarStores(db, raw),
  }
}

/**
 * Similar stores: the same site and main category, closest in 30-day sales; three just above and three
 * just below, each an index range read on store_stats_site_category_idx.
 */
async function similarStores(db: Queryable, raw: RawStats): Promise<StoreRow[]> {
  const args = [raw.site_id, raw.main_category_id, raw.month_sales, raw.id]
  const rows = await db.query<RawStore>(
    `SELECT ${ROW_COLUMNS} FROM (
       (SELECT * FROM store_stats s WHERE s.site_id = $1 AND s.main_category_id = $2
          AND (s.month_sales, s.store_id) > ($3, $4) ORDER BY s.month_sales ASC, s.store_id ASC LIMIT 3)
       UNION ALL
       (SELECT * FROM store_stats s WHERE s.site_id = $1 AND s.main_category_id = $2
          AND (s.month_sales, s.store_id) < ($3, $4) ORDER BY s.month_sales DESC, s.store_id DESC LIMIT 3)
     ) s JOIN stores st ON st.id = s.store_id ORDER BY s.month_sales DESC, s.store_id DESC`,
    args,
  )
  return toRows(rows)
}
