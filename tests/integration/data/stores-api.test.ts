// Store lists, store detail and the store export through the MarketplaceApi, on each engine, over a
// generated catalogue: filters, sorts, paging, the free plan's first-page rule, 400s, the detail's
// rollups, the export's rows and file, and rollups that stay the same on re-derive.
import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STORE_EXPORT_COLUMNS } from '../../../src/features/stores/store-export.server'
import { deriveStoreRollups } from '../../../src/features/stores/stores.derive'
import { buildStoreFilter, refreshStoreListTotals } from '../../../src/features/stores/stores.server'
import {
  STORE_SORTS,
  type StoreListQueryInput,
  StoreListQuerySchema,
  type StoreRow,
  storePageSearch,
} from '../../../src/features/stores/stores.shared'
import { csvHeader, csvRecords, csvStream } from '../../../src/lib/csv'
import { firstIssue } from '../../../src/lib/params'
import { createLocalMarketplaceApi } from '../../../src/marketplace'
import { runIngest } from '../../../src/pipeline/ingest/ingest'
import { generateSnapshots } from '../../../src/pipeline/seed/generate'
import { ANONYMOUS } from '../../../src/server/api/call'
import type { Database } from '../../../src/server/db/client'
import { usedToday } from '../../../src/server/quota/usage'
import { VISITOR, viewerCtx } from '../../support/call-contexts'
import { parseExportCsv } from '../../support/csv-parse'
import { ENGINES } from '../../support/databases'

const q = (input: StoreListQueryInput) => v.parse(StoreListQuerySchema, input)

let snapshots: string
beforeAll(async () => {
  snapshots = join(mkdtempSync(join(tmpdir(), 'shopsight-stores-')), 'snapshots')
  await generateSnapshots({
    outDir: snapshots,
    scale: 'demo',
    days: 60,
    seed: 12,
    until: '2026-11-21',
    products: 4000,
  })
}, 120_000)

describe.each(ENGINES)('store lists and detail on $name', (engine) => {
  let db: Database
  const api = createLocalMarketplaceApi(async () => db)
  const list = async (input: StoreListQueryInput) => (await api.listStores(q(input), ANONYMOUS)).data

  async function newUser(): Promise<string> {
    const id = randomUUID()
    await db.query('INSERT INTO users (id, name, email) VALUES ($1, $2, $3)', [id, 's', `${id}@example.com`])
    return id
  }

  beforeAll(async () => {
    db = await engine.open()
    await runIngest({ dir: snapshots, db })
  }, 240_000)
  afterAll(async () => {
    await db?.close()
  })

  it('writes one rollup row per store that agrees with its products', async () => {
    const [mismatch] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM store_stats s
       LEFT JOIN (SELECT store_id, count(*)::int AS c, sum(month_sales)::int AS m FROM products GROUP BY store_id) p
         ON p.store_id = s.store_id
       WHERE coalesce(p.c, 0) <> s.product_count OR coalesce(p.m, 0) <> s.month_sales`,
    )
    expect(mismatch?.n).toBe(0)
    const [counts] = await db.query<{ stats: number; stores: number; series: number }>(
      `SELECT (SELECT count(*)::int FROM store_stats) AS stats, (SELECT count(*)::int FROM stores) AS stores,
         (SELECT count(*)::int FROM store_series) AS series`,
    )
    expect(counts?.stats).toBe(counts?.stores)
    expect(counts?.series).toBe(counts?.stores)
  })

  it('lists hot-selling stores by weekly sales with a total and the data day', async () => {
    const data = await list({ site: 'us' })
    expect(data.list.length).toBe(20)
    expect(data.as_of).toBe('2026-11-21')
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM store_stats WHERE site_id = 'us' AND month_sales > 0`,
    )
    expect(data.total).toBe(row?.n)
    const weeks = data.list.map((r) => r.weekSales)
    expect(weeks).toEqual([...weeks].sort((a, b) => b - a))
    expect(data.list[0]).toMatchObject({ site: 'us', spark: expect.any(Array) })
    expect(data.list[0]?.spark).toHaveLength(30)
    expect(data.list[0]?.mainCategories[0]?.nameCn).toBeTruthy()
  })

  it('reads an unfiltered list total from the rollup, the same as counting (and counts without it)', async () => {
    const where = {
      'hot-sale': 'month_sales > 0',
      new: 'opened_on > as_of - 90',
      'semi-hot-sale': `managed_mode = 'semi' AND month_sales > 0`,
    }
    for (const [type, condition] of Object.entries(where) as Array<[keyof typeof where, string]>) {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM store_stats WHERE site_id = 'de' AND ${condition}`,
      )
      const [rollup] = await db.query<{ n: number }>(
        `SELECT n FROM store_list_totals WHERE site_id = 'de' AND list = $1`,
        [type],
      )
      expect(rollup?.n, type).toBe(row?.n)
      expect((await list({ site: 'de', type, page_size: 20 })).total, type).toBe(row?.n)
    }
    // A database derived before the rollup existed has no row: the list counts instead.
    await db.query(`DELETE FROM store_list_totals WHERE site_id = 'de' AND list = 'hot-sale'`)
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM store_stats WHERE site_id = 'de' AND month_sales > 0`,
    )
    expect((await list({ site: 'de', page_size: 20 })).total).toBe(row?.n)
    await refreshStoreListTotals(db)
    const [back] = await db.query<{ n: number }>(
      `SELECT n FROM store_list_totals WHERE site_id = 'de' AND list = 'hot-sale'`,
    )
    expect(back?.n).toBe(row?.n)
  })

  it("counts a filtered list from the filter index alone: the ingest leaves the rollup's pages all-visible", async () => {
    const built = await buildStoreFilter(
      q({ site: 'us', type: 'semi-hot-sale', category: 1, week_sales: '1~', sort: 'revenue' }),
    )
    // The tables are small here, so scans that read them whole are priced out: the question is whether
    // the count can be answered from the index without the rows (migration 0023).
    const plan = await db.transaction(async (tx) => {
      await tx.exec('SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off')
      return tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, COSTS OFF) SELECT count(*) FROM store_stats s WHERE ${built.where.join(' AND ')}`,
        built.params.values,
      )
    })
    const text = plan.map((r) => r['QUERY PLAN']).join('\n')
    expect(text).toContain('Index Only Scan using store_stats_site_filter_idx')
    expect(text).toMatch(/Heap Fetches: 0\b/)
  })

  it('sorts by each key in both directions, ties broken by id', async () => {
    const value: Record<(typeof STORE_SORTS)[number], (r: StoreRow) => number> = {
      week_sales: (r) => r.weekSales,
      month_sales: (r) => r.monthSales,
      revenue: (r) => r.revenueUsd,
      growth: (r) => r.monthGrowth,
      rating: (r) => r.rating ?? -1,
      followers: (r) => r.followers,
    }
    for (const sort of STORE_SORTS) {
      const desc = (await list({ site: 'us', sort, page_size: 100 })).list.map(value[sort])
      expect(desc).toEqual([...desc].sort((a, b) => b - a))
      const asc = (await list({ site: 'us', sort, order: 'asc', page_size: 100 })).list
        .map(value[sort])
        .filter((x) => x !== -1)
      expect(asc).toEqual([...asc].sort((a, b) => a - b))
    }
  })

  it('applies every filter, and the three lists are what docs/lists.md says', async () => {
    const semi = await list({ site: 'us', managed: 'semi', page_size: 100 })
    expect(semi.list.length).toBeGreaterThan(0)
    expect(semi.list.every((r) => r.managedMode === 'semi')).toBe(true)
    const semiList = await list({ site: 'us', type: 'semi-hot-sale', page_size: 100 })
    expect(semiList.total).toBe(semi.total)

    const category = semi.list[0]?.mainCategories[0]?.id ?? 0
    const inCategory = await list({ site: 'us', category, page_size: 100 })
    expect(inCategory.total).toBeGreaterThan(0)
    expect(inCategory.list.every((r) => r.mainCategories.some((c) => c.id === category))).toBe(true)

    const ranged = await list({
      site: 'us',
      week_sales: '50~500',
      followers: '100~',
      rating: 4.5,
      page_size: 100,
    })
    for (const r of ranged.list) {
      expect(r.weekSales).toBeGreaterThanOrEqual(50)
      expect(r.weekSales).toBeLessThanOrEqual(500)
      expect(r.followers).toBeGreaterThanOrEqual(100)
      expect(r.rating ?? 0).toBeGreaterThanOrEqual(4.5)
    }
    const revenue = await list({
      site: 'us',
      revenue: '1000~',
      products: '5~',
      new_products: '1~',
      page_size: 100,
    })
    for (const r of revenue.list) {
      expect(r.revenueUsd).toBeGreaterThanOrEqual(1000)
      expect(r.productCount).toBeGreaterThanOrEqual(5)
      expect(r.newProducts).toBeGreaterThanOrEqual(1)
    }
    const opened = await list({
      site: 'us',
      opened_from: '2026-01-01',
      opened_to: '2026-06-30',
      page_size: 100,
    })
    expect(opened.list.every((r) => r.openedOn >= '2026-01-01' && r.openedOn <= '2026-06-30')).toBe(true)

    const fresh = await list({ site: 'us', type: 'new', page_size: 100 })
    // The generator opens about 6% of stores within the last 90 days.
    expect(fresh.total).toBeGreaterThan(0)
    expect(fresh.list.every((r) => r.openedOn > '2026-08-23')).toBe(true)
    const total = await list({ site: 'us', total_sales: '1000~', reviews: '10~' })
    expect(total.list.every((r) => r.totalSold >= 1000 && r.reviews >= 10)).toBe(true)
  })

  it('has stores that grow and stores that shrink (the generator varies store trends)', async () => {
    const [spread] = await db.query<{ up: number; down: number }>(
      `SELECT count(*) FILTER (WHERE month_growth > 0.1)::int AS up, count(*) FILTER (WHERE month_growth < -0.1)::int AS down
       FROM store_stats WHERE prev_month_sales > 100`,
    )
    expect(spread?.up).toBeGreaterThan(0)
    expect(spread?.down).toBeGreaterThan(0)
  })

  it('pages: page 2 continues page 1 without overlap', async () => {
    const one = await list({ site: 'us', page_size: 20 })
    const two = await list({ site: 'us', page: 2, page_size: 20 })
    const fifty = await list({ site: 'us', page_size: 50 })
    expect([...one.list, ...two.list].map((r) => r.id)).toEqual(fifty.list.slice(0, 40).map((r) => r.id))
  })

  it('answers bad parameters with the field (400 on the API) and falls back on pages', async () => {
    for (const [input, field] of [
      [{ sort: 'price' }, 'sort'],
      [{ page_size: 10 }, 'page_size'],
      [{ week_sales: 'lots' }, 'week_sales'],
      [{ type: 'old' }, 'type'],
      [{ opened_from: '2026-02-30' }, 'opened_from'],
    ] as const) {
      const parsed = v.safeParse(StoreListQuerySchema, input)
      expect(parsed.success).toBe(false)
      if (!parsed.success) expect(firstIssue(parsed.issues).field).toBe(field)
    }
    await expect(
      api.listStores(q({ site: 'us', page: 600, page_size: 20 }), ANONYMOUS),
    ).rejects.toMatchObject({
      status: 400,
      code: 10400,
      message: expect.stringMatching(/^page:/),
    })
    expect(storePageSearch({ sort: 'price', page_size: '7', week_sales: 'lots', managed: 'semi' })).toEqual({
      ...storePageSearch({}),
      managed: 'semi',
    })
  })

  it('gives a free user the first page only and a visitor the first page without a session', async () => {
    const user = await newUser()
    const free = viewerCtx(user, 0)
    const first = await api.listStores(q({ site: 'us' }), free)
    expect(first.data.remaining).toBe(2)
    await expect(api.listStores(q({ site: 'us', page: 2 }), free)).rejects.toMatchObject({ code: 10020 })
    expect((await usedToday(db, user)).get('mall-hot-sale')).toBe(1)
    expect((await api.listStores(q({ site: 'us' }), VISITOR)).data.list.length).toBe(20)
    await expect(api.listStores(q({ site: 'us', page: 2 }), VISITOR)).rejects.toMatchObject({ code: 10001 })
    const paid = viewerCtx(await newUser(), 1)
    expect((await api.listStores(q({ site: 'us', page: 2 }), paid)).data.list.length).toBe(20)
  })

  it('gives a store detail with figures, ranks, series, mix, bands, newest and similar stores; 404 otherwise', async () => {
    const top = (await list({ site: 'us', sort: 'month_sales' })).list[0]
    if (!top) throw new Error('no store')
    const user = await newUser()
    const reply = await api.storeDetail(top.id, viewerCtx(user, 0))
    const d = reply.data
    if (!d) throw new Error('no detail')
    expect(d).toMatchObject({ id: top.id, siteRank: 1, categoryRank: 1, remaining: 2 })
    expect(d.figures.monthSales.value).toBe(top.monthSales)
    expect(d.figures.monthSales.categoryAverage).toBeGreaterThan(0)
    expect(d.series.sales).toHaveLength(90)
    expect(d.series.sales.slice(-30)).toEqual(top.spark)
    expect(d.series.productCount.at(-1)).toBe(d.productCount)
    expect(d.mix.reduce((sum, c) => sum + c.productCount, 0)).toBe(d.productCount)
    expect(d.mix.reduce((sum, c) => sum + c.monthSales, 0)).toBe(d.monthSales)
    expect(d.priceBands.reduce((sum, b) => sum + b.productCount, 0)).toBe(d.productCount)
    expect(d.newest.length).toBeGreaterThan(0)
    const listed = d.newest.map((p) => p.listedAt)
    expect(listed).toEqual([...listed].sort().reverse())
    expect(d.similar.every((s) => s.id !== d.id && s.mainCategories[0]?.id === d.mainCategory?.id)).toBe(true)
    await expect(api.storeDetail(2_000_000_000, ANONYMOUS)).rejects.toMatchObject({
      status: 404,
      code: 10404,
    })
    expect((await usedToday(db, user)).get('mall-detail')).toBe(1)
  })

  it('exports the list in its order within the plan rows, as a CSV with a BOM and every cell quoted', async () => {
    const user = await newUser()
    const input = { site: 'us', managed: 'semi' } as const
    const listed = await list({ ...input, page_size: 100 })
    const reply = await api.exportStores(q(input), viewerCtx(user, 1))
    expect(reply.data).toMatchObject({ maxRows: 5000, remaining: 49 })
    const rows: StoreRow[] = []
    for await (const batch of reply.data.rows) rows.push(...batch)
    expect(rows.length).toBe(listed.total)
    expect(rows.slice(0, 100).map((r) => r.id)).toEqual(listed.list.map((r) => r.id))
    for (const lang of ['en', 'cn'] as const) {
      const again = await api.exportStores(q(input), viewerCtx(user, 1))
      const body = csvStream(
        csvHeader(STORE_EXPORT_COLUMNS, lang),
        csvRecords(STORE_EXPORT_COLUMNS, again.data.rows, lang),
      )
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
        await new Response(body).arrayBuffer(),
      )
      const csv = parseExportCsv(text)
      expect(csv[0]?.[1]).toBe(lang === 'en' ? 'Store' : '店铺')
      expect(csv.length - 1).toBe(listed.total)
    }
    await expect(api.exportStores(q(input), viewerCtx(await newUser(), 0))).rejects.toMatchObject({
      code: 10020,
    })
  })

  it('derives the same rollups again (idempotent re-ingest)', async () => {
    const snapshot = async () =>
      db.query(
        `SELECT (SELECT md5(string_agg(s::text, ',' ORDER BY store_id)) FROM store_stats s) AS a,
           (SELECT md5(string_agg(x::text, ',' ORDER BY store_id)) FROM store_series x) AS b,
           (SELECT md5(string_agg(m::text, ',' ORDER BY store_id, category_id)) FROM store_category_mix m) AS c,
           (SELECT md5(string_agg(p::text, ',' ORDER BY store_id, band)) FROM store_price_bands p) AS d,
           (SELECT md5(string_agg(g::text, ',' ORDER BY site_id, category_id)) FROM store_category_avg g) AS e`,
      )
    const before = await snapshot()
    await deriveStoreRollups(db)
    expect(await snapshot()).toEqual(before)
  })
})
