// Suppliers (issue 14) with the image features search compares, and the pictures visitors search with.
import { sql } from 'drizzle-orm'
import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { bytea } from '@/server/db/columns'

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
