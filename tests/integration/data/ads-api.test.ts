// The ad library, ad detail, world ad trend and dashboard through the MarketplaceApi, on each engine,
// over a generated catalogue: the ingest's ad columns and rollups against the ads themselves, filters,
// sorts, the free plan's first-page rule, 400s, the detail's series, the trend's countries and
// selection, the export, and the dashboard's favorites changes for a user and its absence for visitors.
import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AD_EXPORT_COLUMNS } from '../../../src/features/ads/ad-export.server'
import { deriveAdRollups } from '../../../src/features/ads/ads.derive'
import {
  AD_TOTAL_CAP,
  type AdListQueryInput,
  AdListQuerySchema,
  type AdRow,
  AdTrendQuerySchema,
  adPageSearch,
} from '../../../src/features/ads/ads.shared'
import { DashboardQuerySchema } from '../../../src/features/dashboard/dashboard.shared'
import { csvHeader, csvRecords, csvStream } from '../../../src/lib/csv'
import { formatNumber, formatTotal } from '../../../src/lib/format'
import { firstIssue } from '../../../src/lib/params'
import { createLocalMarketplaceApi } from '../../../src/marketplace'
import { runIngest } from '../../../src/pipeline/ingest/ingest'
import { generateSnapshots } from '../../../src/pipeline/seed/generate'
import { ANONYMOUS, type CallContext, type Viewer } from '../../../src/server/api/call'
import type { Database } from '../../../src/server/db/client'
import { usedToday } from '../../../src/server/quota/usage'
import { parseExportCsv } from '../../support/csv-parse'
import { ENGINES } from '../../support/databases'

const q = (input: AdListQueryInput) => v.parse(AdListQuerySchema, input)

const viewerCtx = (userId: string, planId: Viewer['planId']): CallContext => ({
  token: 't',
  fingerprint: null,
  viewer: async () => ({
    userId,
    email: 'a@example.com',
    username: 'a',
    isGuest: false,
    planId,
    subscription: { plan_id: planId, start_at: 0, expire_at: 0, cycle_subscription: 0 },
  }),
})
const VISITOR: CallContext = { token: null, fingerprint: null, viewer: async () => null }

let snapshots: string
beforeAll(async () => {
  snapshots = join(mkdtempSync(join(tmpdir(), 'shopsight-ads-')), 'snapshots')
  await generateSnapshots({
    outDir: snapshots,
    scale: 'demo',
    days: 60,
    seed: 13,
    until: '2026-11-21',
    products: 4000,
  })
}, 120_000)

describe.each(ENGINES)('ads and dashboard on $name', (engine) => {
  let db: Database
  const api = createLocalMarketplaceApi(async () => db)
  const list = async (input: AdListQueryInput) => (await api.listAds(q(input), ANONYMOUS)).data

  async function newUser(): Promise<string> {
    const id = randomUUID()
    await db.query('INSERT INTO users (id, name, email) VALUES ($1, $2, $3)', [id, 'a', `${id}@example.com`])
    return id
  }

  beforeAll(async () => {
    db = await engine.open()
    await runIngest({ dir: snapshots, db })
  }, 240_000)
  afterAll(async () => {
    await db?.close()
  })

  it('stores each ad with its format and its product’s top-level category', async () => {
    const [row] = await db.query<{ n: number; formats: number; wrong: number; uncategorized: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT format)::int AS formats,
         count(*) FILTER (WHERE a.product_id IS NOT NULL AND a.category_id IS DISTINCT FROM p.top_category_id)::int AS wrong,
         count(*) FILTER (WHERE a.category_id IS NULL)::int AS uncategorized
       FROM ads a LEFT JOIN products p ON p.id = a.product_id`,
    )
    expect(row?.n).toBeGreaterThan(300)
    expect(row?.formats).toBe(3)
    expect(row?.wrong).toBe(0)
    expect(row?.uncategorized).toBe(0)
  })

  it('writes period rollups that agree with the ads they count', async () => {
    const [check] = await db.query<{ rollup: number; direct: number; world: number; direct_world: number }>(
      `WITH anchor AS (SELECT max(last_seen) AS d FROM ads)
       SELECT (SELECT ads FROM ad_country_period WHERE country = 'US' AND days = 30) AS rollup,
         (SELECT count(*)::int FROM ads, anchor WHERE 'US' = ANY(countries) AND last_seen > anchor.d - 30) AS direct,
         (SELECT ads FROM ad_country_period WHERE country = 'ALL' AND days = 7) AS world,
         (SELECT count(*)::int FROM ads, anchor WHERE last_seen > anchor.d - 7) AS direct_world`,
    )
    expect(check?.rollup).toBeGreaterThan(0)
    expect(check?.rollup).toBe(check?.direct)
    expect(check?.world).toBe(check?.direct_world)
    const [top] = await db.query<{ ads: number; direct: number }>(
      `WITH anchor AS (SELECT max(last_seen) AS d FROM ads)
       SELECT t.ads, (SELECT count(*)::int FROM ads, anchor WHERE store_id = t.entity_id AND 'US' = ANY(countries)
                      AND last_seen > anchor.d - 30) AS direct
       FROM ad_country_top t WHERE t.country = 'US' AND t.days = 30 AND t.kind = 'store' AND t.rank = 1`,
    )
    expect(top?.ads).toBe(top?.direct)
  })

  it('filters by platform, country, format, copy words, category and first-seen range, in the chosen order', async () => {
    const all = await list({ page_size: 100 })
    expect(all.list.length).toBe(100)
    const firsts = all.list.map((a) => a.firstSeen)
    expect(firsts).toEqual([...firsts].sort().reverse())
    const filtered = await list({ platform: 'tiktok', country: 'us', format: 'video', page_size: 100 })
    expect(filtered.list.length).toBeGreaterThan(0)
    expect(
      filtered.list.every(
        (a) => a.platform === 'tiktok' && a.countries.includes('US') && a.format === 'video',
      ),
    ).toBe(true)
    const words = await list({ q: 'free shipping', page_size: 100 })
    expect(words.list.length).toBeGreaterThan(0)
    expect(words.list.every((a) => /free/i.test(a.copy) && /shipping/i.test(a.copy))).toBe(true)
    const category = all.list.find((a) => a.category)?.category
    if (!category) throw new Error('no category')
    const inCategory = await list({ category: category.id, sort: 'impressions' })
    expect(inCategory.list.every((a) => a.category?.id === category.id)).toBe(true)
    const impressions = inCategory.list.map((a) => a.impressions)
    expect(impressions).toEqual([...impressions].sort((x, y) => y - x))
    const day = all.list[50]?.firstSeen ?? ''
    const ranged = await list({ first_from: day, first_to: day, sort: 'days_running', order: 'asc' })
    expect(ranged.list.length).toBeGreaterThan(0)
    expect(ranged.list.every((a) => a.firstSeen === day)).toBe(true)
    const running = ranged.list.map((a) => a.daysRunning)
    expect(running).toEqual([...running].sort((x, y) => x - y))
    const long = await list({ days_running: '30~' })
    expect(long.list.every((a) => a.daysRunning >= 30)).toBe(true)
  })

  it("gives a filtered list's own count as its total, capped at 1,000 and saying so (issue 34)", async () => {
    const [{ n: everything } = { n: 0 }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ads')
    const all = await list({ page_size: 20 })
    expect(all.total).toBe(Math.min(everything, AD_TOTAL_CAP))
    expect(all.total_capped).toBe(everything > AD_TOTAL_CAP)
    // A day's first-seen ads: a filter under the cap that fills more than a page counts exactly.
    const [day] = await db.query<{ d: string; n: number }>(
      `SELECT to_char(first_seen, 'YYYY-MM-DD') AS d, count(*)::int AS n FROM ads
       GROUP BY first_seen HAVING count(*) > 20 AND count(*) < ${AD_TOTAL_CAP} ORDER BY first_seen DESC LIMIT 1`,
    )
    if (!day) throw new Error('no day with a few ads')
    const ranged = await list({ first_from: day.d, first_to: day.d, page_size: 20 })
    expect(ranged.list).toHaveLength(20)
    expect(ranged).toMatchObject({ total: day.n, total_capped: false })
    expect(formatTotal(ranged)).toBe(formatNumber(day.n))
  })

  it('answers bad parameters with the field named, and reads page search leniently', async () => {
    for (const [input, field] of [
      [{ platform: 'myspace' }, 'platform'],
      [{ country: 'USA' }, 'country'],
      [{ first_from: '2026-02-30' }, 'first_from'],
      [{ page_size: 7 }, 'page_size'],
      [{ sort: 'price' }, 'sort'],
    ] as const) {
      const parsed = v.safeParse(AdListQuerySchema, input)
      expect(parsed.success).toBe(false)
      if (!parsed.success) expect(firstIssue(parsed.issues).field).toBe(field)
    }
    await expect(api.listAds(q({ page: 600 }), ANONYMOUS)).rejects.toMatchObject({
      status: 400,
      code: 10400,
      message: expect.stringMatching(/^page:/),
    })
    expect(adPageSearch({ platform: 'myspace', format: 'video', page: '0' })).toEqual({
      ...adPageSearch({}),
      format: 'video',
    })
    expect(v.safeParse(AdTrendQuerySchema, { days: 14 }).success).toBe(false)
    expect(v.safeParse(DashboardQuerySchema, { site: 'xx' }).success).toBe(false)
  })

  it('gives a free user the first page only, a visitor the first page, and counts the ads quota', async () => {
    const user = await newUser()
    const free = viewerCtx(user, 0)
    expect((await api.listAds(q({}), free)).data.remaining).toBe(4)
    await expect(api.listAds(q({ page: 2 }), free)).rejects.toMatchObject({ code: 10020 })
    expect((await usedToday(db, user)).get('ads')).toBe(1)
    expect((await api.listAds(q({}), VISITOR)).data.list.length).toBe(20)
    await expect(api.listAds(q({ page: 2 }), VISITOR)).rejects.toMatchObject({ code: 10001 })
    expect((await api.listAds(q({ page: 2 }), viewerCtx(await newUser(), 1))).data.list.length).toBe(20)
  })

  it('gives an ad detail with its product and store series around the run and similar ads; free plans none', async () => {
    const ad = (await list({ sort: 'impressions' })).list.find((a) => a.product)
    if (!ad) throw new Error('no ad with a product')
    await expect(api.adDetail(ad.id, viewerCtx(await newUser(), 0))).rejects.toMatchObject({ code: 10020 })
    const user = await newUser()
    const d = (await api.adDetail(ad.id, viewerCtx(user, 1))).data
    if (!d) throw new Error('no detail')
    expect(d).toMatchObject({ id: ad.id, remaining: 49 })
    const length = d.runWindow.values.length
    expect(length).toBe(ad.daysRunning + 14)
    expect(d.runWindow.values.filter((x) => x === 1)).toHaveLength(ad.daysRunning)
    expect(d.productSales?.values).toHaveLength(length)
    expect(d.productSales?.prices).toHaveLength(length)
    expect(d.storeSales?.values).toHaveLength(length)
    expect(d.similar.every((s) => s.id !== ad.id && s.category?.id === ad.category?.id)).toBe(true)
    await expect(api.adDetail(2_000_000_000, viewerCtx(user, 1))).rejects.toMatchObject({
      status: 404,
      code: 10404,
    })
  })

  it('gives the world trend by country, and a country’s series and top advertisers and categories', async () => {
    const world = (await api.adTrend(v.parse(AdTrendQuerySchema, {}), ANONYMOUS)).data
    expect(world.days).toBe(30)
    expect(world.countries.length).toBeGreaterThan(3)
    const counts = world.countries.map((c) => c.ads)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(world.countries.reduce((s, c) => s + c.share, 0)).toBeCloseTo(1, 5)
    expect(world.selection.country).toBeNull()
    expect(world.selection.series.values).toHaveLength(30)
    const top = world.countries[0]
    if (!top) throw new Error('no country')
    const one = (await api.adTrend(v.parse(AdTrendQuerySchema, { days: 7, country: top.country }), ANONYMOUS))
      .data
    expect(one.selection.country).toBe(top.country)
    expect(one.selection.series.values).toHaveLength(7)
    const [last] = await db.query<{ n: number }>(
      `SELECT ad_count AS n FROM ad_country_daily WHERE country = $1 ORDER BY date DESC LIMIT 1`,
      [top.country],
    )
    expect(one.selection.series.values.at(-1)).toBe(last?.n)
    expect(one.selection.topStores.length).toBeGreaterThan(0)
    expect(one.selection.topStores[0]?.ads).toBeLessThanOrEqual(one.selection.ads)
    expect(one.selection.topCategories.length).toBeGreaterThan(0)
  })

  it('exports the ad list in its order as a CSV in either language', async () => {
    const user = await newUser()
    const input = { platform: 'facebook' } as const
    const listed = await list({ ...input, page_size: 100 })
    const reply = await api.exportAds(q(input), viewerCtx(user, 1))
    const rows: AdRow[] = []
    for await (const batch of reply.data.rows) rows.push(...batch)
    expect(rows.slice(0, 100).map((r) => r.id)).toEqual(listed.list.map((r) => r.id))
    for (const lang of ['en', 'cn'] as const) {
      const again = await api.exportAds(q(input), viewerCtx(user, 1))
      const body = csvStream(
        csvHeader(AD_EXPORT_COLUMNS, lang),
        csvRecords(AD_EXPORT_COLUMNS, again.data.rows, lang),
      )
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
        await new Response(body).arrayBuffer(),
      )
      const csv = parseExportCsv(text)
      expect(csv[0]?.[1]).toBe(lang === 'en' ? 'Platform' : '平台')
      expect(csv[1]?.[1]).toBe('Facebook')
      expect(csv.length - 1).toBe(rows.length)
    }
    await expect(api.exportAds(q(input), viewerCtx(await newUser(), 0))).rejects.toMatchObject({
      code: 10020,
    })
  })

  it('shows a dashboard of movers to everyone and a user’s favorites with their price change', async () => {
    const site = v.parse(DashboardQuerySchema, {})
    const visitor = (await api.dashboard(site, VISITOR)).data
    expect(visitor.favorites).toBeNull()
    expect(visitor.asOf).not.toBeNull()
    expect(visitor.movers.products.every((p) => (p.rankChange ?? 0) > 0)).toBe(true)
    expect(visitor.movers.newEntries.every((p) => p.rankChange === null)).toBe(true)
    expect(visitor.movers.stores.length).toBeGreaterThan(0)
    const growth = visitor.movers.stores.map((s) => s.weekGrowth)
    expect(growth).toEqual([...growth].sort((a, b) => b - a))
    expect(visitor.freshness.map((f) => f.entity)).toContain('ads')
    // A product whose price differs between the two latest days of its series.
    const [changed] = await db.query<{ id: number; today: number; before: number }>(
      `SELECT p.id, h.price_cents[p.snapshot_date - h.start_date + 1] AS today, h.price_cents[p.snapshot_date - h.start_date] AS before
       FROM products p JOIN product_history h ON h.product_id = p.id
       WHERE h.price_cents[p.snapshot_date - h.start_date + 1] <> h.price_cents[p.snapshot_date - h.start_date]
         AND p.site_id = $1
       ORDER BY p.id LIMIT 1`,
      [site.site],
    )
    if (!changed) throw new Error('no product with a price change')
    const user = await newUser()
    await db.query('INSERT INTO favorites (user_id, product_id) VALUES ($1, $2)', [user, changed.id])
    const mine = (await api.dashboard(site, viewerCtx(user, 0))).data
    expect(mine.favorites).toHaveLength(1)
    expect(mine.favorites?.[0]).toMatchObject({
      id: changed.id,
      price: changed.today / 100,
      previousPrice: changed.before / 100,
    })
  })

  it("gives a favorite's rank from the chosen site's hot list, and only the chosen site's favorites", async () => {
    // The hot list's #2 on the latest day for a site, and a product of another site.
    const [second] = await db.query<{ id: number; site_id: string; rank_change: number | null }>(
      `SELECT r.product_id AS id, r.site_id, r.rank_change FROM rank_lists r
       WHERE r.category_id = 0 AND r.list_type = 'hot' AND r.rank = 2
         AND r.date = (SELECT max(date) FROM rank_lists WHERE site_id = r.site_id AND category_id = 0 AND list_type = 'hot')
       ORDER BY r.site_id LIMIT 1`,
    )
    if (!second) throw new Error('no hot list')
    const [other] = await db.query<{ id: number; site_id: string }>(
      'SELECT id, site_id FROM products WHERE site_id <> $1 ORDER BY id LIMIT 1',
      [second.site_id],
    )
    if (!other) throw new Error('one site only')
    const user = await newUser()
    await db.query('INSERT INTO favorites (user_id, product_id) VALUES ($1, $2), ($1, $3)', [
      user,
      second.id,
      other.id,
    ])
    const on = async (site: string) =>
      (await api.dashboard(v.parse(DashboardQuerySchema, { site }), viewerCtx(user, 0))).data
    const here = await on(second.site_id)
    // The movers read the same list: the favorite's #2 is the hot list's #2.
    expect(here.favorites?.map((f) => f.id)).toEqual([second.id])
    expect(here.favorites?.[0]).toMatchObject({
      rank: 2,
      previousRank: second.rank_change === null ? null : 2 + second.rank_change,
    })
    const there = await on(other.site_id)
    expect(there.favorites?.map((f) => f.id)).toEqual([other.id])
  })

  it('derives the same ad rollups again (idempotent)', async () => {
    const snapshot = async () =>
      db.query(
        `SELECT (SELECT md5(string_agg(p::text, ',' ORDER BY country, days)) FROM ad_country_period p) AS a,
           (SELECT md5(string_agg(t::text, ',' ORDER BY country, days, kind, rank)) FROM ad_country_top t) AS b,
           (SELECT md5(string_agg(a.category_id::text, ',' ORDER BY id)) FROM ads a) AS c`,
      )
    const before = await snapshot()
    await deriveAdRollups(db)
    expect(await snapshot()).toEqual(before)
  })
})
