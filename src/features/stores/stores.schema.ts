import { bigint, date, index, integer, pgTable, primaryKey, real, smallint, text } from 'drizzle-orm/pg-core'

export const storeDaily = pgTable(
  'store_daily',
  {
    storeId: integer('store_id').notNull(),
    date: date('date').notNull(),
    sales: integer('sales').notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
    productCount: integer('product_count').notNull(),
    followers: integer('followers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.date] })],
)

/** One row per store: its figures on the latest products day and the window before (prev_*). */
export const storeStats = pgTable(
  'store_stats',
  {
    storeId: integer('store_id').primaryKey(),
    siteId: text('site_id').notNull(),
    asOf: date('as_of').notNull(),
    /** Top-level category with the most 30-day sales (0: none sold). */
    mainCategoryId: integer('main_category_id').notNull(),
    /** Up to three top-level categories, most 30-day sales first. */
    mainCategories: integer('main_categories').array().notNull(),
    managedMode: text('managed_mode').notNull(),
    openedOn: date('opened_on').notNull(),
    rating: real('rating'),
    reviews: integer('reviews').notNull(),
    followers: integer('followers').notNull(),
    /** Followers 30 days before as_of (store_daily), null when not recorded. */
    prevFollowers: integer('prev_followers'),
    productCount: integer('product_count').notNull(),
    prevProductCount: integer('prev_product_count').notNull(),
    /** Products listed within the last 30 days; prev: the 30 days before. */
    newProducts: integer('new_products').notNull(),
    prevNewProducts: integer('prev_new_products').notNull(),
    totalSold: bigint('total_sold', { mode: 'number' }).notNull(),
    weekSales: integer('week_sales').notNull(),
    /** The window before, scaled from the days the series covers (null: under half of it covered). */
    prevWeekSales: integer('prev_week_sales'),
    weekGrowth: real('week_growth').notNull(),
    monthSales: integer('month_sales').notNull(),
    prevMonthSales: integer('prev_month_sales'),
    monthGrowth: real('month_growth').notNull(),
    /**
     * The 80 % intervals of the week's and month's sales, summed from the products' estimates as
     * intervals (docs/estimates.md); null when every product's figures were observed.
     */
    weekSalesLow: integer('week_sales_low'),
    weekSalesHigh: integer('week_sales_high'),
    monthSalesLow: integer('month_sales_low'),
    monthSalesHigh: integer('month_sales_high'),
    revenueUsdCents: bigint('revenue_usd_cents', { mode: 'number' }).notNull(),
    prevRevenueUsdCents: bigint('prev_revenue_usd_cents', { mode: 'number' }),
    revenueGrowth: real('revenue_growth').notNull(),
    /** By 30-day sales, 1 = best, on the site and within the main category. */
    siteRank: integer('site_rank').notNull(),
    categoryRank: integer('category_rank').notNull(),
    /** Daily units of the last 30 days, oldest first (the list's sparkline). */
    spark: integer('spark').array().notNull(),
  },
  (t) => [
    index('store_stats_site_week_idx').on(t.siteId, t.weekSales.desc(), t.storeId.desc().nullsFirst()),
    index('store_stats_site_month_idx').on(t.siteId, t.monthSales.desc(), t.storeId.desc().nullsFirst()),
    index('store_stats_site_revenue_idx').on(
      t.siteId,
      t.revenueUsdCents.desc(),
      t.storeId.desc().nullsFirst(),
    ),
    index('store_stats_site_growth_idx').on(t.siteId, t.monthGrowth.desc(), t.storeId.desc().nullsFirst()),
    // The dashboard's rising stores (issue 13, migration 0012).
    index('store_stats_site_week_growth_idx').on(t.siteId, t.weekGrowth.desc().nullsFirst(), t.storeId),
    index('store_stats_site_followers_idx').on(t.siteId, t.followers.desc(), t.storeId.desc().nullsFirst()),
    index('store_stats_site_rating_idx').on(
      t.siteId,
      t.rating.desc().nullsLast(),
      t.storeId.desc().nullsFirst(),
    ),
    index('store_stats_site_opened_idx').on(t.siteId, t.openedOn.desc().nullsFirst(), t.storeId),
    index('store_stats_site_category_idx').on(
      t.siteId,
      t.mainCategoryId,
      t.monthSales.desc().nullsFirst(),
      t.storeId,
    ),
    // store_stats_site_filter_idx (site_id INCLUDE the filtered columns, for the filtered count) is in
    // migration 0023: drizzle's index builder has no INCLUDE.
  ],
)

/** The last 90 days (or the history there is) per store, oldest first from start_date. */
export const storeSeries = pgTable('store_series', {
  storeId: integer('store_id').primaryKey(),
  startDate: date('start_date').notNull(),
  sales: integer('sales').array().notNull(),
  revenueUsdCents: bigint('revenue_usd_cents', { mode: 'number' }).array().notNull(),
  productCount: integer('product_count').array().notNull(),
  newListings: integer('new_listings').array().notNull(),
})

/** A store's products and 30-day sales per top-level category. */
export const storeCategoryMix = pgTable(
  'store_category_mix',
  {
    storeId: integer('store_id').notNull(),
    categoryId: integer('category_id').notNull(),
    productCount: integer('product_count').notNull(),
    monthSales: integer('month_sales').notNull(),
    revenueUsdCents: bigint('revenue_usd_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.categoryId] })],
)

/** A store's products and 30-day sales per price band (STORE_PRICE_BANDS, in US dollars). */
export const storePriceBands = pgTable(
  'store_price_bands',
  {
    storeId: integer('store_id').notNull(),
    band: smallint('band').notNull(),
    productCount: integer('product_count').notNull(),
    monthSales: integer('month_sales').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.band] })],
)

/** The average store per site and main category (category 0: the whole site), for the detail's comparisons. */
export const storeCategoryAvg = pgTable(
  'store_category_avg',
  {
    siteId: text('site_id').notNull(),
    categoryId: integer('category_id').notNull(),
    storeCount: integer('store_count').notNull(),
    weekSales: integer('week_sales').notNull(),
    monthSales: integer('month_sales').notNull(),
    revenueUsdCents: bigint('revenue_usd_cents', { mode: 'number' }).notNull(),
    productCount: integer('product_count').notNull(),
    newProducts: integer('new_products').notNull(),
    rating: real('rating'),
    followers: integer('followers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.categoryId] })],
)

/** The size of each store list of a site with no filter but its type, written with the rollups: a first
 *  page's total without counting up to 10,001 rows on every request (migration 0017). */
export const storeListTotals = pgTable(
  'store_list_totals',
  {
    siteId: text('site_id').notNull(),
    list: text('list').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ name: 'store_list_totals_pkey', columns: [t.siteId, t.list] })],
)
