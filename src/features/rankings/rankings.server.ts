// Rank list reads. Every read is bounded by the primary key (date, site, category, list type, rank):
// a day's list is at most 100 places, and a product's trend reads one list per day.

import type { categories as categoriesTable, products } from '@/features/catalog/catalog.schema'
import { productsAsOf } from '@/features/catalog/product-query.server'
import { PRODUCT_ROW_COLUMNS, type ProductRawRow, toProductRow } from '@/features/catalog/product-rows.server'
import { addDays, dayNumber } from '@/lib/days'
import type { Queryable } from '@/server/db/client'
import type { SqlRow } from '@/server/db/rows'
import { filtersWhere, whereFor } from '@/server/sql/fields'
import type { rankLists } from './rankings.schema'
import {
  RANK_FILTERS,
  type RankAnalysis,
  type RankExportQuery,
  type RankList,
  type RankListQuery,
  type RankRow,
  type RankSql,
  type RankTrend,
  type RankTrendQuery,
  SITE_LIST_LENGTH,
} from './rankings.shared'

/** The SQL of each rank filter (RANK_FILTERS): columns of rank_lists (r). */
const RANK_WHERE = whereFor<RankSql>()(RANK_FILTERS, {
  site: (site, sql) => `r.site_id = ${sql.add(site)}`,
  category: (id, sql) => `r.category_id = ${sql.add(id)}`,
  date: (day, sql) => `r.date = ${sql.add(day)}::date`,
})

/** The first and last days rank lists exist for (the key starts with the date: both are index reads). */
export async function rankDates(db: Queryable): Promise<{ first: string | null; last: string | null }> {
  const [row] = await db.query<{ first: string | null; last: string | null }>(
    `SELECT to_char(min(date), 'YYYY-MM-DD') AS first, to_char(max(date), 'YYYY-MM-DD') AS last FROM rank_lists`,
  )
  return { first: row?.first ?? null, last: row?.last ?? null }
}

// Typed from the schema (SqlRow): a column renamed in rankings.schema.ts breaks these reads' types.
type RankedRaw = ProductRawRow & Pick<SqlRow<typeof rankLists>, 'rank' | 'rank_change'>

/** A day's list on a site and category: at most 100 places (the key bounds every read). */
type ListKey = Pick<RankListQuery, 'site' | 'category' | 'list_type'> & { date: string }

/** The WHERE of one list's rows in rank_lists (alias r), from the rank filters, and its parameters. */
async function listWhere(
  list: ListKey,
): Promise<{ where: string; params: unknown[]; add: (v: unknown) => string }> {
  const params: unknown[] = []
  const add = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  const where = await filtersWhere(RANK_WHERE, list, { add })
  where.push(`r.list_type = ${add(list.list_type)}`)
  return { where: where.join(' AND '), params, add }
}

async function rankedRows(db: Queryable, list: ListKey, limit: number, offset: number): Promise<RankRow[]> {
  const { where, params, add } = await listWhere(list)
  const rows = await db.query<RankedRaw>(
    `SELECT r.rank, r.rank_change, ${PRODUCT_ROW_COLUMNS}
     FROM rank_lists r
     JOIN products p ON p.id = r.product_id
     JOIN stores s ON s.id = p.store_id
     JOIN categories c ON c.id = p.category_id
     WHERE ${where}
     ORDER BY r.rank LIMIT ${add(limit)} OFFSET ${add(offset)}`,
    params,
  )
  return rows.map((r) => ({ ...toProductRow(r), rank: r.rank, rankChange: r.rank_change }))
}

export async function rankList(db: Queryable, q: RankListQuery): Promise<Omit<RankList, 'remaining'>> {
  const dates = await rankDates(db)
  const date = q.date ?? dates.last
  const empty = {
    list: [],
    total: 0,
    page: q.page,
    page_size: q.page_size,
    date,
    first_date: dates.first,
    last_date: dates.last,
  }
  if (!date) return empty
  const { where, params } = await listWhere({ ...q, date })
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM rank_lists r WHERE ${where}`,
    params,
  )
  return {
    ...empty,
    list: await rankedRows(db, { ...q, date }, q.page_size, (q.page - 1) * q.page_size),
    total: count?.n ?? 0,
  }
}

/**
 * A day's whole list for export, in rank order, read when the download pulls it (nothing when no list
 * exists yet). A list is at most 100 places, so the one read is already a small batch.
 */
export async function* rankExportRows(
  db: Queryable,
  q: RankExportQuery,
  date: string | null,
  maxRows: number,
): AsyncGenerator<RankRow[]> {
  if (date) yield await rankedRows(db, { ...q, date }, Math.min(maxRows, SITE_LIST_LENGTH), 0)
}

export async function rankTrend(
  db: Queryable,
  q: RankTrendQuery,
): Promise<Omit<RankTrend, 'remaining'> | null> {
  const [product] = await db.query<Pick<SqlRow<typeof products>, 'site_id'>>(
    'SELECT site_id FROM products WHERE id = $1',
    [q.product_id],
  )
  if (!product) return null
  const dates = await rankDates(db)
  const last = dates.last ?? (await productsAsOf(db))
  if (!last) return { product_id: q.product_id, list_type: q.list_type, points: [], data_from: null }
  // The range starts at the first day any list exists: a 90-day view over 15 days of lists shows those
  // 15 days and says from when, instead of 75 empty days that read as "not on the list".
  const asked = addDays(last, 1 - q.days)
  const start = dates.first && dates.first > asked ? dates.first : asked
  const length = dayNumber(last) - dayNumber(start) + 1
  const days = Array.from({ length }, (_, i) => addDays(start, i))
  const rows = await db.query<{ day: string; rank: number }>(
    `SELECT to_char(date, 'YYYY-MM-DD') AS day, rank FROM rank_lists
     WHERE date = ANY($1::date[]) AND site_id = $2 AND category_id = $3 AND list_type = $4 AND product_id = $5`,
    [days, product.site_id, q.category, q.list_type, q.product_id],
  )
  const byDay = new Map(rows.map((r) => [r.day, r.rank]))
  return {
    product_id: q.product_id,
    list_type: q.list_type,
    points: days.map((day) => ({ day, rank: byDay.get(day) ?? null })),
    data_from: start === asked ? null : start,
  }
}

/** Price bands in the site's currency units: cheap items dominate marketplace lists, so bands widen. */
const BAND_EDGES = [0, 5, 10, 20, 50, 100]

export async function rankAnalysis(
  db: Queryable,
  q: RankListQuery,
): Promise<Omit<RankAnalysis, 'remaining'>> {
  const date = q.date ?? (await rankDates(db)).last
  if (!date)
    return {
      date: null,
      size: 0,
      categories: [],
      priceBands: [],
      newEntries: 0,
      returning: 0,
      currency: 'USD',
    }
  const { where, params } = await listWhere({ ...q, date })
  const rows = await db.query<
    Pick<SqlRow<typeof categoriesTable>, 'name_en' | 'name_cn'> &
      Pick<SqlRow<typeof products>, 'price_cents' | 'currency'> &
      Pick<SqlRow<typeof rankLists>, 'rank_change'> & { top_id: SqlRow<typeof products>['top_category_id'] }
  >(
    `SELECT p.top_category_id AS top_id, c.name_en, c.name_cn, p.price_cents, p.currency, r.rank_change
     FROM rank_lists r
     JOIN products p ON p.id = r.product_id
     JOIN categories c ON c.id = p.top_category_id
     WHERE ${where}`,
    params,
  )
  const categories = new Map<number, { id: number; nameEn: string; nameCn: string; count: number }>()
  for (const r of rows) {
    const entry = categories.get(r.top_id) ?? { id: r.top_id, nameEn: r.name_en, nameCn: r.name_cn, count: 0 }
    entry.count++
    categories.set(r.top_id, entry)
  }
  const priceBands = BAND_EDGES.map((min, i) => ({ min, max: BAND_EDGES[i + 1] ?? null, count: 0 }))
  for (const r of rows) {
    const price = r.price_cents / 100
    const band = priceBands.findLast((b) => price >= b.min)
    if (band) band.count++
  }
  const newEntries = rows.filter((r) => r.rank_change === null).length
  return {
    date,
    size: rows.length,
    categories: [...categories.values()].sort((a, b) => b.count - a.count || a.id - b.id),
    priceBands,
    newEntries,
    returning: rows.length - newEntries,
    currency: rows[0]?.currency ?? 'USD',
  }
}
