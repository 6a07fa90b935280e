// The rank lists (historical rankings), rebuilt for each derived day after an ingest: per day, site and
// list (and per top-level category), the products ranked by that day's or the 7 days' sales, with the
// change against the day before. Fed by the one product pass (server/derive/product-pass.ts).
import { dayNumber, dayText } from '@/lib/days'
import { type Database, statementSteps } from '@/server/db/client'
import type { SqlRow } from '@/server/db/rows'
import { type PassProduct, type Rollup, valueOn } from '@/server/derive/product-pass'
import type { DomainDerive } from '@/server/derive/step'
import { TopK } from '@/server/derive/top-k'
import { inJsonBatches } from '@/server/sql/literals'
import type { rankLists } from './rankings.schema'
import { CATEGORY_LIST_LENGTH, type RankType, SITE_LIST_LENGTH } from './rankings.shared'

/** Rank lists for `days`: fed by the product pass, then written day by day. */
export function rankListRollup(days: readonly string[]): Rollup | null {
  if (days.length === 0) return null
  const dayNums = days.map(dayNumber)
  const minDay = Math.min(...dayNums)
  // The 7-day windows reach back 6 days before the first day derived.
  const from = minDay - 6
  const lists = new Map<string, TopK>()
  const offer = (key: string, size: number, id: number, score: number) => {
    let top = lists.get(key)
    if (!top) {
      top = new TopK(size)
      lists.set(key, top)
    }
    top.offer(id, score)
  }
  const add = (p: PassProduct) => {
    // Products without a series are in no daily list (they have no day's sales).
    if (p.start === null || !p.sales) return
    for (const day of dayNums) {
      if (p.listed > day || day < p.base) continue
      const ds = valueOn(p.sales, p.base, day) ?? 0
      let ws = 0
      for (let d = day - 6; d <= day; d++) ws += valueOn(p.sales, p.base, d) ?? 0
      const reviews = valueOn(p.review_counts, p.reviewBase, day) ?? p.reviews
      const scored: Array<[RankType, number]> = []
      if (ds > 0) scored.push(['best_sellers', ds])
      if (ws > 0) {
        scored.push(['hot', ws])
        if (p.listed > day - 30) scored.push(['new', ws])
        if ((p.rating ?? 0) >= 4.8 && reviews >= 20) scored.push(['five_star', ws])
      }
      for (const [list, score] of scored) {
        offer(`${day}|${p.site_id}|${list}|0`, SITE_LIST_LENGTH, p.id, score)
        offer(`${day}|${p.site_id}|${list}|${p.top_category_id}`, CATEGORY_LIST_LENGTH, p.id, score)
      }
    }
  }
  const write = async (db: Database) => {
    // Rank changes compare with the day before: derived now, or already stored.
    const previous = new Map<string, number>()
    const stored = await db.query<
      Pick<SqlRow<typeof rankLists>, 'site_id' | 'list_type' | 'category_id' | 'product_id' | 'rank'> & {
        day: number
      }
    >(
      `SELECT (date - DATE '1970-01-01') AS day, site_id, list_type, category_id, product_id, rank FROM rank_lists WHERE date = $1::date`,
      [dayText(minDay - 1)],
    )
    for (const r of stored)
      previous.set(`${r.day}|${r.site_id}|${r.list_type}|${r.category_id}|${r.product_id}`, r.rank)
    const rankRows: Array<Record<string, unknown>> = []
    for (const day of [...dayNums].sort((a, b) => a - b)) {
      for (const [key, top] of lists) {
        if (!key.startsWith(`${day}|`)) continue
        const [, site, list, category] = key.split('|')
        top.ranked().forEach((item, index) => {
          const rank = index + 1
          const before = previous.get(`${day - 1}|${site}|${list}|${category}|${item.id}`)
          previous.set(`${day}|${site}|${list}|${category}|${item.id}`, rank)
          rankRows.push({
            date: dayText(day),
            site_id: site,
            category_id: Number(category),
            list_type: list,
            rank,
            product_id: item.id,
            rank_change: before === undefined ? null : before - rank,
          })
        })
      }
    }
    // Statement by statement on PGlite (client.ts, inSteps): the server's requests run between them.
    await db.inSteps(async (steps) => {
      const tx = statementSteps(steps)
      // Day by day: one statement for all the days held PGlite's connection for a second (demo scale).
      for (const day of days) await tx.query('DELETE FROM rank_lists WHERE date = $1::date', [day])
      await inJsonBatches(
        tx,
        `INSERT INTO rank_lists (date, site_id, category_id, list_type, rank, product_id, rank_change)
         SELECT * FROM json_to_recordset($1::text::json) AS x(date date, site_id text, category_id int, list_type text, rank int, product_id int, rank_change int)`,
        rankRows,
      )
    })
  }
  return { from, to: Math.max(...dayNums), reviewsFrom: from, add, write }
}

export const rankingsDerive: DomainDerive = {
  steps: [
    {
      name: 'rank lists',
      after: ['products', 'stores'],
      rollup: async (_db, run) => rankListRollup(run.days),
    },
  ],
  analyze: ['rank_lists'],
}
