// Ads (issue 13) and their rollups, rewritten whole at every ingest by ads.derive.ts: the world ad-trend
// page reads one row per country and period instead of counting ads per request. Country 'ALL' is the world.
import { sql } from 'drizzle-orm'
import { bigint, date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core'
import { tsvector } from '@/server/db/columns'

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

/** Distinct ads seen in a country within the last `days` days, and in the `days` before that. */
export const adCountryPeriod = pgTable(
  'ad_country_period',
  {
    country: text('country').notNull(),
    days: smallint('days').notNull(),
    asOf: date('as_of').notNull(),
    ads: integer('ads').notNull(),
    previousAds: integer('previous_ads').notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.days] })],
)

/** The top advertisers (kind 'store') and categories (kind 'category') by ads in a country and period. */
export const adCountryTop = pgTable(
  'ad_country_top',
  {
    country: text('country').notNull(),
    days: smallint('days').notNull(),
    kind: text('kind').notNull(),
    rank: smallint('rank').notNull(),
    entityId: integer('entity_id').notNull(),
    ads: integer('ads').notNull(),
  },
  (t) => [primaryKey({ columns: [t.country, t.days, t.kind, t.rank] })],
)
