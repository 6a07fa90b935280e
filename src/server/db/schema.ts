// The marketplace schema (docs/data-model.md explains every table and field). Money is stored in
// integer cents of the site's currency; growth figures are ratios (0.25 = +25%); dates are UTC days.
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  customType,
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
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './schema-accounts'

/** A full-text vector (drizzle has no built-in column type for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' })

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
    daySales: integer('day_sales').notNull(),
    weekSales: integer('week_sales').notNull().default(0),
    monthSales: integer('month_sales').notNull().default(0),
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
  sales: integer('sales').array().notNull(),
  ranks: integer('ranks').array().notNull(),
  reviews: integer('reviews').array().notNull(),
})

export const rankLists = pgTable(
  'rank_lists',
  {
    date: date('date').notNull(),
    siteId: text('site_id').notNull(),
    /** 0 for the whole site. */
    categoryId: integer('category_id').notNull(),
    listType: text('list_type').notNull(),
    rank: integer('rank').notNull(),
    productId: integer('product_id').notNull(),
    /** Positions gained since the previous day (null: new on the list). */
    rankChange: integer('rank_change'),
  },
  (t) => [primaryKey({ columns: [t.date, t.siteId, t.categoryId, t.listType, t.rank] })],
)

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

export const keywords = pgTable(
  'keywords',
  {
    id: integer('id').primaryKey(),
    siteId: text('site_id').notNull(),
    textEn: text('text_en').notNull(),
    textCn: text('text_cn').notNull(),
    searchVolume: integer('search_volume').notNull(),
    /** Monthly search volume, oldest first, ending with the current month. */
    volumeHistory: integer('volume_history').array().notNull(),
    productSupply: integer('product_supply').notNull().default(0),
    storeSupply: integer('store_supply').notNull().default(0),
    avgPriceCents: integer('avg_price_cents').notNull(),
    growth: real('growth').notNull(),
    competition: real('competition').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Daily searches of the last 90 days, oldest first, ending with the data day (0011). */
    dailyVolume: integer('daily_volume').array().notNull().default(sql`'{}'`),
    /** English words in the keyword: the database's word-count filter. */
    wordCount: integer('word_count').generatedAlwaysAs(
      sql`cardinality(string_to_array(btrim(text_en), ' '))`,
    ),
    /** Derived (derive-keywords.ts): market stage, price bands of its products, related keywords. */
    stage: text('stage').notNull().default('mature'),
    priceBandEdges: integer('price_band_edges').array().notNull().default(sql`'{}'`),
    priceBandCounts: integer('price_band_counts').array().notNull().default(sql`'{}'`),
    relatedIds: integer('related_ids').array().notNull().default(sql`'{}'`),
  },
  (t) => [
    index('keywords_site_volume_idx').on(t.siteId, t.searchVolume.desc(), t.id),
    // The site and the text's trigrams in one GIN (btree_gin): a text filter finds one site's matches
    // without intersecting a bitmap of the site's every keyword (drizzle/0019_keyword_site_text.sql).
    index('keywords_site_text_en_trgm_idx').using('gin', t.siteId, sql`${t.textEn} gin_trgm_ops`),
    index('keywords_site_text_cn_trgm_idx').using('gin', t.siteId, sql`${t.textCn} gin_trgm_ops`),
    index('keywords_site_growth_idx').on(t.siteId, t.growth.desc().nullsFirst(), t.id),
  ],
)

/** Where a product ranks for a keyword: the reverse lookup reads it by product. */
export const keywordProducts = pgTable(
  'keyword_products',
  {
    keywordId: integer('keyword_id').notNull(),
    productId: integer('product_id').notNull(),
    position: integer('position').notNull(),
    /** Of the product's estimated keyword clicks, the share this keyword brings (derived, 0–1). */
    trafficShare: real('traffic_share').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.keywordId, t.productId] }),
    index('keyword_products_product_idx').on(t.productId),
  ],
)

export const ads = pgTable(
  'ads',
  {
    id: integer('id').primaryKey(),
    platform: text('platform').notNull(),
    countries: text('countries').array().notNull(),
    creative: text('creative').notNull(),
    copy: text('copy').notNull(),
    firstSeen: date('first_seen').notNull(),
    lastSeen: date('last_seen').notNull(),
    daysRunning: integer('days_running').notNull().default(0),
    impressions: bigint('impressions', { mode: 'number' }).notNull(),
    productId: integer('product_id'),
    storeId: integer('store_id'),
    /** image, video or carousel (issue 13). */
    format: text('format').notNull().default('image'),
    /** Top-level category, set at ingest from the product (or the store's main category). */
    categoryId: integer('category_id'),
    /** The copy's words for full-text search, kept by the database. */
    copyWords: tsvector('copy_words').generatedAlwaysAs(sql`to_tsvector('simple', "copy")`),
  },
  (t) => [
    index('ads_last_seen_idx').on(t.lastSeen.desc(), t.id),
    index('ads_product_idx').on(t.productId),
    index('ads_first_seen_idx').on(t.firstSeen.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('ads_days_running_idx').on(t.daysRunning.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('ads_impressions_idx').on(t.impressions.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('ads_store_idx').on(t.storeId, t.firstSeen.desc().nullsFirst()),
    index('ads_category_impressions_idx').on(t.categoryId, t.impressions.desc().nullsFirst()),
    index('ads_countries_idx').using('gin', t.countries),
    index('ads_copy_words_idx').using('gin', t.copyWords),
    // ads_filter_count_idx (platform, days_running INCLUDE the other filtered columns) is in
    // drizzle/0018_ad_count_index.sql only: drizzle's index builder has no INCLUDE.
  ],
)

export const adCountryDaily = pgTable(
  'ad_country_daily',
  {
    country: text('country').notNull(),
    date: date('date').notNull(),
    adCount: integer('ad_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.date] })],
)

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

export const suppliers = pgTable(
  'suppliers',
  {
    id: integer('id').primaryKey(),
    source: text('source').notNull(),
    title: text('title').notNull(),
    priceMinCents: integer('price_min_cents').notNull(),
    priceMaxCents: integer('price_max_cents').notNull(),
    currency: text('currency').notNull(),
    minOrder: integer('min_order').notNull(),
    location: text('location').notNull(),
    image: text('image').notNull(),
    /** The offer's own page on its source (migration 0026); null for rows ingested before it. */
    offerUrl: text('offer_url'),
    /** 64-bit perceptual hash of the image (Hamming distance = bit_count(a # b)). */
    phash: bigint('phash', { mode: 'bigint' }).notNull(),
    /** Mean colour (r, g, b) and a 4×4 brightness layout, both 0–255: a small shape descriptor. */
    colorR: smallint('color_r').notNull(),
    colorG: smallint('color_g').notNull(),
    colorB: smallint('color_b').notNull(),
    shape: smallint('shape').array().notNull(),
    /** The picture at 32×32 RGB (3,072 bytes) for the search's second stage; null if described before. */
    detail: bytea('detail'),
    /** The product cut out and framed on itself, 32×32 RGB + mask (4,096 bytes, migration 0027); null if described before. */
    object: bytea('object'),
    categoryId: integer('category_id'),
    /** The pHash's four 16-bit bands, most significant first, each indexed for the candidate search. */
    phashBand0: integer('phash_band0').generatedAlwaysAs(sql`((("phash" >> 48) & 65535))::integer`),
    phashBand1: integer('phash_band1').generatedAlwaysAs(sql`((("phash" >> 32) & 65535))::integer`),
    phashBand2: integer('phash_band2').generatedAlwaysAs(sql`((("phash" >> 16) & 65535))::integer`),
    phashBand3: integer('phash_band3').generatedAlwaysAs(sql`(("phash" & 65535))::integer`),
  },
  (t) => [
    index('suppliers_source_idx').on(t.source),
    index('suppliers_color_idx').on(t.colorR, t.colorG, t.colorB),
    index('suppliers_phash_band0_idx').on(t.phashBand0),
    index('suppliers_phash_band1_idx').on(t.phashBand1),
    index('suppliers_phash_band2_idx').on(t.phashBand2),
    index('suppliers_phash_band3_idx').on(t.phashBand3),
  ],
)

/** A picture a visitor searches suppliers with (upload or fetched URL), normalised; expires. */
export const searchImages = pgTable(
  'search_images',
  {
    id: text('id').primaryKey(),
    bytes: bytea('bytes').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The ImageEmbedder that described it; features of another embedder are not comparable. */
    embedder: text('embedder').notNull(),
    features: jsonb('features').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('search_images_expires_idx').on(t.expiresAt)],
)

export const trademarks = pgTable(
  'trademarks',
  {
    id: integer('id').primaryKey(),
    mark: text('mark').notNull(),
    owner: text('owner').notNull(),
    classes: integer('classes').array().notNull(),
    status: text('status').notNull(),
    filedOn: date('filed_on').notNull(),
    registeredOn: date('registered_on'),
    jurisdiction: text('jurisdiction').notNull(),
    wellKnown: boolean('well_known').notNull().default(false),
    // Match keys (migration 0014, docs/ip.md): written at ingest and by the importers.
    /** The mark lower-cased with accents, spaces and punctuation removed: exact and prefix matches. */
    markKey: text('mark_key').notNull().default(''),
    /** Double Metaphone codes of the mark's words and of the whole mark: sound-alike matches. */
    soundCodes: text('sound_codes').array().notNull().default(sql`'{}'`),
    /** Toneless pinyin of a mark with Chinese characters (null for Latin marks). */
    pinyin: text('pinyin'),
    /** The mark the keys were computed from: a re-ingest recomputes only marks that changed. */
    keysOf: text('keys_of'),
    serialNumber: text('serial_number'),
    registrationNumber: text('registration_number'),
    goodsServices: text('goods_services'),
    /** The register's own status code (USPTO: three digits), when imported. */
    statusCode: text('status_code'),
    statusHistory: jsonb('status_history')
      .$type<Array<{ status: string; date: string }>>()
      .notNull()
      .default([]),
  },
  (t) => [
    index('trademarks_mark_trgm_idx').using('gin', sql`lower(${t.mark}) gin_trgm_ops`),
    index('trademarks_mark_key_idx').using('btree', sql`${t.markKey} text_pattern_ops`),
    index('trademarks_mark_key_trgm_idx').using('gin', sql`${t.markKey} gin_trgm_ops`),
    index('trademarks_sound_idx').using('gin', t.soundCodes),
    index('trademarks_pinyin_trgm_idx').using('gin', sql`${t.pinyin} gin_trgm_ops`),
    uniqueIndex('trademarks_serial_idx').on(t.serialNumber),
  ],
)

export const patents = pgTable(
  'patents',
  {
    id: integer('id').primaryKey(),
    number: text('number').notNull().unique(),
    title: text('title').notNull(),
    abstract: text('abstract').notNull(),
    assignee: text('assignee').notNull(),
    filedOn: date('filed_on').notNull(),
    grantedOn: date('granted_on'),
    classes: text('classes').array().notNull(),
    /** utility, design or application; null until derived from the number (docs/ip.md). */
    kind: text('kind'),
  },
  (t) => [
    index('patents_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('patents_text_idx').using('gin', sql`to_tsvector('english', ${t.title} || ' ' || ${t.abstract})`),
    index('patents_granted_idx').on(t.grantedOn),
  ],
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

export * from './schema-accounts'
export * from './schema-payments'
export * from './schema-stores'

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
export * from './schema-ads'
export * from './schema-growth'
export * from './schema-labels'
