// The engines the data tests run on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.
import { type Database, openDatabase } from '../../src/server/db/client'
import { migrate } from '../../src/server/db/migrate'

export type Engine = { name: 'pglite' | 'postgres'; open: () => Promise<Database> }

/** Why the PostgreSQL half does not run in this process, or null when it does. */
export const POSTGRES_SKIPPED: string | null = process.env.TEST_DATABASE_URL
  ? null
  : 'TEST_DATABASE_URL is not set: PostgreSQL skipped (npm test finds or starts one; see docs/testing.md)'
// Said once per test file, so a run on PGlite alone is never mistaken for a run on both engines.
if (POSTGRES_SKIPPED) console.warn(`⚠ ${POSTGRES_SKIPPED}`)

const TABLES =
  'sites, exchange_rates, categories, stores, products, product_search, title_words, title_postings, product_history, rank_lists, store_daily, keywords, keyword_products, ads, ad_country_daily, category_daily, category_stats, category_price_bands, category_top_products, category_top_stores, ad_country_period, ad_country_top, store_stats, store_series, store_category_mix, store_price_bands, store_category_avg, suppliers, trademarks, patents, freshness'

export const ENGINES: Engine[] = [
  {
    name: 'pglite',
    open: async () => {
      const db = await openDatabase({ url: '', dataDir: 'memory://' })
      await migrate(db)
      return db
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'postgres' as const,
          open: async () => {
            const db = await openDatabase({ url: process.env.TEST_DATABASE_URL })
            await migrate(db)
            // Each suite starts from empty tables on the shared test database, and with no request
            // limit spent: the limiter's counts (rate_limits) outlive a run, and a suite signing up from
            // 127.0.0.1 again within the window was refused by the run before it (a 429).
            await db.exec(`TRUNCATE ${TABLES}, rate_limits`)
            return db
          },
        },
      ]
    : []),
]

export const FIXTURE = new URL('../fixtures/snapshots/basic', import.meta.url).pathname
