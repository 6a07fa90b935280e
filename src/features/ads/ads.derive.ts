// Ad rollups, recomputed after an ingest that loaded ads, products or stores (issue 13): each ad's
// top-level category (from its product, else its store's main category), then per country and period
// (7, 30, 90 days up to the last day an ad was seen) the distinct ads seen and the top advertisers and
// categories. The world ad-trend page reads these rows; no request counts ads.

import { type Database, statementSteps } from '@/server/db/client'
import type { DomainDerive } from '@/server/derive/step'
import { AD_TREND_PERIODS, WORLD } from './ads.shared'

/** Advertisers and categories kept per country and period. */
export const AD_TOP_SIZE = 10

const PERIODS = `(VALUES ${AD_TREND_PERIODS.map((d) => `(${d})`).join(', ')}) AS p(days)`

// Each ad seen in a period, once per country it ran in and once for the world.
const PLACED = `FROM ads a CROSS JOIN anchor CROSS JOIN ${PERIODS}
  CROSS JOIN LATERAL unnest(a.countries || ARRAY['${WORLD}']::text[]) AS c(country)`

const PERIOD_SQL = `INSERT INTO ad_country_period (country, days, as_of, ads, previous_ads)
WITH anchor AS (SELECT max(last_seen) AS d FROM ads)
SELECT c.country, p.days, anchor.d,
  count(*) FILTER (WHERE a.last_seen > anchor.d - p.days)::int,
  count(*) FILTER (WHERE a.first_seen <= anchor.d - p.days AND a.last_seen > anchor.d - 2 * p.days)::int
${PLACED}
WHERE anchor.d IS NOT NULL AND a.last_seen > anchor.d - 2 * p.days
GROUP BY c.country, p.days, anchor.d`

const TOP_SQL = `INSERT INTO ad_country_top (country, days, kind, rank, entity_id, ads)
WITH anchor AS (SELECT max(last_seen) AS d FROM ads),
seen AS (SELECT c.country, p.days, a.store_id, a.category_id ${PLACED}
  WHERE anchor.d IS NOT NULL AND a.last_seen > anchor.d - p.days),
counted AS (
  SELECT country, days, 'store' AS kind, store_id AS entity_id, count(*)::int AS ads FROM seen
    WHERE store_id IS NOT NULL GROUP BY country, days, store_id
  UNION ALL
  SELECT country, days, 'category', category_id, count(*)::int FROM seen
    WHERE category_id IS NOT NULL GROUP BY country, days, category_id),
ranked AS (SELECT *, row_number() OVER (PARTITION BY country, days, kind ORDER BY ads DESC, entity_id) AS rank FROM counted)
SELECT country, days, kind, rank, entity_id, ads FROM ranked WHERE rank <= ${AD_TOP_SIZE}`

export async function deriveAdRollups(db: Database): Promise<void> {
  // Statement by statement on PGlite (client.ts, inSteps): the server's requests run between them.
  await db.inSteps(async (steps) => {
    const tx = statementSteps(steps)
    // Only changed rows are written: a re-derive of the same data writes nothing.
    await tx.query(`UPDATE ads a SET category_id = p.top_category_id FROM products p
        WHERE p.id = a.product_id AND p.top_category_id <> 0 AND a.category_id IS DISTINCT FROM p.top_category_id`)
    await tx.query(`UPDATE ads a SET category_id = s.main_category_id FROM store_stats s
        WHERE a.product_id IS NULL AND s.store_id = a.store_id AND s.main_category_id <> 0
          AND a.category_id IS DISTINCT FROM s.main_category_id`)
    await tx.query('DELETE FROM ad_country_period')
    await tx.query(PERIOD_SQL)
    await tx.query('DELETE FROM ad_country_top')
    await tx.query(TOP_SQL)
  })
}

/** After the store rollups (the composition file orders the domains): an ad without a product takes its
 *  store's main category. */
export const adsDerive: DomainDerive = {
  steps: [{ name: 'ad rollups', after: ['ads', 'products', 'stores'], write: (db) => deriveAdRollups(db) }],
  // The first derive sets every ad's category, leaving a dead version of each row: without the vacuum
  // PGlite's ad list read twice the index entries and four times the heap pages at the bench scale
  // (22 ms for one count), and the count index (ads_filter_count_idx) needs the pages all-visible too.
  vacuum: ['ads'],
  analyze: ['ads', 'ad_country_daily'],
}
