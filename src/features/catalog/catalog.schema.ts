// The catalog's tables, which every research domain reads: sites, the category tree, stores, products
// with their search index and day-by-day series, list totals, freshness, exchange rates and favourites.
// Money is stored in integer cents of the site's currency; growth figures are ratios (0.25 = +25%); dates
// are UTC days. docs/data-model.md explains every table and field.
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from '@/server/db/accounts.schema'
import type { SalesCalibration } from './estimates/estimate'

export const sites = pgTable('sites', {
  id: text('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameCn: text('name_cn').notNull(),
  currency: text('currency').notNull(),
  sort: integer('sort').notNull().default(0),
})

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    level: smallint('level').notNull(),
    nameEn: text('name_en').notNull(),
    nameCn: text('name_cn').notNull(),
    /** Ids from the top level down to this one, e.g. {3,31,312}. */
    path: integer('path').array().notNull().default(sql`'{}'`),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
)

export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey(),
    siteId: text('site_id').notNull(),
    name: text('name').notNull(),
    logo: text('logo'),
    country: text('country').notNull(),
    rating: real('rating'),
    followers: integer('followers').notNull().default(0),
    productCount: integer('product_count').notNull().default(0),
    managedMode: text('managed_mode').notNull(),
    firstSeen: date('first_seen').notNull(),
    /** Derived at ingest: the store's products' sales over the last 30 days. */
    monthSales: integer('month_sales').notNull().default(0),
    monthRevenueCents: bigint('month_revenue_cents', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stores_site_sales_idx').on(t.siteId, t.monthSales.desc(), t.id)],
)

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    siteId: text('site_id').notNull(),
    storeId: integer('store_id').notNull(),
    categoryId: integer('category_id').notNull(),
    topCategoryId: integer('top_category_id').notNull().default(0),
    titleEn: text('title_en').notNull(),
    titleCn: text('title_cn').notNull(),
    image: text('image').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents').notNull(),
    currency: text('currency').notNull(),
    totalSold: integer('total_sold').notNull(),
    /**
     * Units sold: the day's, the last 7 days' and the last 30 days'. Observed when the collector had the
     * exact figures (sales_basis 'observed'); otherwise the estimator's point estimate (docs/estimates.md),
     * which lists sort and filter by, with its 80 % interval in the _low/_high columns.
     */
    daySales: integer('day_sales').notNull(),
    weekSales: integer('week_sales').notNull().default(0),
    monthSales: integer('month_sales').notNull().default(0),
    /** 'observed', 'estimated' or 'insufficient' (too little history: the figures are 0 and shown as such). */
    salesBasis: text('sales_basis').notNull().default('observed'),
    /** The 80 % intervals of the estimated figures; null when observed (the interval is the value). */
    daySalesLow: integer('day_sales_low'),
    daySalesHigh: integer('day_sales_high'),
    weekSalesLow: integer('week_sales_low'),
    weekSalesHigh: integer('week_sales_high'),
    monthSalesLow: integer('month_sales_low'),
    monthSalesHigh: integer('month_sales_high'),
    /** Week and month sales against the previous week and month, as ratios. */
    weekGrowth: real('week_growth').notNull().default(0),
    monthGrowth: real('month_growth').notNull().default(0),
    /** Estimated revenue of the last 30 days: price × month sales. */
    monthRevenueCents: bigint('month_revenue_cents', { mode: 'number' }).notNull().default(0),
    rating: real('rating'),
    reviews: integer('reviews').notNull(),
    listedAt: date('listed_at').notNull(),
    status: text('status').notNull(),
    managedMode: text('managed_mode').notNull(),
    tags: text('tags').array().notNull(),
    sameItemCount: integer('same_item_count').notNull(),
    /** Derived at ingest: the price before the latest change and when it changed. */
    previousPriceCents: integer('previous_price_cents'),
    priceChangedOn: date('price_changed_on'),
    soldOutOn: date('sold_out_on'),
    snapshotDate: date('snapshot_date').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Keyset-paginated sorts: one index per default sort of a list (LIST_DEFAULT_SORT) and price, with id
    // as the tie-breaker. Queries must say NULLS LAST to match them (see orderBy in products.server.ts).
    index('products_site_month_sales_idx').on(t.siteId, t.monthSales.desc(), t.id.desc()),
    index('products_site_week_growth_idx').on(t.siteId, t.weekGrowth.desc(), t.id.desc()),
    index('products_site_week_sales_idx').on(t.siteId, t.weekSales.desc(), t.id.desc()),
    index('products_site_month_growth_idx').on(t.siteId, t.monthGrowth.desc(), t.id.desc()),
    index('products_site_listed_idx').on(t.siteId, t.listedAt.desc(), t.id.desc()),
    index('products_site_price_idx').on(t.siteId, t.priceCents, t.id),
    index('products_site_category_sales_idx').on(t.siteId, t.categoryId, t.monthSales.desc(), t.id.desc()),
    index('products_site_top_category_sales_idx').on(
      t.siteId,
      t.topCategoryId,
      t.monthSales.desc(),
      t.id.desc(),
    ),
    index('products_store_idx').on(t.storeId, t.monthSales.desc()),
    // The store detail's newest products (issue 12).
    index('products_store_listed_idx').on(
      t.storeId,
      t.listedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
)

/**
 * Titles for search, apart from the daily figures: a day's ingest rewrites most product rows, and
 * trigram index entries would churn with them; titles rarely change, so this table is rarely written.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id').primaryKey(),
    siteId: text('site_id').notNull(),
    titleEn: text('title_en').notNull(),
    titleCn: text('title_cn').notNull(),
    /**
     * The English title's words, lower-cased and prefixed by the site ('us:notch'): written by the
     * ingest with product_title_words() (migration 0021). Searched through title_postings; kept here so
     * a changed title's lost words are known.
     */
    words: text('words').array().notNull().default(sql`'{}'`),
  },
  (t) => [
    index('product_search_title_en_trgm_idx').using('gin', sql`${t.titleEn} gin_trgm_ops`),
    index('product_search_title_cn_trgm_idx').using('gin', sql`${t.titleCn} gin_trgm_ops`),
  ],
)

/**
 * Which products hold each title word (product_search.words, one row per word and product): a word's
 * products are one run of the key, read from the index alone (migration 0022).
 */
export const titlePostings = pgTable(
  'title_postings',
  {
    word: text('word').notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.productId], name: 'title_postings_pkey' })],
)

/**
 * Every word of the titles, per site ('us:notch', as in product_search.words), and how many products
 * hold it: the words a keyword occurs in, and a bound on its matches before any product is read.
 */
export const titleWords = pgTable(
  'title_words',
  {
    word: text('word').primaryKey(),
    products: integer('products').notNull(),
  },
  (t) => [index('title_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
)

/** One row per product: the day-by-day series behind its charts, read in one indexed lookup. */
export const productHistory = pgTable('product_history', {
  productId: integer('product_id').primaryKey(),
  /** The day of the first element of every array. */
  startDate: date('start_date').notNull(),
  priceCents: integer('price_cents').array().notNull(),
  /** Units sold each day: observed, or the day's estimate when the collector saw only the counter. */
  sales: integer('sales').array().notNull(),
  /**
   * The sold counter's displayed floor each day ("1.2K+ sold" → 1200), as the collector saw it; null on
   * days it was not seen, and the whole column null for series loaded before migration 0029.
   */
  sold: integer('sold').array(),
  ranks: integer('ranks').array().notNull(),
  reviews: integer('reviews').array().notNull(),
})

/**
 * How many products each product list holds per site and leaf category, as of the latest products day
 * ('all' is the unfiltered database). Written after every ingest, so a list page opened with only a
 * site, a list and a category shows an exact total without counting (docs/lists.md).
 */
export const productListTotals = pgTable(
  'product_list_totals',
  {
    siteId: text('site_id').notNull(),
    list: text('list').notNull(),
    categoryId: integer('category_id').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.list, t.categoryId] })],
)

/** When each entity was last ingested, and up to which snapshot day. */
export const freshness = pgTable('freshness', {
  entity: text('entity').primaryKey(),
  lastDate: date('last_date'),
  ingestedAt: timestamp('ingested_at', { withTimezone: true }).notNull(),
  rowCount: bigint('row_count', { mode: 'number' }).notNull(),
  /** True when the latest run that loaded the entity read the generator's folder (demo data). */
  generated: boolean('generated').notNull().default(false),
})

/** Reference exchange rates: units of each currency per US dollar, as of a snapshot day. */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  perUsd: real('per_usd').notNull(),
  date: date('date').notNull(),
})

/** A user's starred products (issue 5): newest first on /my-favorites; gone with the user. */
export const favorites = pgTable(
  'favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('favorites_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
)
/** A user's starred stores (issue 12): the stores tab of /my-favorites; gone with the user. */
export const storeFavorites = pgTable(
  'store_favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.storeId] }),
    index('store_favorites_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
)

/**
 * Each site's estimator calibration (docs/estimates.md, "Calibration"): its rank→units curve fitted at
 * the end of each products file from the products whose counters pin their units, read by the next
 * file's estimates. A site without a row uses DEFAULT_CALIBRATION.
 */
export const salesCalibrations = pgTable('sales_calibrations', {
  siteId: text('site_id').primaryKey(),
  calibration: jsonb('calibration').$type<SalesCalibration>().notNull(),
  /** How many (rank, units) samples the fit had. */
  samples: integer('samples').notNull(),
  fittedOn: date('fitted_on').notNull(),
})
