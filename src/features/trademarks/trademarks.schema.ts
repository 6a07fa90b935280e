// Trademarks (issue 18): imported or generated records with the search keys trademarks.derive.ts writes.
import { sql } from 'drizzle-orm'
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'

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
