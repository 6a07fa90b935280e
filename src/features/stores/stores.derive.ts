// Store rollups (issue 12): one pass over the products and the last 90 days of their series, summed per
// store, then written whole (delete + insert in one transaction, so a re-ingest gives the same rows).
// Store lists and the store detail read only these tables: no request aggregates products.

import type { exchangeRates, stores } from '@/features/catalog/catalog.schema'
import { RangeSum } from '@/features/catalog/estimates/range-sum'
import type { storeDaily } from '@/features/stores/stores.schema'
import { dayNumber, dayText } from '@/lib/days'
import { type Database, type Queryable, statementSteps, tableTarget } from '@/server/db/client'
import type { SqlRow } from '@/server/db/rows'
import { type PassProduct, type Rollup, runRollups, valueOn } from '@/server/derive/product-pass'
import type { DomainDerive } from '@/server/derive/step'
import { inJsonBatches, intArrayLiteral } from '@/server/sql/literals'
import { refreshStoreListTotals } from './stores.server'
import { STORE_PRICE_BANDS, STORE_SERIES_DAYS } from './stores.shared'

const WRITE_BATCH = 2000
const INT_MAX = 2_147_483_647

type Mix = { count: number; month: number; revenue: number }

type Acc = {
  sales: Int32Array
  revenue: Float64Array
  listings: Int32Array
  /** Products listed before the window. */
  before: number
  /** The first day (index) any of the store's series covers: earlier days are unknown, not zero. */
  firstIdx: number
  count: number
  reviews: number
  totalSold: number
  newProducts: number
  prevNewProducts: number
  mix: Map<number, Mix>
  bandCount: Int32Array
  bandSales: Int32Array
  /** The products' week and month figures as intervals, for the store's ranges. */
  weekRange: RangeSum
  monthRange: RangeSum
}

// Typed from the schema (SqlRow); `opened` (to_char) and `prev_followers` (an alias) by hand.
type StoreRow = Pick<SqlRow<typeof stores>, 'id' | 'site_id' | 'managed_mode' | 'rating' | 'followers'> & {
  opened: string
  prev_followers: SqlRow<typeof storeDaily>['followers'] | null
}

const newAcc = (): Acc => ({
  sales: new Int32Array(STORE_SERIES_DAYS),
  revenue: new Float64Array(STORE_SERIES_DAYS),
  listings: new Int32Array(STORE_SERIES_DAYS),
  before: 0,
  firstIdx: STORE_SERIES_DAYS,
  count: 0,
  reviews: 0,
  totalSold: 0,
  newProducts: 0,
  prevNewProducts: 0,
  mix: new Map(),
  bandCount: new Int32Array(STORE_PRICE_BANDS.length + 1),
  bandSales: new Int32Array(STORE_PRICE_BANDS.length + 1),
  weekRange: new RangeSum(),
  monthRange: new RangeSum(),
})

/** Band index of a US-dollar price: 0 below the first bound, the last one above every bound. */
export function priceBand(usd: number): number {
  let band = 0
  while (band < STORE_PRICE_BANDS.length && usd >= (STORE_PRICE_BANDS[band] ?? Infinity)) band++
  return band
}

/** (now − before) ÷ before; from nothing to something counts as +100% (docs/lists.md). */
const growth = (now: number, before: number): number =>
  before > 0 ? (now - before) / before : now > 0 ? 1 : 0

/**
 * The total of the window [from, to] before the current one, scaled up from the days the series covers
 * (a short history would otherwise read as growth); null when it covers under half the window.
 */
function previous(values: ArrayLike<number>, from: number, to: number, firstIdx: number): number | null {
  const covered = to - Math.max(from, firstIdx) + 1
  const length = to - from + 1
  if (covered * 2 < length) return null
  return Math.round((sum(values, Math.max(from, firstIdx), to) * length) / covered)
}

const sum = (values: ArrayLike<number>, from: number, to: number): number => {
  let total = 0
  for (let i = Math.max(0, from); i <= to; i++) total += values[i] ?? 0
  return total
}

/** The store rollups as of the products' last day, fed by the product pass; null before any product. */
export async function storeRollup(db: Queryable): Promise<Rollup | null> {
  const [fresh] = await db.query<{ day: string | null }>(
    `SELECT to_char(last_date, 'YYYY-MM-DD') AS day FROM freshness WHERE entity = 'products'`,
  )
  if (!fresh?.day) return null
  const asOf = dayNumber(fresh.day)
  const windowStart = asOf - STORE_SERIES_DAYS + 1
  const last = STORE_SERIES_DAYS - 1
  const perUsd = new Map(
    (
      await db.query<Pick<SqlRow<typeof exchangeRates>, 'currency' | 'per_usd'>>(
        'SELECT currency, per_usd FROM exchange_rates',
      )
    ).map((r) => [r.currency, r.per_usd]),
  )

  const accs = new Map<number, Acc>()
  const add = (p: PassProduct) => {
    let acc = accs.get(p.store_id)
    if (!acc) {
      acc = newAcc()
      accs.set(p.store_id, acc)
    }
    acc.count++
    acc.weekRange.add(p.week_sales, p.week_sales_low, p.week_sales_high)
    acc.monthRange.add(p.month_sales, p.month_sales_low, p.month_sales_high)
    acc.reviews += p.reviews
    acc.totalSold += p.total_sold
    if (p.listed > asOf - 30) acc.newProducts++
    else if (p.listed > asOf - 60) acc.prevNewProducts++
    if (p.listed < windowStart) acc.before++
    else if (p.listed <= asOf) acc.listings[p.listed - windowStart]!++
    const perUsdRate = perUsd.get(p.currency) || 1
    // The product's own 30-day figure (observed, or its estimate), so that a store's figures are the
    // sums of its products' as the pages show them; the series feed the daily chart and the windows before.
    const month = p.month_sales
    let monthRevenue = (p.month_sales * p.price_cents) / perUsdRate
    if (p.start !== null && p.sales) {
      // Element k of the slices is day p.base + k; the pass may read days before the window.
      acc.firstIdx = Math.min(acc.firstIdx, Math.max(p.start, windowStart) - windowStart)
      monthRevenue = 0
      const skip = windowStart - p.base
      for (let k = Math.max(0, skip); k < p.sales.length; k++) {
        const units = p.sales[k]
        const i = p.base + k - windowStart
        if (!units || i > last) continue
        const price = p.prices?.[k] ?? p.price_cents
        const revenue = (units * price) / perUsdRate
        acc.sales[i]! += units
        acc.revenue[i]! += revenue
        if (i > last - 30) monthRevenue += revenue
      }
    } else {
      acc.revenue[last]! += monthRevenue
    }
    const mix = acc.mix.get(p.top_category_id) ?? { count: 0, month: 0, revenue: 0 }
    mix.count++
    mix.month += month
    mix.revenue += monthRevenue
    acc.mix.set(p.top_category_id, mix)
    const band = priceBand(p.price_cents / perUsdRate / 100)
    acc.bandCount[band]!++
    acc.bandSales[band] = Math.min(INT_MAX, acc.bandSales[band]! + month)
  }
  return { from: windowStart, to: asOf, add, write: (db) => writeStoreRollups(db, asOf, accs) }
}

export async function deriveStoreRollups(db: Database): Promise<void> {
  await runRollups(db, [await storeRollup(db)])
}

async function writeStoreRollups(db: Database, asOf: number, accs: Map<number, Acc>): Promise<void> {
  const windowStart = asOf - STORE_SERIES_DAYS + 1
  const last = STORE_SERIES_DAYS - 1
  const stores = await db.query<StoreRow>(
    `SELECT s.id, s.site_id, s.managed_mode, to_char(s.first_seen, 'YYYY-MM-DD') AS opened, s.rating, s.followers,
       d.followers AS prev_followers
     FROM stores s LEFT JOIN store_daily d ON d.store_id = s.id AND d.date = $1::date`,
    [dayText(asOf - 30)],
  )

  type Stat = ReturnType<typeof statOf>
  const statOf = (s: StoreRow, acc: Acc) => {
    const week = Math.min(INT_MAX, acc.weekRange.value)
    const prevWeek = previous(acc.sales, last - 13, last - 7, acc.firstIdx)
    const month = Math.min(INT_MAX, acc.monthRange.value)
    const prevMonth = previous(acc.sales, last - 59, last - 30, acc.firstIdx)
    const weekRange = acc.weekRange.interval(week)
    const monthRange = acc.monthRange.interval(month)
    const revenue = Math.round(sum(acc.revenue, last - 29, last))
    const prevRevenue = previous(acc.revenue, last - 59, last - 30, acc.firstIdx)
    const mainCategories = [...acc.mix]
      .sort((a, b) => b[1].month - a[1].month || b[1].count - a[1].count || a[0] - b[0])
      .slice(0, 3)
      .map(([id]) => id)
    return {
      store_id: s.id,
      site_id: s.site_id,
      as_of: dayText(asOf),
      main_category_id: mainCategories[0] ?? 0,
      main_categories: mainCategories,
      managed_mode: s.managed_mode,
      opened_on: s.opened,
      rating: s.rating,
      reviews: Math.min(INT_MAX, acc.reviews),
      followers: s.followers,
      prev_followers: s.prev_followers,
      product_count: acc.count,
      prev_product_count: acc.before + sum(acc.listings, 0, last - 30),
      new_products: acc.newProducts,
      prev_new_products: acc.prevNewProducts,
      total_sold: acc.totalSold,
      week_sales: week,
      prev_week_sales: prevWeek === null ? null : Math.min(INT_MAX, prevWeek),
      week_growth: prevWeek === null ? 0 : growth(week, prevWeek),
      month_sales: month,
      prev_month_sales: prevMonth === null ? null : Math.min(INT_MAX, prevMonth),
      month_growth: prevMonth === null ? 0 : growth(month, prevMonth),
      week_sales_low: weekRange ? Math.min(INT_MAX, weekRange.low) : null,
      week_sales_high: weekRange ? Math.min(INT_MAX, weekRange.high) : null,
      month_sales_low: monthRange ? Math.min(INT_MAX, monthRange.low) : null,
      month_sales_high: monthRange ? Math.min(INT_MAX, monthRange.high) : null,
      revenue_usd_cents: revenue,
      prev_revenue_usd_cents: prevRevenue,
      revenue_growth: prevRevenue === null ? 0 : growth(revenue, prevRevenue),
      site_rank: 0,
      category_rank: 0,
      spark: intArrayLiteral(acc.sales.subarray(last - 29)),
    }
  }
  const stats: Stat[] = []
  const empty = newAcc()
  for (const s of stores) stats.push(statOf(s, accs.get(s.id) ?? empty))

  // Ranks by 30-day sales (ties: lower id first), on the site and within the main category.
  stats.sort((a, b) => b.month_sales - a.month_sales || a.store_id - b.store_id)
  const siteRanks = new Map<string, number>()
  const categoryRanks = new Map<string, number>()
  type Avg = {
    n: number
    week: number
    month: number
    revenue: number
    products: number
    fresh: number
    ratingSum: number
    rated: number
    followers: number
  }
  const avgs = new Map<string, Avg>()
  for (const st of stats) {
    st.site_rank = (siteRanks.get(st.site_id) ?? 0) + 1
    siteRanks.set(st.site_id, st.site_rank)
    const catKey = `${st.site_id}|${st.main_category_id}`
    st.category_rank = (categoryRanks.get(catKey) ?? 0) + 1
    categoryRanks.set(catKey, st.category_rank)
    for (const key of [catKey, `${st.site_id}|0`]) {
      const a = avgs.get(key) ?? {
        n: 0,
        week: 0,
        month: 0,
        revenue: 0,
        products: 0,
        fresh: 0,
        ratingSum: 0,
        rated: 0,
        followers: 0,
      }
      a.n++
      a.week += st.week_sales
      a.month += st.month_sales
      a.revenue += st.revenue_usd_cents
      a.products += st.product_count
      a.fresh += st.new_products
      a.followers += st.followers
      if (st.rating !== null) {
        a.ratingSum += st.rating
        a.rated++
      }
      avgs.set(key, a)
    }
  }
  const avgRows = [...avgs].map(([key, a]) => {
    const [site, category] = key.split('|')
    return {
      site_id: site,
      category_id: Number(category),
      store_count: a.n,
      week_sales: Math.round(a.week / a.n),
      month_sales: Math.round(a.month / a.n),
      revenue_usd_cents: Math.round(a.revenue / a.n),
      product_count: Math.round(a.products / a.n),
      new_products: Math.round(a.fresh / a.n),
      rating: a.rated ? Math.round((a.ratingSum / a.rated) * 100) / 100 : null,
      followers: Math.round(a.followers / a.n),
    }
  })

  const seriesStart = dayText(windowStart)
  // Statement by statement on PGlite (client.ts, inSteps): the server's requests run between them.
  await db.inSteps(async (steps) => {
    const tx = statementSteps(steps)
    for (const table of [
      'store_stats',
      'store_series',
      'store_category_mix',
      'store_price_bands',
      'store_category_avg',
    ])
      await tx.query(`DELETE FROM ${table}`)
    await insertBatches(tx, stats, 'store_stats')
    const series = stores.map((s) => {
      const acc = accs.get(s.id) ?? empty
      let count = acc.before
      return {
        store_id: s.id,
        start_date: seriesStart,
        // Array literals, passed through as they are: converting arrays number by number (18 million
        // numbers at 50,000 stores) was most of this write.
        sales: intArrayLiteral(acc.sales),
        revenue_usd_cents: intArrayLiteral(Array.from(acc.revenue, Math.round)),
        product_count: intArrayLiteral(Array.from(acc.listings, (n) => (count += n))),
        new_listings: intArrayLiteral(acc.listings),
      }
    })
    await insertBatches(tx, series, 'store_series')
    const mix = [...accs].flatMap(([storeId, acc]) =>
      [...acc.mix].map(([category, m]) => ({
        store_id: storeId,
        category_id: category,
        product_count: m.count,
        month_sales: Math.min(INT_MAX, m.month),
        revenue_usd_cents: Math.round(m.revenue),
      })),
    )
    await insertBatches(tx, mix, 'store_category_mix')
    const bands = [...accs].flatMap(([storeId, acc]) =>
      Array.from(acc.bandCount, (count, band) => ({
        store_id: storeId,
        band,
        product_count: count,
        month_sales: acc.bandSales[band] ?? 0,
      })).filter((b) => b.product_count > 0),
    )
    await insertBatches(tx, bands, 'store_price_bands')
    await insertBatches(tx, avgRows, 'store_category_avg')
  })
  // store_series is left out: it is only ever read by its key, one store's row, and sampling its long
  // series rows was 2.3 s of PGlite's day at a million products.
  for (const table of ['store_stats', 'store_category_mix', 'store_price_bands', 'store_category_avg'])
    await db.exec(`ANALYZE ${table}`)
}

/**
 * Whole rows (objects keyed by column; a missing key is null) into `table`, a batch a statement: by
 * COPY on PGlite (copyIn), where unpacking the same rows from JSON was most of these writes' time.
 */
async function insertBatches(tx: Queryable, rows: readonly object[], table: string): Promise<void> {
  const target = await tableTarget(tx, table)
  for (let i = 0; i < rows.length; i += WRITE_BATCH) {
    const batch = rows.slice(i, i + WRITE_BATCH) as ReadonlyArray<Record<string, unknown>>
    await tx.copyIn(
      target,
      batch.map((row) => target.columns.map((column) => row[column])),
    )
  }
}

/** store_daily for `days`: each store's sales, revenue and products that day, fed by the product pass. */
export function storeDailyRollup(days: readonly string[]): Rollup | null {
  if (days.length === 0) return null
  const dayNums = days.map(dayNumber)
  const stores = new Map<string, { sales: number; revenue: number; count: number }>()
  const add = (p: PassProduct) => {
    // Products without a series count in no day (they have no day's sales).
    if (p.start === null || !p.sales) return
    for (const day of dayNums) {
      if (p.listed > day || day < p.base) continue
      const ds = valueOn(p.sales, p.base, day) ?? 0
      const price = valueOn(p.prices, p.base, day) ?? p.price_cents
      const key = `${p.store_id}|${day}`
      const store = stores.get(key) ?? { sales: 0, revenue: 0, count: 0 }
      store.sales += ds
      store.revenue += ds * price
      store.count++
      stores.set(key, store)
    }
  }
  const write = async (db: Database) => {
    const rows = [...stores].map(([key, s]) => {
      const [store, day] = key.split('|')
      return {
        store_id: Number(store),
        date: dayText(Number(day)),
        // The column is an int: a saturated total rather than a failed run on implausible sales.
        sales: Math.min(s.sales, INT_MAX),
        revenue_cents: s.revenue,
        product_count: s.count,
      }
    })
    // Statement by statement on PGlite (client.ts, inSteps): the server's requests run between them.
    await db.inSteps(async (steps) => {
      const tx = statementSteps(steps)
      await inJsonBatches(
        tx,
        `INSERT INTO store_daily (store_id, date, sales, revenue_cents, product_count, followers)
         SELECT x.store_id, x.date, x.sales, x.revenue_cents, x.product_count, s.followers
         FROM json_to_recordset($1::text::json) AS x(store_id int, date date, sales int, revenue_cents bigint, product_count int)
         JOIN stores s ON s.id = x.store_id
         ON CONFLICT (store_id, date) DO UPDATE SET sales = excluded.sales, revenue_cents = excluded.revenue_cents,
           product_count = excluded.product_count, followers = excluded.followers`,
        rows,
      )
    })
  }
  return { from: Math.min(...dayNums), to: Math.max(...dayNums), add, write }
}

/** After a load of products or stores: each day's store figures, then the store rollups and list sizes
 *  (which read store_daily for follower growth). */
export const storesDerive: DomainDerive = {
  steps: [
    {
      name: 'store daily',
      after: ['products', 'stores'],
      rollup: async (_db, run) => storeDailyRollup(run.days),
    },
    {
      name: 'store rollups',
      after: ['products', 'stores'],
      rollup: (db) => storeRollup(db),
      write: (db) => refreshStoreListTotals(db),
    },
  ],
  // Rewritten whole by the store rollups; its filtered count reads an index alone (migration 0023).
  vacuum: ['store_stats'],
  analyze: ['store_daily'],
}
