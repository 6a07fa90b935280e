// Keyword rollups (issue 13), after the keyword supply: each product's traffic share per keyword, and per
// keyword its market stage, the price bands of its products and its related keywords. The keyword tools
// read only these columns and never aggregate keyword_products or products on a request.
// Batched by id ranges like the keyword supply: on PGlite's one connection a server's requests wait for
// each statement, so none may hold it for long.
import { marketStage } from '@/features/catalog/market-stages'
import type { keywords as keywordsTable } from '@/features/keywords/keywords.schema'
import { dayNumber } from '@/lib/days'
import type { Database, Queryable } from '@/server/db/client'
import type { SqlRow } from '@/server/db/rows'
import { type PassProduct, type Rollup, runRollups } from '@/server/derive/product-pass'
import type { DomainDerive } from '@/server/derive/step'
import { KEYWORD_PRICE_BANDS, KEYWORD_RELATED } from './keywords.shared'

const BATCH = 5000
/** Positions considered for related keywords: deep positions are weak evidence of a shared market. */
const RELATED_POSITIONS = 10

/**
 * A product's estimated clicks from a keyword: its searches times a click-through rate that falls with
 * the position (1/position^0.8); the share is of the product's clicks over all its keywords.
 */
const SHARE_SQL = `UPDATE keyword_products kp SET traffic_share = a.share
FROM (SELECT x.keyword_id, x.product_id,
        coalesce(x.clicks / nullif(sum(x.clicks) OVER (PARTITION BY x.product_id), 0), 0)::real AS share
      FROM (SELECT kp.keyword_id, kp.product_id, k.search_volume / power(kp.position, 0.8) AS clicks
            FROM keyword_products kp JOIN keywords k ON k.id = kp.keyword_id
            WHERE kp.product_id > $1 AND kp.product_id <= $2) x) a
WHERE kp.keyword_id = a.keyword_id AND kp.product_id = a.product_id AND kp.traffic_share IS DISTINCT FROM a.share`

/** Keywords of the same site sharing top-ranked products with each keyword of a range. */
const RELATED_SQL = `SELECT a.keyword_id AS id, b.keyword_id AS other, count(*)::int AS shared, max(kb.search_volume) AS volume
FROM keyword_products a
JOIN keyword_products b ON b.product_id = a.product_id AND b.keyword_id <> a.keyword_id AND b.position <= ${RELATED_POSITIONS}
JOIN keywords kb ON kb.id = b.keyword_id
WHERE a.keyword_id > $1 AND a.keyword_id <= $2 AND a.position <= ${RELATED_POSITIONS}
GROUP BY a.keyword_id, b.keyword_id`

// related: null when the positions were not reloaded (the stored list stands).
const WRITE_SQL = `UPDATE keywords k SET stage = x.stage, price_band_edges = x.edges, price_band_counts = x.counts,
  related_ids = coalesce(x.related, k.related_ids), product_supply = x.products, store_supply = x.stores
FROM json_to_recordset($1::text::json) AS x(id int, stage text, edges int[], counts int[], related int[], products int, stores int)
WHERE k.id = x.id AND (k.stage, k.price_band_edges, k.price_band_counts, k.related_ids, k.product_supply, k.store_supply)
  IS DISTINCT FROM (x.stage, x.edges, x.counts, coalesce(x.related, k.related_ids), x.products, x.stores)`

/** A round step for band edges: 1, 2 or 5 times a power of ten (cents), at least 1 currency unit. */
function niceStep(span: number, bands: number): number {
  const raw = Math.max(100, span / bands)
  const power = 10 ** Math.floor(Math.log10(raw))
  for (const factor of [1, 2, 5, 10]) if (factor * power >= raw) return factor * power
  return 10 * power
}

/**
 * KEYWORD_PRICE_BANDS bands of equal, round width covering the products' prices: the edges (band i is
 * edges[i] ≤ price < edges[i+1]) and the product count in each. No products: no bands.
 */
export function priceBands(prices: readonly number[]): { edges: number[]; counts: number[] } {
  if (prices.length === 0) return { edges: [], counts: [] }
  const low = Math.min(...prices)
  const high = Math.max(...prices)
  const step = niceStep(high - low + 1, KEYWORD_PRICE_BANDS)
  const start = Math.floor(low / step) * step
  let bands = KEYWORD_PRICE_BANDS
  while (start + step * bands <= high) bands++
  const edges = Array.from({ length: bands + 1 }, (_, i) => start + i * step)
  const counts = new Array<number>(bands).fill(0)
  for (const price of prices) counts[Math.min(bands - 1, Math.floor((price - start) / step))]!++
  return { edges, counts }
}

/** The related keywords of one keyword: most shared top products first, then the more searched. */
export function pickRelated(
  rows: ReadonlyArray<{ other: number; shared: number; volume: number }>,
): number[] {
  return [...rows]
    .sort((a, b) => b.shared - a.shared || b.volume - a.volume || a.other - b.other)
    .slice(0, KEYWORD_RELATED)
    .map((r) => r.other)
}

async function idRanges(db: Database, table: string, each: (from: number, until: number) => Promise<void>) {
  for (let from = 0; ; ) {
    const [range] = await db.query<{ until: number | null }>(
      `SELECT max(id) AS until FROM (SELECT id FROM ${table} WHERE id > $1 ORDER BY id LIMIT ${BATCH}) t`,
      [from],
    )
    const until = range?.until
    if (until == null) return
    await each(from, until)
    from = until
  }
}

/** Per keyword, what the product pass saw of the products holding a position in it. */
type Supply = { prices: number[]; fresh: number; stores: Set<number> }

/**
 * `positions`: the keyword file was loaded, so positions or search volumes may have changed. The traffic
 * shares and related keywords read only those (not the products), so a day that loaded products alone
 * keeps them: recomputing them was most of this step at a million products (the related keywords
 * self-join every range's positions). Stage, price bands and supply read the products: always, from the
 * product pass (each keyword's positions read with their products, instead of a product lookup per
 * position: 2.9 million of them at a million products).
 */
export async function keywordRollup(db: Queryable, { positions = true } = {}): Promise<Rollup> {
  const [fresh] = await db.query<{ day: string | null }>(
    `SELECT to_char(coalesce((SELECT last_date FROM freshness WHERE entity = 'products'), current_date), 'YYYY-MM-DD') AS day`,
  )
  const asOf = dayNumber(fresh?.day ?? new Date().toISOString().slice(0, 10))
  const supply = new Map<number, Supply>()
  const add = (p: PassProduct) => {
    const fresh = p.listed > asOf - 30
    for (const keyword of p.keywords) {
      let s = supply.get(keyword)
      if (!s) {
        s = { prices: [], fresh: 0, stores: new Set() }
        supply.set(keyword, s)
      }
      s.prices.push(p.price_cents)
      if (fresh) s.fresh++
      s.stores.add(p.store_id)
    }
  }
  const write = async (db: Database) => {
    if (positions)
      await idRanges(db, 'products', async (from, until) => {
        await db.query(SHARE_SQL, [from, until])
      })
    await idRanges(db, 'keywords', async (from, until) => {
      const keywords = await db.query<Pick<SqlRow<typeof keywordsTable>, 'id' | 'growth'>>(
        'SELECT id, growth FROM keywords WHERE id > $1 AND id <= $2',
        [from, until],
      )
      const related = new Map<number, Array<{ other: number; shared: number; volume: number }>>()
      const pairs = positions
        ? await db.query<{ id: number; other: number; shared: number; volume: number }>(RELATED_SQL, [
            from,
            until,
          ])
        : []
      for (const row of pairs) {
        const list = related.get(row.id) ?? []
        list.push({ other: row.other, shared: row.shared, volume: Number(row.volume) })
        related.set(row.id, list)
      }
      const rows = keywords.map((k) => {
        const s = supply.get(k.id)
        const n = s?.prices.length ?? 0
        const { edges, counts } = priceBands(s?.prices ?? [])
        return {
          id: k.id,
          stage: marketStage(k.growth, n > 0 ? (s?.fresh ?? 0) / n : 0),
          edges,
          counts,
          related: positions ? pickRelated(related.get(k.id) ?? []) : null,
          products: n,
          stores: s?.stores.size ?? 0,
        }
      })
      if (rows.length) await db.query(WRITE_SQL, [JSON.stringify(rows)])
    })
    // The updates above leave a dead version of each changed row (the first derive changes every
    // keyword_products row). PGlite has no autovacuum: without this the site index of keywords held
    // three entries per live keyword at the demo scale and the list's bitmap scans read them all.
    await db.exec('VACUUM keywords')
    await db.exec('VACUUM keyword_products')
  }
  return { from: asOf, to: asOf, keywords: true, add, write }
}

export async function deriveKeywordRollups(
  db: Database,
  options: { positions?: boolean } = {},
): Promise<void> {
  await runRollups(db, [await keywordRollup(db, options)])
}

/** The keywords' supply, stage and price bands after a product load; their shares and related keywords
 *  after a keyword load too (positions). */
export const keywordsDerive: DomainDerive = {
  steps: [
    {
      name: 'keyword rollups',
      after: ['keywords', 'products'],
      rollup: (db, run) => keywordRollup(db, { positions: run.loaded.has('keywords') }),
    },
  ],
  analyze: ['keywords', 'keyword_products'],
}
