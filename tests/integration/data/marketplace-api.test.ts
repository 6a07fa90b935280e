import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { streamProducts } from '../../../src/features/catalog/product-list.server'
import { buildListFilter } from '../../../src/features/catalog/product-query.server'
import { countTotal } from '../../../src/features/catalog/product-totals.server'
import {
  PRODUCT_LISTS,
  type ProductListQueryInput,
  ProductListQuerySchema,
  SITE_IDS,
} from '../../../src/features/catalog/products.shared'
import { createLocalMarketplaceApi } from '../../../src/marketplace'
import { runIngest } from '../../../src/pipeline/ingest/ingest'
import { ANONYMOUS, ApiError } from '../../../src/server/api/call'
import type { Database } from '../../../src/server/db/client'
import { ENGINES, FIXTURE } from '../../support/databases'

const q = (input: ProductListQueryInput) => v.parse(ProductListQuerySchema, input)

describe.each(ENGINES)('MarketplaceApi (local) on $name', (engine) => {
  let db: Database
  const api = createLocalMarketplaceApi(async () => db)
  const ids = async (input: ProductListQueryInput) =>
    (await api.listProducts(q(input), ANONYMOUS)).data.list.map((r) => r.id)

  beforeAll(async () => {
    db = await engine.open()
    await runIngest({ dir: FIXTURE, db })
  })
  afterAll(async () => {
    await db?.close()
  })

  it('lists a site by month sales with a total, the snapshot day and an unknown remaining count', async () => {
    const reply = await api.listProducts(q({ site: 'us' }), ANONYMOUS)
    expect(reply.code).toBe(10000)
    expect(reply.data.list.map((r) => r.id)).toEqual([1, 3, 2])
    expect(reply.data).toMatchObject({ total: 3, total_capped: false, as_of: '2026-11-21', remaining: -1 })
    expect(reply.data.list[0]).toMatchObject({
      price: 6.49,
      previousPrice: 6.99,
      storeName: 'Kitchen Joy',
      categoryCn: '保鲜盒',
    })
  })

  it("writes each list's size per site and category at ingest, agreeing with the list itself", async () => {
    for (const site of SITE_IDS) {
      for (const list of [undefined, ...PRODUCT_LISTS]) {
        const [row] = await db.query<{ n: number }>(
          `SELECT coalesce(sum(products), 0)::int AS n FROM product_list_totals WHERE site_id = $1 AND list = $2`,
          [site, list ?? 'all'],
        )
        const reply = await api.listProducts(q({ site, list, page_size: 100 }), ANONYMOUS)
        expect({ site, list, n: row?.n }).toEqual({ site, list, n: reply.data.total })
        // Per category too, against the list's own WHERE grouped (rows only where products are).
        const built = await buildListFilter(db, q({ site, list }))
        const counted = await db.query(
          `SELECT p.category_id, count(*)::int AS products FROM products p WHERE ${built.where.join(' AND ')}
           GROUP BY p.category_id ORDER BY p.category_id`,
          built.params.values,
        )
        const kept = await db.query(
          `SELECT category_id, products FROM product_list_totals WHERE site_id = $1 AND list = $2 ORDER BY category_id`,
          [site, list ?? 'all'],
        )
        expect({ site, list, kept }).toEqual({ site, list, kept: counted })
      }
    }
  })

  it('counts a cheap total exactly and estimates one the planner says is expensive', async () => {
    const built = await buildListFilter(db, q({ site: 'us', keyword: 'container' }))
    expect(await countTotal(db, built)).toEqual({ value: 2, capped: false, estimated: false })
    // With no budget every count is estimated from the plan: flagged, never zero when rows may match.
    const estimated = await countTotal(db, built, 0)
    expect(estimated.estimated).toBe(true)
    expect(estimated.value).toBeGreaterThanOrEqual(1)
    // A page with room left is its own total: no count at all.
    const reply = await api.listProducts(q({ site: 'us', keyword: 'container' }), ANONYMOUS)
    expect(reply.data).toMatchObject({ total: 2, total_capped: false, total_estimated: false })
  })

  it('streams an export in keyset batches with exactly the rows and order of the list', async () => {
    const all = async (input: ProductListQueryInput, batchSize: number, maxRows = 100) => {
      const out = []
      for await (const batch of streamProducts(db, q(input), { maxRows, batchSize })) out.push(...batch)
      return out
    }
    for (const input of [
      { site: 'us' },
      { site: 'us', sort: 'price', order: 'asc' },
      { site: 'us', sort: 'listed_at' },
      { site: 'us', sort: 'rating', order: 'asc' },
    ] satisfies ProductListQueryInput[]) {
      const listed = (await api.listProducts(q(input), ANONYMOUS)).data.list
      // Batches of one and two cross every keyset boundary; the JSON batches decode to the same rows.
      expect(await all(input, 1)).toEqual(listed)
      expect(await all(input, 2)).toEqual(listed)
    }
    expect((await all({ site: 'us' }, 2, 2)).map((r) => r.id)).toEqual([1, 3])
    // Values inlined into COPY stay values: quotes, backslashes and SQL in a keyword match nothing.
    expect(await all({ site: 'us', keyword: "x'); DROP TABLE products; --" }, 2)).toEqual([])
    expect(await all({ site: 'us', keyword: 'con\\tainer' }, 2)).toEqual([])
    expect((await all({ site: 'us', keyword: '保鲜' }, 2)).map((r) => r.id)).toEqual(
      await ids({ keyword: '保鲜' }),
    )
    const [left] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products')
    expect(left?.n).toBeGreaterThan(0)
  })

  it('filters by title in English or Chinese, by category at any level, price, status and mode', async () => {
    expect(await ids({ keyword: 'container' })).toEqual([1, 2])
    expect(await ids({ keyword: '磁力' })).toEqual([3])
    expect(await ids({ category: 1 })).toEqual([1, 2])
    expect(await ids({ category: 11 })).toEqual([1, 2])
    expect(await ids({ category: 111 })).toEqual([1, 2])
    expect(await ids({ price: '6~10' })).toEqual([1, 3])
    expect(await ids({ price: '>=10' })).toEqual([2])
    expect(await ids({ managed: 'semi' })).toEqual([3])
    expect(await ids({ listed_from: '2026-11-01' })).toEqual([3])
    expect(await ids({ site: 'uk' })).toEqual([])
  })

  it('filters by 30-day revenue, in the order of the list', async () => {
    const all = (await api.listProducts(q({}), ANONYMOUS)).data.list
    const revenues = all.map((r) => r.revenue).sort((a, b) => a - b)
    const middle = revenues[Math.floor(revenues.length / 2)] ?? 0
    const expected = all.filter((r) => r.revenue >= middle).map((r) => r.id)
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(all.length)
    expect(await ids({ revenue: `${middle}~` })).toEqual(expected)
    expect(await ids({ revenue: `~${middle}` })).toEqual(
      all.filter((r) => r.revenue <= middle).map((r) => r.id),
    )
  })

  it('applies the list presets', async () => {
    expect(await ids({ list: 'price-reduction' })).toEqual([1])
    expect(await ids({ list: 'hot-new' })).toEqual([3])
    expect(await ids({ list: 'semi' })).toEqual([3])
    expect(await ids({ list: 'sold-out' })).toEqual([])
  })

  it('sorts either way and pages by keyset as it does by offset', async () => {
    expect(await ids({ sort: 'price', order: 'asc' })).toEqual([1, 3, 2])
    expect(await ids({ sort: 'price', order: 'desc' })).toEqual([2, 3, 1])
    const first = await api.listProducts(q({ page_size: 10 }), ANONYMOUS)
    expect(first.data.next_cursor).toBeNull()
    const page1 = await api.listProducts(q({ page_size: 10, sort: 'listed_at' }), ANONYMOUS)
    expect(page1.data.list.map((r) => r.id)).toEqual([3, 2, 1])
  })

  it('continues a list from next_cursor exactly where the previous page ended', async () => {
    // One product per page, so every page hands over a cursor.
    const pages: number[] = []
    const onePerPage = async (cursor?: string) => {
      const parsed = v.parse(ProductListQuerySchema, { page_size: 10, cursor })
      return api.listProducts({ ...parsed, page_size: 1 }, ANONYMOUS)
    }
    let reply = await onePerPage()
    pages.push(...reply.data.list.map((r) => r.id))
    while (reply.data.next_cursor) {
      reply = await onePerPage(reply.data.next_cursor)
      pages.push(...reply.data.list.map((r) => r.id))
    }
    expect(pages).toEqual([1, 3, 2])
  })

  it('answers a bad category or cursor with a 400 error naming the field', async () => {
    await expect(api.listProducts(q({ category: 999 }), ANONYMOUS)).rejects.toMatchObject({
      status: 400,
      code: 10400,
    })
    await expect(api.listProducts(q({ cursor: 'nonsense' }), ANONYMOUS)).rejects.toThrow(/^cursor:/)
    await expect(api.listProducts(q({ page: 300 }), ANONYMOUS)).rejects.toBeInstanceOf(ApiError)
  })

  it('gives a product detail with its series, store, category path, keywords and similar products', async () => {
    const { data } = await api.productDetail(1, ANONYMOUS)
    expect(data?.history?.sales).toEqual([10, 12, 11, 15, 20, 22, 25, 30, 35, 40, 45])
    expect(data?.history?.price.at(-1)).toBe(6.49)
    expect(data?.categoryPath.map((c) => c.id)).toEqual([1, 11, 111])
    expect(data?.store).toMatchObject({ id: 1, name: 'Kitchen Joy', managedMode: 'full' })
    expect(data?.keywords).toEqual([
      { id: 1, textEn: 'food container', textCn: '保鲜盒', searchVolume: 52000, position: 1 },
    ])
    expect(data?.similar.map((p) => p.id)).toEqual([2])
    await expect(api.productDetail(999, ANONYMOUS)).rejects.toMatchObject({ status: 404 })
  })

  it('gives exchange rates per US dollar and the plug-in version', async () => {
    const rates = await api.exchangeRates(ANONYMOUS)
    expect(rates.data).toEqual({
      USD: 1,
      data: { CNY: 7.12, GBP: 0.79, USD: 1 },
      exchange_rate: 7.12,
      date: '2026-11-20',
      // No RATES_FEED_URL in tests: the rates are the ingested snapshot's (docs/deploy.md).
      feed: 'off',
    })
    expect((await api.pluginVersion(ANONYMOUS)).data.version).toMatch(/^\d+\.\d+\.\d+$/)
  })
})
