// Issue 38: a snapshot carries what a collector sees (the sold counter as shown, reviews, ranks); the
// ingest turns it into estimated figures with their 80 % intervals, keeps an operator's exact day sales
// as observed, and says "not enough data yet" for a product first seen today.
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { soldCounterFloor, soldCounterText } from '../../../src/features/catalog/estimates/sold-counter'
import { runIngest } from '../../../src/pipeline/ingest/ingest'
import type { Database } from '../../../src/server/db/client'
import { ENGINES, FIXTURE } from '../../support/databases'

const START = '2026-10-11' // 41 days of history, the last one DAY_ONE
const DAY_ONE = '2026-11-20'
const DAY_TWO = '2026-11-21'
const HISTORY_DAYS = 40
/** Product 1's true sales: 20 a day from 1,700 units before the history starts. */
const RATE = 20
const BEFORE = 1700

const product = (id: number, extra: Record<string, unknown>) => ({
  id,
  site_id: 'us',
  store_id: 1,
  category_id: 111,
  title_en: `Estimate test product ${id}`,
  title_cn: `估算测试商品 ${id}`,
  image: '/img/p/pan-red-0.svg',
  images: ['/img/p/pan-red-0.svg'],
  price: 5,
  original_price: 9,
  currency: 'USD',
  rating: 4.5,
  listed_at: '2025-01-01',
  status: 'on_sale',
  managed_mode: 'full',
  tags: [],
  same_item_count: 0,
  rank: null,
  ...extra,
})

/** Product 1's true lifetime total at the end of history day `i` (DAY_ONE is i = HISTORY_DAYS). */
const trueTotal = (i: number) => BEFORE + RATE * (i + 1)
const reviewsAt = (i: number) => Math.floor(trueTotal(i) * 0.03)

function writeDay(dir: string, day: string, lines: object[]) {
  mkdirSync(join(dir, day), { recursive: true })
  writeFileSync(join(dir, day, 'products.jsonl'), `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`)
}

/** Two snapshot folders, one a day, so each day is ingested on its own. */
function snapshots(): { one: string; two: string } {
  const dir = mkdtempSync(join(tmpdir(), 'estimates-'))
  const two = mkdtempSync(join(tmpdir(), 'estimates-'))
  // The sites, categories and stores of the basic fixture's first day.
  mkdirSync(join(dir, DAY_ONE), { recursive: true })
  for (const file of ['sites', 'categories', 'stores'])
    cpSync(join(FIXTURE, DAY_ONE, `${file}.jsonl`), join(dir, DAY_ONE, `${file}.jsonl`))
  const days = Array.from({ length: HISTORY_DAYS + 1 }, (_, i) => i)
  writeDay(dir, DAY_ONE, [
    // 1: only the counter, reviews and no rank, as a collector sees a Temu page (one missed day).
    product(1, {
      total_sold: 0,
      sold_text: soldCounterText(trueTotal(HISTORY_DAYS)),
      reviews: reviewsAt(HISTORY_DAYS),
      history: {
        start_date: START,
        price: days.map(() => 5),
        sold: days.map((i) => (i === 17 ? null : soldCounterFloor(trueTotal(i)))),
        rank: days.map(() => null),
        reviews: days.map((i) => (i === 17 ? null : reviewsAt(i))),
      },
    }),
    // 2: an operator's own product, with its exact day sales.
    product(2, {
      total_sold: 800,
      day_sales: 7,
      reviews: 10,
      history: {
        start_date: START,
        price: days.map(() => 5),
        sales: days.map(() => 7),
        rank: days.map(() => null),
        reviews: days.map(() => 10),
      },
    }),
    // 4: an exact counter (below 1,000) that moves every day while ranked: calibration samples.
    product(4, {
      total_sold: 200 + 5 * HISTORY_DAYS,
      reviews: 3,
      rank: 900,
      history: {
        start_date: START,
        price: days.map(() => 5),
        sold: days.map((i) => 200 + 5 * i),
        rank: days.map((i) => 900 + (i % 7)),
        reviews: days.map(() => 3),
      },
    }),
    // 3: first seen today.
    product(3, { total_sold: 12, sold_text: '12 sold', reviews: 0 }),
  ])
  writeDay(two, DAY_TWO, [
    product(1, {
      total_sold: 0,
      sold_text: soldCounterText(trueTotal(HISTORY_DAYS + 1)),
      reviews: reviewsAt(HISTORY_DAYS + 1),
    }),
    product(2, { total_sold: 807, day_sales: 7, reviews: 10 }),
    product(3, { total_sold: 15, sold_text: '15 sold', reviews: 0 }),
  ])
  return { one: dir, two }
}

type Figures = {
  id: number
  sales_basis: string
  day_sales: number
  month_sales: number
  month_sales_low: number | null
  month_sales_high: number | null
  week_sales_low: number | null
  week_sales_high: number | null
  total_sold: number
}
const FIGURES_SQL = `SELECT id, sales_basis, day_sales, month_sales, month_sales_low, month_sales_high,
  week_sales_low, week_sales_high, total_sold FROM products ORDER BY id`

describe.each(ENGINES)('sales estimates at ingest on $name', (engine) => {
  let db: Database
  let dir: { one: string; two: string }
  beforeAll(async () => {
    db = await engine.open()
    dir = snapshots()
  })
  afterAll(async () => {
    await db?.close()
  })

  it('estimates from the counter with an interval holding the truth, keeps exact sales as observed, and has no figure for a new product', async () => {
    const report = await runIngest({ dir: dir.one, db })
    expect(report.totals.rejected).toBe(0)
    const [estimated, observed, fresh, counter] = await db.query<Figures>(FIGURES_SQL)
    expect(estimated).toMatchObject({ sales_basis: 'estimated', total_sold: 2500 })
    const truth = RATE * 30
    expect(estimated!.month_sales_low!).toBeLessThanOrEqual(truth)
    expect(estimated!.month_sales_high!).toBeGreaterThanOrEqual(truth)
    expect(estimated!.month_sales_low!).toBeLessThan(estimated!.month_sales_high!)
    expect(Math.abs(estimated!.month_sales - truth) / truth).toBeLessThan(0.2)
    expect(observed).toMatchObject({
      sales_basis: 'observed',
      day_sales: 7,
      month_sales: 210,
      month_sales_low: null,
      month_sales_high: null,
    })
    expect(fresh).toMatchObject({ sales_basis: 'insufficient', month_sales: 0, month_sales_low: null })
    // The store's and the category's sums carry an interval: the observed product adds no spread.
    const [store] = await db.query<{
      month_sales: number
      month_sales_low: number
      month_sales_high: number
    }>('SELECT month_sales, month_sales_low, month_sales_high FROM store_stats WHERE store_id = 1')
    expect(store!.month_sales_low).toBeLessThanOrEqual(store!.month_sales)
    expect(store!.month_sales_high).toBeGreaterThanOrEqual(store!.month_sales)
    expect(store!.month_sales_high - store!.month_sales_low).toBeGreaterThan(0)
    expect(store!.month_sales_low).toBeGreaterThanOrEqual(210)
    const [category] = await db.query<{ sales: number; sales_low: number; sales_high: number }>(
      `SELECT sales::int, sales_low::int, sales_high::int FROM category_stats WHERE site_id = 'us' AND category_id = 111`,
    )
    const others = 210 + counter!.month_sales
    expect(category!.sales).toBe(estimated!.month_sales + others)
    // Never wider than adding the bounds.
    expect(category!.sales_low).toBeGreaterThanOrEqual(
      estimated!.month_sales_low! + 210 + (counter!.month_sales_low ?? counter!.month_sales),
    )
    expect(category!.sales_high).toBeLessThanOrEqual(
      estimated!.month_sales_high! + 210 + (counter!.month_sales_high ?? counter!.month_sales),
    )
    expect(category!.sales_high - category!.sales_low).toBeGreaterThan(0)
    // Product 4's moving exact counter while ranked gave the site's calibration its samples.
    const [calibration] = await db.query<{ samples: number; fitted_on: string }>(
      `SELECT samples, to_char(fitted_on, 'YYYY-MM-DD') AS fitted_on FROM sales_calibrations WHERE site_id = 'us'`,
    )
    expect(calibration!.samples).toBeGreaterThanOrEqual(29)
    expect(calibration!.fitted_on).toBe(DAY_ONE)
  })

  it("appends the day's counter and units to the series, also to a series stored before the counter existed", async () => {
    // Product 1's series as migration 0029 left the ones loaded before it: no counter series.
    await db.query('UPDATE product_history SET sold = NULL WHERE product_id = 1')
    await runIngest({ dir: dir.two, db })
    const [h] = await db.query<{ sold: Array<number | null>; sales: Array<number | null> }>(
      'SELECT sold, sales FROM product_history WHERE product_id = 1',
    )
    expect(h!.sold).toHaveLength(HISTORY_DAYS + 2)
    expect(h!.sold.slice(0, -1).every((v) => v === null)).toBe(true)
    expect(h!.sold.at(-1)).toBe(2500)
    // Its counter history starts today: not enough data yet, and no units in the series for the day.
    const [restarted, observed] = await db.query<Figures>(FIGURES_SQL)
    expect(restarted).toMatchObject({ sales_basis: 'insufficient', day_sales: 0, month_sales_low: null })
    expect(h!.sales.at(-1)).toBeNull()
    expect(observed).toMatchObject({ sales_basis: 'observed', month_sales: 210, day_sales: 7 })
    // The same day again changes nothing.
    const again = await runIngest({ dir: dir.two, db })
    expect(again.totals).toMatchObject({ upserted: 0, rejected: 0 })
  })

  it("writes the day's estimate into the series when the counter history is there", async () => {
    await db.query('DELETE FROM product_history WHERE product_id = 1')
    await db.query('DELETE FROM products WHERE id = 1')
    await runIngest({ dir: dir.one, db })
    await runIngest({ dir: dir.two, db })
    const [h] = await db.query<{ sales: Array<number | null> }>(
      'SELECT sales FROM product_history WHERE product_id = 1',
    )
    const rows = await db.query<Figures>(FIGURES_SQL)
    expect(rows[0]).toMatchObject({ sales_basis: 'estimated', total_sold: 2500 })
    expect(h!.sales).toHaveLength(HISTORY_DAYS + 2)
    expect(h!.sales.at(-1)).toBe(rows[0]!.day_sales)
    expect(rows[0]!.day_sales).toBeGreaterThan(0)
    expect(rows[0]!.week_sales_low!).toBeLessThanOrEqual(rows[0]!.week_sales_high!)
    expect(rows[0]!.month_sales_low!).toBeLessThanOrEqual(rows[0]!.month_sales)
    expect(rows[0]!.month_sales).toBeLessThanOrEqual(rows[0]!.month_sales_high!)
    expect(rows[2]).toMatchObject({ sales_basis: 'insufficient', total_sold: 15 })
  })

  it('gives the same figures and series when the days go a product a batch (several batches in flight)', async () => {
    const load = async (batchSize?: number) => {
      await db.query('DELETE FROM product_history')
      await db.query('DELETE FROM products')
      await db.query('DELETE FROM sales_calibrations')
      await runIngest({ dir: dir.one, db, batchSize })
      await runIngest({ dir: dir.two, db, batchSize })
      return {
        figures: await db.query<Figures>(FIGURES_SQL),
        series: await db.query(
          'SELECT product_id, sales, sold, ranks FROM product_history ORDER BY product_id',
        ),
      }
    }
    const whole = await load()
    // Four products, four batches: the next batch's read runs while the one before is written.
    const oneByOne = await load(1)
    expect(oneByOne.figures.length).toBe(4)
    expect(oneByOne).toEqual(whole)
  })
})
