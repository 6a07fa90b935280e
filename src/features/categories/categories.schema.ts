import { bigint, date, integer, pgTable, primaryKey, real, smallint, text } from 'drizzle-orm/pg-core'

/** Rollup written at ingest, so no request aggregates products per category. */
export const categoryDaily = pgTable(
  'category_daily',
  {
    siteId: text('site_id').notNull(),
    categoryId: integer('category_id').notNull(),
    date: date('date').notNull(),
    productCount: integer('product_count').notNull(),
    sales: bigint('sales', { mode: 'number' }).notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
    avgPriceCents: integer('avg_price_cents').notNull(),
    newProducts: integer('new_products').notNull(),
    storeCount: integer('store_count').notNull(),
    /** Products run in semi-managed mode, and the day's sales of the category's 10 best-selling stores. */
    semiProducts: integer('semi_products').notNull().default(0),
    top10Sales: bigint('top10_sales', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.categoryId, t.date] })],
)

/**
 * One row per site and category node (every level) as of the latest products day, written at ingest
 * from the products' 30-day figures: the category database reads it whole for a site (docs/lists.md).
 */
export const categoryStats = pgTable(
  'category_stats',
  {
    siteId: text('site_id').notNull(),
    categoryId: integer('category_id').notNull(),
    parentId: integer('parent_id'),
    level: smallint('level').notNull(),
    asOf: date('as_of').notNull(),
    /** Units sold in the last 30 days and the 30 before. */
    sales: bigint('sales', { mode: 'number' }).notNull(),
    /** The 80 % interval of `sales`, from the products' estimates summed as intervals; null: all observed. */
    salesLow: bigint('sales_low', { mode: 'number' }),
    salesHigh: bigint('sales_high', { mode: 'number' }),
    previousSales: bigint('previous_sales', { mode: 'number' }).notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
    growth: real('growth').notNull(),
    productCount: integer('product_count').notNull(),
    storeCount: integer('store_count').notNull(),
    avgPriceCents: integer('avg_price_cents').notNull(),
    /** Ratios 0..1: new listings (30 days), semi-managed products, the top 10 stores' and new stores' sales. */
    newShare: real('new_share').notNull(),
    semiShare: real('semi_share').notNull(),
    top10Share: real('top10_share').notNull(),
    newcomerShare: real('newcomer_share').notNull(),
    stage: text('stage').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.categoryId] })],
)

/** Products and 30-day sales per price band (CATEGORY_PRICE_BANDS) of each category node. */
export const categoryPriceBands = pgTable(
  'category_price_bands',
  {
    siteId: text('site_id').notNull(),
    categoryId: integer('category_id').notNull(),
    band: smallint('band').notNull(),
    products: integer('products').notNull(),
    sales: bigint('sales', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.categoryId, t.band] })],
)

/** Each category node's 10 best sellers (`top`) and best-selling new listings (`new`) by 30-day sales. */
export const categoryTopProducts = pgTable(
  'category_top_products',
  {
    siteId: text('site_id').notNull(),
    categoryId: integer('category_id').notNull(),
    kind: text('kind').notNull(),
    rank: smallint('rank').notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.categoryId, t.kind, t.rank] })],
)

/** Each category node's 10 best-selling stores: their 30-day sales and revenue in it, and products in it. */
export const categoryTopStores = pgTable(
  'category_top_stores',
  {
    siteId: text('site_id').notNull(),
    categoryId: integer('category_id').notNull(),
    rank: smallint('rank').notNull(),
    storeId: integer('store_id').notNull(),
    sales: bigint('sales', { mode: 'number' }).notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
    products: integer('products').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.categoryId, t.rank] })],
)
