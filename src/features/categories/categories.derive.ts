// The category rollups of the category database and category analysis (docs/data-model.md), rebuilt
// after each ingest that loads products or stores: per site and category node (every level, a product
// counting in its leaf and each ancestor), the 30-day figures and market stage (category_stats), price
// bands, the top products, new entrants and top stores. One streaming pass over the products; the
// tables are replaced whole in one transaction, so a re-ingest writes the same rows (idempotent).

import type { categories, stores } from '@/features/catalog/catalog.schema'
import { RangeSum } from '@/features/catalog/estimates/range-sum'
import { marketStage } from '@/features/catalog/market-stages'
import { dayNumber, dayText } from '@/lib/days'
import { type Database, type Queryable, statementSteps } from '@/server/db/client'
import type { SqlRow } from '@/server/db/rows'
import { type PassProduct, type Rollup, runRollups, valueOn } from '@/server/derive/product-pass'
import type { DomainDerive } from '@/server/derive/step'
import { TopK, topSum } from '@/server/derive/top-k'
import { inJsonBatches } from '@/server/sql/literals'
import {
  CATEGORY_PRICE_BANDS,
  CATEGORY_TOP_SIZE,
  categoryGrowth,
  NEWCOMER_DAYS,
  priceBand,
} from './categories.shared'

type StoreInCategory = { sales: number; revenue: number; products: number }

type Agg = {
  count: number
  sales: number
  /** The products' month figures as intervals, for the category's range. */
  range: RangeSum
  previous: number
  revenue: number
  priceSum: number
  fresh: number
  semi: number
  /** 30-day sales of stores first seen in the last NEWCOMER_DAYS days. */
  newcomerSales: number
  stores: Map<number, StoreInCategory>
  bands: Array<{ products: number; sales: number }>
  top: TopK
  newTop: TopK
}

const newAgg = (): Agg => ({
  count: 0,
  sales: 0,
  range: new RangeSum(),
  previous: 0,
  revenue: 0,
  priceSum: 0,
  fresh: 0,
  semi: 0,
  newcomerSales: 0,
  stores: new Map(),
  bands: CATEGORY_PRICE_BANDS.map(() => ({ products: 0, sales: 0 })),
  top: new TopK(CATEGORY_TOP_SIZE),
  newTop: new TopK(CATEGORY_TOP_SIZE),
})

const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0)

/** The category rollups as of the products' last day, fed by the product pass; null before any product. */
export async function categoryRollup(db: Queryable): Promise<Rollup | null> {
  // The day the products' 30-day figures end on (freshness is written before this runs).
  const [fresh] = await db.query<{ day: string | null }>(
    `SELECT to_char(last_date, 'YYYY-MM-DD') AS day FROM freshness WHERE entity = 'products'`,
  )
  if (!fresh?.day) return null
  const asOf = dayNumber(fresh.day)
  const nodes = new Map(
    (
      await db.query<Pick<SqlRow<typeof categories>, 'id' | 'parent_id' | 'level' | 'path'>>(
        'SELECT id, parent_id, level, path FROM categories',
      )
    ).map((c) => [c.id, c]),
  )
  const newStores = new Set(
    (
      await db.query<Pick<SqlRow<typeof stores>, 'id'>>(
        `SELECT id FROM stores WHERE first_seen > $1::date - ${NEWCOMER_DAYS}`,
        [fresh.day],
      )
    ).map((s) => s.id),
  )
  // `previous`: units of the 30 days before the last 30 (asOf - 59 … asOf - 30), from the series; a
  // product whose series does not reach back that far sold nothing there.
  const previousFrom = asOf - 59
  // Per site, then per category node: a string key per node and product was most of this consumer.
  const aggs = new Map<string, Map<number, Agg>>()
  const add = (p: PassProduct) => {
    let previous = 0
    if (p.sales) {
      const end = Math.min(p.sales.length, asOf - 29 - p.base)
      for (let k = Math.max(0, previousFrom - p.base); k < end; k++) previous += p.sales[k] ?? 0
    }
    const fresh = p.listed > asOf - 30
    const newStore = newStores.has(p.store_id)
    const revenue = p.month_revenue_cents
    const band = priceBand(p.price_cents)
    const path = nodes.get(p.category_id)?.path ?? [p.top_category_id]
    let site = aggs.get(p.site_id)
    if (!site) {
      site = new Map()
      aggs.set(p.site_id, site)
    }
    for (const category of path) {
      let agg = site.get(category)
      if (!agg) {
        agg = newAgg()
        site.set(category, agg)
      }
      agg.count++
      agg.sales += p.month_sales
      agg.range.add(p.month_sales, p.month_sales_low, p.month_sales_high)
      agg.previous += previous
      agg.revenue += revenue
      agg.priceSum += p.price_cents
      if (fresh) agg.fresh++
      if (p.semi) agg.semi++
      if (newStore) agg.newcomerSales += p.month_sales
      const store = agg.stores.get(p.store_id) ?? { sales: 0, revenue: 0, products: 0 }
      store.sales += p.month_sales
      store.revenue += revenue
      store.products++
      agg.stores.set(p.store_id, store)
      const b = agg.bands[band]
      if (b) {
        b.products++
        b.sales += p.month_sales
      }
      agg.top.offer(p.id, p.month_sales)
      if (fresh) agg.newTop.offer(p.id, p.month_sales)
    }
  }
  return {
    from: previousFrom,
    to: asOf,
    add,
    write: (db) => writeCategoryRollups(db, dayText(asOf), nodes, aggs),
  }
}

export async function deriveCategoryRollups(db: Database): Promise<void> {
  await runRollups(db, [await categoryRollup(db)])
}

async function writeCategoryRollups(
  db: Database,
  asOf: string,
  nodes: ReadonlyMap<number, { parent_id: number | null; level: number }>,
  bySite: ReadonlyMap<string, ReadonlyMap<number, Agg>>,
): Promise<void> {
  const aggs = [...bySite].flatMap(([site, categories]) =>
    [...categories].map(([category, agg]) => [`${site}|${category}`, agg] as const),
  )
  const stats: Array<Record<string, unknown>> = []
  const bands: Array<Record<string, unknown>> = []
  const products: Array<Record<string, unknown>> = []
  const stores: Array<Record<string, unknown>> = []
  for (const [key, a] of aggs) {
    const [site, id] = key.split('|')
    const categoryId = Number(id)
    const node = nodes.get(categoryId)
    const ranked = [...a.stores].sort((x, y) => y[1].sales - x[1].sales || x[0] - y[0])
    const top10 = ranked.slice(0, CATEGORY_TOP_SIZE)
    const growth = categoryGrowth(a.sales, a.previous)
    const range = a.range.interval()
    const newShare = ratio(a.fresh, a.count)
    stats.push({
      site_id: site,
      category_id: categoryId,
      parent_id: node?.parent_id ?? null,
      level: node?.level ?? 1,
      as_of: asOf,
      sales: a.sales,
      sales_low: range?.low ?? null,
      sales_high: range?.high ?? null,
      previous_sales: a.previous,
      revenue_cents: a.revenue,
      growth,
      product_count: a.count,
      store_count: a.stores.size,
      avg_price_cents: Math.round(a.priceSum / a.count),
      new_share: newShare,
      semi_share: ratio(a.semi, a.count),
      top10_share: ratio(
        top10.reduce((n, [, s]) => n + s.sales, 0),
        a.sales,
      ),
      newcomer_share: ratio(a.newcomerSales, a.sales),
      stage: marketStage(growth, newShare),
    })
    a.bands.forEach((b, band) => {
      bands.push({ site_id: site, category_id: categoryId, band, products: b.products, sales: b.sales })
    })
    for (const [kind, top] of [
      ['top', a.top],
      ['new', a.newTop],
    ] as const) {
      top.ranked().forEach((item, i) => {
        products.push({ site_id: site, category_id: categoryId, kind, rank: i + 1, product_id: item.id })
      })
    }
    top10.forEach(([storeId, s], i) => {
      stores.push({
        site_id: site,
        category_id: categoryId,
        rank: i + 1,
        store_id: storeId,
        sales: s.sales,
        revenue_cents: s.revenue,
        products: s.products,
      })
    })
  }

  const insert = async (
    tx: Queryable,
    table: string,
    columns: string,
    rows: Array<Record<string, unknown>>,
  ) => {
    // By name: a column added later (migration 0029's sales_low/high) sits at the table's end.
    const names = columns
      .split(',')
      .map((c) => c.trim().split(/\s+/)[0])
      .join(', ')
    return inJsonBatches(
      tx,
      `INSERT INTO ${table} (${names}) SELECT ${names} FROM json_to_recordset($1::text::json) AS x(${columns})`,
      rows,
    )
  }
  // Not interleaved: a page read between the DELETE and the INSERTs would see an empty database; the
  // rows are few (one per site and category node, ten per top list), so the lock is short.
  await db.transaction(async (tx) => {
    for (const table of [
      'category_stats',
      'category_price_bands',
      'category_top_products',
      'category_top_stores',
    ])
      await tx.query(`DELETE FROM ${table}`)
    await insert(
      tx,
      'category_stats',
      `site_id text, category_id int, parent_id int, level smallint, as_of date, sales bigint, sales_low bigint,
         sales_high bigint, previous_sales bigint, revenue_cents bigint, growth real, product_count int, store_count int, avg_price_cents int, new_share real,
         semi_share real, top10_share real, newcomer_share real, stage text`,
      stats,
    )
    await insert(
      tx,
      'category_price_bands',
      'site_id text, category_id int, band smallint, products int, sales bigint',
      bands,
    )
    await insert(
      tx,
      'category_top_products',
      'site_id text, category_id int, kind text, rank smallint, product_id int',
      products,
    )
    await insert(
      tx,
      'category_top_stores',
      'site_id text, category_id int, rank smallint, store_id int, sales bigint, revenue_cents bigint, products int',
      stores,
    )
  })
}

type DailyAgg = {
  count: number
  sales: number
  revenue: number
  priceSum: number
  fresh: number
  semi: number
  /** Each store's units sold that day in the category: its count, and the top 10 stores' sum. */
  stores: Map<number, number>
}

/** category_daily for `days`, per site and category node (a product counts in its leaf and each
 *  ancestor): fed by the product pass, then upserted. */
export async function categoryDailyRollup(db: Queryable, days: readonly string[]): Promise<Rollup | null> {
  if (days.length === 0) return null
  const paths = new Map(
    (await db.query<Pick<SqlRow<typeof categories>, 'id' | 'path'>>('SELECT id, path FROM categories')).map(
      (c) => [c.id, c.path],
    ),
  )
  const dayNums = days.map(dayNumber)
  const cats = new Map<string, DailyAgg>()
  const add = (p: PassProduct) => {
    // Products without a series count in no day (they have no day's sales).
    if (p.start === null || !p.sales) return
    const path = paths.get(p.category_id) ?? [p.top_category_id]
    for (const day of dayNums) {
      if (p.listed > day || day < p.base) continue
      const ds = valueOn(p.sales, p.base, day) ?? 0
      const price = valueOn(p.prices, p.base, day) ?? p.price_cents
      for (const cat of path) {
        const key = `${p.site_id}|${cat}|${day}`
        let agg = cats.get(key)
        if (!agg) {
          agg = { count: 0, sales: 0, revenue: 0, priceSum: 0, fresh: 0, semi: 0, stores: new Map() }
          cats.set(key, agg)
        }
        agg.count++
        agg.sales += ds
        agg.revenue += ds * price
        agg.priceSum += price
        if (p.listed > day - 30) agg.fresh++
        if (p.semi) agg.semi++
        agg.stores.set(p.store_id, (agg.stores.get(p.store_id) ?? 0) + ds)
      }
    }
  }
  const write = async (db: Database) => {
    const rows = [...cats].map(([key, c]) => {
      const [site, category, day] = key.split('|')
      return {
        site_id: site,
        category_id: Number(category),
        date: dayText(Number(day)),
        product_count: c.count,
        sales: c.sales,
        revenue_cents: c.revenue,
        avg_price_cents: Math.round(c.priceSum / c.count),
        new_products: c.fresh,
        store_count: c.stores.size,
        semi_products: c.semi,
        top10_sales: topSum(c.stores.values(), CATEGORY_TOP_SIZE),
      }
    })
    // Statement by statement on PGlite (client.ts, inSteps): the server's requests run between them.
    await db.inSteps(async (steps) => {
      const tx = statementSteps(steps)
      await inJsonBatches(
        tx,
        `INSERT INTO category_daily (site_id, category_id, date, product_count, sales, revenue_cents, avg_price_cents, new_products, store_count, semi_products, top10_sales)
         SELECT * FROM json_to_recordset($1::text::json) AS x(site_id text, category_id int, date date, product_count int,
           sales bigint, revenue_cents bigint, avg_price_cents int, new_products int, store_count int, semi_products int, top10_sales bigint)
         ON CONFLICT (site_id, category_id, date) DO UPDATE SET product_count = excluded.product_count, sales = excluded.sales,
           revenue_cents = excluded.revenue_cents, avg_price_cents = excluded.avg_price_cents,
           new_products = excluded.new_products, store_count = excluded.store_count,
           semi_products = excluded.semi_products, top10_sales = excluded.top10_sales`,
        rows,
      )
    })
  }
  return { from: Math.min(...dayNums), to: Math.max(...dayNums), add, write }
}

/** After a load of products or stores: each day's category figures, then the 30-day rollups. */
export const categoriesDerive: DomainDerive = {
  steps: [
    {
      name: 'category daily',
      after: ['products', 'stores'],
      rollup: (db, run) => categoryDailyRollup(db, run.days),
    },
    { name: 'category rollups', after: ['products', 'stores'], rollup: (db) => categoryRollup(db) },
  ],
  analyze: ['category_daily', 'category_stats'],
}
