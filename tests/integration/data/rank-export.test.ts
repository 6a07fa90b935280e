// The rank-list export: through the MarketplaceApi on each engine (quota and refusals), and over HTTP
// from the production build on a generated catalogue (the file a spreadsheet opens, in both languages).
import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  RankExportQuerySchema,
  type RankListQueryInput,
  RankListQuerySchema,
} from '../../../src/features/rankings/rankings.shared'
import { createLocalMarketplaceApi } from '../../../src/marketplace'
import { runIngest } from '../../../src/pipeline/ingest/ingest'
import type { CallContext, Viewer } from '../../../src/server/api/call'
import type { Database } from '../../../src/server/db/client'
import { usedToday } from '../../../src/server/quota/usage'
import { parseExportCsv } from '../../support/csv-parse'
import { ENGINES, FIXTURE } from '../../support/databases'
import {
  type ChildServer,
  grantPlanTo,
  type SeededData,
  seedSmallCatalogue,
  startChildServer,
} from '../../support/seeded-server'

const viewerCtx = (userId: string, planId: Viewer['planId']): CallContext => ({
  token: 't',
  fingerprint: null,
  viewer: async () => ({
    userId,
    email: 'r@example.com',
    username: 'r',
    isGuest: false,
    planId,
    subscription: { plan_id: planId, start_at: 0, expire_at: 0, cycle_subscription: 0 },
  }),
})
const VISITOR: CallContext = { token: null, fingerprint: null, viewer: async () => null }

const exportQuery = (input: RankListQueryInput) => {
  const { lang: _, ...query } = v.parse(RankExportQuerySchema, input)
  return query
}

describe.each(ENGINES)('rank export through the MarketplaceApi on $name', (engine) => {
  let db: Database
  const api = createLocalMarketplaceApi(async () => db)

  async function newUser(): Promise<string> {
    const id = randomUUID()
    await db.query('INSERT INTO users (id, name, email) VALUES ($1, $2, $3)', [id, 'r', `${id}@example.com`])
    return id
  }

  async function collect(rows: AsyncIterable<Array<{ id: number; rank: number }>>) {
    const out: Array<{ id: number; rank: number }> = []
    for await (const batch of rows) out.push(...batch.map((r) => ({ id: r.id, rank: r.rank })))
    return out
  }

  beforeAll(async () => {
    db = await engine.open()
    await runIngest({ dir: FIXTURE, db })
  })
  afterAll(async () => {
    await db?.close()
  })

  it('exports an old day of a best-seller list for a paid plan (the 7-day window is a free-plan rule)', async () => {
    const ctx = viewerCtx(await newUser(), 1)
    const latest = (await api.rankList(v.parse(RankListQuerySchema, {}), ctx)).data.date ?? '2026-11-21'
    const old = await api.exportRanks(exportQuery({ list_type: 'five_star', date: '2026-01-01' }), ctx)
    expect(old.data).toMatchObject({ asOf: '2026-01-01', remaining: 49 })
    expect(await collect(old.data.rows)).toEqual([])
    expect(latest >= '2026-11-20').toBe(true)
  })

  it("gives a paid user the day's whole list in rank order and takes one export use each time", async () => {
    const user = await newUser()
    const ctx = viewerCtx(user, 2)
    const listed = await api.rankList(v.parse(RankListQuerySchema, { page_size: 100 }), ctx)
    expect(listed.data.total).toBeGreaterThan(0)
    const first = await api.exportRanks(exportQuery({}), ctx)
    expect(first.data).toMatchObject({ asOf: listed.data.date, remaining: 199 })
    expect(await collect(first.data.rows)).toEqual(listed.data.list.map((r) => ({ id: r.id, rank: r.rank })))
    const second = await api.exportRanks(exportQuery({ list_type: 'best_sellers' }), ctx)
    expect(second.data.remaining).toBe(198)
    expect((await usedToday(db, user)).get('data-export')).toBe(2)
  })

  it('refuses a visitor with 10001 and a free user with 10020, taking no use', async () => {
    await expect(api.exportRanks(exportQuery({}), VISITOR)).rejects.toMatchObject({
      status: 401,
      code: 10001,
    })
    const user = await newUser()
    const free = viewerCtx(user, 0)
    await expect(api.exportRanks(exportQuery({}), free)).rejects.toMatchObject({ status: 403, code: 10020 })
    expect((await usedToday(db, user)).get('data-export') ?? 0).toBe(0)
  })
})

describe('GET /api/rank/export over HTTP', () => {
  let data: SeededData
  let server: ChildServer
  const PAID = 'rank-export-pro@example.com'
  const FREE = 'rank-export-free@example.com'
  const cookies: Record<string, string> = {}

  async function signUp(email: string): Promise<string> {
    const reply = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify({ email, password: 'correct-horse-battery-9', name: email.split('@')[0] }),
    })
    expect(reply.status).toBe(200)
    return sessionCookie(reply)
  }

  async function signIn(email: string): Promise<string> {
    const reply = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify({ email, password: 'correct-horse-battery-9' }),
    })
    expect(reply.status).toBe(200)
    return sessionCookie(reply)
  }

  const sessionCookie = (reply: Response) =>
    reply.headers
      .getSetCookie()
      .find((c) => c.startsWith('shopsight.session_token='))
      ?.split(';')[0] ?? ''

  const get = (path: string, cookie?: string) =>
    fetch(`${server.baseUrl}${path}`, { headers: cookie ? { cookie } : {} })

  beforeAll(async () => {
    data = await seedSmallCatalogue()
    server = await startChildServer(data)
    await signUp(PAID)
    cookies.free = await signUp(FREE)
    // Plans are granted with the server stopped (PGlite has one user); sessions survive the restart.
    const port = Number(new URL(server.baseUrl).port)
    await server.stop()
    await grantPlanTo(data, PAID, 2)
    server = await startChildServer(data, port)
    cookies.paid = await signIn(PAID)
  }, 240_000)
  afterAll(async () => {
    await server?.stop()
  })

  it('refuses a visitor with 10001, a free user with 10020 and bad input with 400, as envelopes', async () => {
    const visitor = await get('/api/rank/export?site=us')
    expect(visitor.status).toBe(401)
    expect(await visitor.json()).toMatchObject({ code: 10001 })
    const free = await get('/api/rank/export?site=us', cookies.free)
    expect(free.status).toBe(403)
    expect(await free.json()).toMatchObject({ code: 10020 })
    const bad = await get('/api/rank/export?list_type=vibes', cookies.paid)
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { msg: string }).msg).toMatch(/^list_type:/)
  })

  it('streams the list as a CSV with a BOM, every cell quoted, one row per place, headers in en and cn', async () => {
    const listed = await get('/api/rank/rank_list?site=us&list_type=best_sellers&page_size=100', cookies.paid)
    const list = ((await listed.json()) as { data: { total: number; date: string; list: { id: number }[] } })
      .data
    expect(list.total).toBe(100)
    const usage = async () => {
      const reply = await get('/api/common/used_limit_count', cookies.paid)
      const body = (await reply.json()) as { data: Array<{ feature: string; used: number }> }
      return body.data.find((e) => e.feature === 'data-export')?.used ?? 0
    }
    const before = await usage()
    const headers = { en: ['Rank', 'Change', 'Product ID'], cn: ['排名', '变化', '商品 ID'] }
    for (const [i, lang] of (['en', 'cn'] as const).entries()) {
      const reply = await get(`/api/rank/export?site=us&list_type=best_sellers&lang=${lang}`, cookies.paid)
      expect(reply.status).toBe(200)
      expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(reply.headers.get('content-disposition')).toBe(
        // The seeded catalogue is generated demo data: the name and a last column say so.
        `attachment; filename="shopsight-rank-best_sellers-us-${list.date}-demo-data.csv"`,
      )
      expect(reply.headers.get('x-remaining')).toBe(String(200 - before - i - 1))
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await reply.arrayBuffer())
      // A byte-order mark, every cell quoted (parseExportCsv throws otherwise).
      const rows = parseExportCsv(text)
      expect(rows[0]?.slice(0, 3)).toEqual(headers[lang])
      expect(rows[0]?.at(-1)).toBe(lang === 'cn' ? '数据来源' : 'Data source')
      expect(new Set(rows.slice(1).map((r) => r.at(-1)))).toEqual(
        new Set([lang === 'cn' ? '生成的演示数据' : 'Generated demo data']),
      )
      expect(rows.length - 1).toBe(list.total)
      expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(
        Array.from({ length: list.total }, (_, n) => n + 1),
      )
      expect(rows.slice(1).map((r) => Number(r[2]))).toEqual(list.list.map((p) => p.id))
    }
    expect(await usage()).toBe(before + 2)
  })
})
