// The rankings slice of the MarketplaceApi on each engine: a product's trend on a list, a day's list
// analysis, and the free plan's 7-day window on best-seller and 5-star lists (applied by the quota
// engine from the quota table).
import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type RankListQueryInput,
  RankListQuerySchema,
  RankTrendQuerySchema,
} from '../../../src/features/rankings/rankings.shared'
import { addDays, dayNumber } from '../../../src/lib/days'
import { createLocalMarketplaceApi } from '../../../src/marketplace'
import { runIngest } from '../../../src/pipeline/ingest/ingest'
import { ANONYMOUS, ApiError, type CallContext, type Viewer } from '../../../src/server/api/call'
import type { Database } from '../../../src/server/db/client'
import { usedToday } from '../../../src/server/quota/usage'
import { ENGINES, FIXTURE } from '../../support/databases'

const list = (input: RankListQueryInput) => v.parse(RankListQuerySchema, input)

const viewerCtx = (userId: string, planId: Viewer['planId']): CallContext => ({
  token: 't',
  fingerprint: null,
  viewer: async () => ({
    userId,
    email: 'w@example.com',
    username: 'w',
    isGuest: false,
    planId,
    subscription: { plan_id: planId, start_at: 0, expire_at: 0, cycle_subscription: 0 },
  }),
})

describe.each(ENGINES)('rankings through the MarketplaceApi on $name', (engine) => {
  let db: Database
  const api = createLocalMarketplaceApi(async () => db)

  async function newUser(): Promise<string> {
    const id = randomUUID()
    await db.query('INSERT INTO users (id, name, email) VALUES ($1, $2, $3)', [id, 'w', `${id}@example.com`])
    return id
  }

  beforeAll(async () => {
    db = await engine.open()
    await runIngest({ dir: FIXTURE, db })
  })
  afterAll(async () => {
    await db?.close()
  })

  it("gives a listed product's place for each day of the range, as that day's list has it", async () => {
    const day = await api.rankList(list({ list_type: 'best_sellers' }), ANONYMOUS)
    const top = day.data.list[0]
    expect(top?.rank).toBe(1)
    if (!top || !day.data.date) throw new Error('the fixture has a best-seller list')
    const trend = await api.rankTrend(
      v.parse(RankTrendQuerySchema, { product_id: top.id, list_type: 'best_sellers', days: 7 }),
      ANONYMOUS,
    )
    // The lists cover the 7 days whole: one point a day, oldest first, ending on the latest list day.
    expect(trend.data.data_from).toBeNull()
    expect(trend.data.points.map((p) => p.day)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(day.data.date ?? '', i - 6)),
    )
    expect(trend.data.points.at(-1)).toEqual({ day: day.data.date, rank: 1 })
    // Each day's point is the product's place on that day's list, null where it is not on it.
    for (const point of trend.data.points) {
      const that = await api.rankList(
        list({ list_type: 'best_sellers', date: point.day, page_size: 100 }),
        ANONYMOUS,
      )
      expect(point.rank).toBe(that.data.list.find((r) => r.id === top.id)?.rank ?? null)
    }
    // The fixture's lists start less than 30 days back: the 30- and 90-day ranges start on their first
    // day and say so (issue 34: those views were mostly empty days that read as "not on the list").
    const first = day.data.first_date
    if (!first) throw new Error('the fixture has a first list day')
    expect(dayNumber(day.data.date) - dayNumber(first)).toBeLessThan(29)
    for (const days of [30, 90] as const) {
      const long = await api.rankTrend(
        v.parse(RankTrendQuerySchema, { product_id: top.id, list_type: 'best_sellers', days }),
        ANONYMOUS,
      )
      expect(long.data.data_from, `${days} days`).toBe(first)
      expect(long.data.points[0]?.day).toBe(first)
      expect(long.data.points).toHaveLength(dayNumber(day.data.date) - dayNumber(first) + 1)
    }
  })

  it('answers a trend of an unknown product with 404 naming the field', async () => {
    const error = await api
      .rankTrend(v.parse(RankTrendQuerySchema, { product_id: 999_999_999 }), ANONYMOUS)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, code: 10404 })
    expect(String((error as ApiError).message)).toMatch(/^product_id: /)
  })

  it("analyses a day's list: every place counted once by category, by price band and as new or returning", async () => {
    for (const list_type of ['hot', 'best_sellers'] as const) {
      const query = list({ list_type, page_size: 100 })
      const [rows, analysis] = await Promise.all([
        api.rankList(query, ANONYMOUS),
        api.rankAnalysis(query, ANONYMOUS),
      ])
      const places = rows.data.list
      expect(analysis.data.date).toBe(rows.data.date)
      expect(analysis.data.size).toBe(places.length)
      expect(analysis.data.categories.reduce((n, c) => n + c.count, 0)).toBe(places.length)
      expect(analysis.data.priceBands.reduce((n, b) => n + b.count, 0)).toBe(places.length)
      expect(analysis.data.newEntries).toBe(places.filter((r) => r.rankChange === null).length)
      expect(analysis.data.newEntries + analysis.data.returning).toBe(places.length)
      // Each place lands in the band its price falls in.
      for (const place of places) {
        const band = analysis.data.priceBands.findLast((b) => place.price >= b.min)
        expect(band && (band.max === null || place.price < band.max)).toBe(true)
      }
    }
  })

  it('lets a free user read best-seller lists of the last 7 list days only, and a paid user any day', async () => {
    const latest = (await api.rankList(list({ list_type: 'best_sellers' }), ANONYMOUS)).data.date
    if (!latest) throw new Error('the fixture has rank lists')
    const inside = addDays(latest, -6)
    const before = addDays(latest, -7)
    const freeUser = await newUser()
    const free = viewerCtx(freeUser, 0)
    // Inside the window: answered, one use taken.
    const ok = await api.rankList(list({ list_type: 'best_sellers', date: inside }), free)
    expect(ok.data.date).toBe(inside)
    expect((await usedToday(db, freeUser)).get('historical-rankings-best')).toBe(1)
    // The day before it: refused with the limit code, no use taken.
    await expect(api.rankList(list({ list_type: 'five_star', date: before }), free)).rejects.toMatchObject({
      status: 403,
      code: 10020,
    })
    expect((await usedToday(db, freeUser)).get('historical-rankings-best')).toBe(1)
    // The window is the best lists' rule only: the hot list of that day is open to the free plan.
    const hot = await api.rankList(list({ list_type: 'hot', date: before }), free)
    expect(hot.data.date).toBe(before)
    // A paid plan reads the same old day of a best list.
    const paid = viewerCtx(await newUser(), 2)
    const old = await api.rankList(list({ list_type: 'five_star', date: before }), paid)
    expect(old.data.date).toBe(before)
  })
})
