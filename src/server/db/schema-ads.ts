// Ad trend rollups (issue 13), rewritten whole at every ingest by src/pipeline/ingest/derive-ads.ts: the
// world ad-trend page reads one row per country and period instead of counting ads per request.
// Country 'ALL' is the whole world.
import { date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core'

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
