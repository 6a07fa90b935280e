// Keywords (issue 8) and where products rank for each, written by the ingest and keywords.derive.ts.
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core'

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
