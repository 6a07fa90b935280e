// The categories slice of the MarketplaceApi on each engine, over a generated catalogue (600 products,
// 70 days, so the 30-day growth has the 30 days before it): the tree and its figures against the
// products they summarise (the test aggregates; requests read the rollups), sorting, filters, the free
// plan's first-page rule, a category's analysis, the export's file, and a re-ingest that changes nothing.
import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CategoryDetailQuerySchema,
  CategoryExportQuerySchema,
  type CategoryListQueryInput,
  CategoryListQuerySchema,
  type CategoryRow,
  newcomerReading,
} from '../../../src/features/categories/categories.shared'
import { CATEGORY_EXPORT_COLUMNS } from '../../../src/features/categories/category-export.server'
import { csvHeader, csvRecords, csvStream } from '../../../src/lib/csv'
import { createLocalMarketplaceApi } from '../../../src/marketplace'
import { runIngest } from '../../../src/pipeline/ingest/ingest'
import { generateSnapshots } from '../../../src/pipeline/seed/generate'
import { ANONYMOUS, ApiError, type CallContext, type Viewer } from '../../../src/server/api/call'
import type { Database } from '../../../src/server/db/client'
import { usedToday } from '../../../src/server/quota/usage'
import { parseExportCsv } from '../../support/csv-parse'
import { ENGINES } from '../../support/databases'

const list = (input: CategoryListQueryInput = {}) => v.parse(CategoryListQuerySchema, input)
const exportQuery = (input: CategoryListQueryInput = {}) => {
  const { lang: _, ...query } = v.parse(CategoryExportQuerySchema, input)
  return query
}

const viewerCtx = (userId: string, planId: Viewer['planId']): CallContext => ({
  token: 't',
  fingerprint: null,
  viewer: async () => ({
    userId,
    email: 'c@example.com',
    username: 'c',
    isGuest: false,
    planId,
    subscription: { plan_id: planId, start_at: 0, expire_at: 0, cycle_subscription: 0 },
  }),
})
const VISITOR: CallContext = { token: null, fingerprint: null, viewer: async () => null }

const flatten = (rows: readonly CategoryRow[]): CategoryRow[] =>
  rows.flatMap((r) => [r, ...flatten(r.children)])

let snapshots = ''
beforeAll(async () => {
  snapshots = join(mkdtempSync(join(tmpdir(), 'shopsight-categories-')), 'snapshots')
  await generateSnapshots({
    outDir: snapshots,
    scale: 'demo',
    days: 70,
    seed: 11,
    until: '2026-11-21',
    products: 600,
  })
}, 120_000)

describe.each(ENGINES)('categories through the MarketplaceApi on $name', (engine) => {
  let db: Database
  const api = createLocalMarketplaceApi(async () => db)

  async function newUser(): Promise<string> {
    const id = randomUUID()
    await db.query('INSERT INTO users (id, name, email) VALUES ($1, $2, $3)', [id, 'c', `${id}@example.com`])
    return id
  }

  beforeAll(async () => {
    db = await engine.open()
    await runIngest({ dir: snapshots, db })
  }, 180_000)
  afterAll(async () => {
    await db?.close()
  })

  it("gives the site's tree from the top level down, each node's figures those of the products below it", async () => {
    const reply = await api.categoryList(list({ page_size: 50 }), ANONYMOUS)
    const tree = reply.data
    expect(tree.list.length).toBeGreaterThan(0)
    expect(tree.total).toBe(tree.list.length)
    const nodes = flatten(tree.list)
    expect(tree.node_total).toBe(nodes.length)
    expect(tree.as_of).toBe('2026-11-21')
    for (const root of tree.list) expect(root).toMatchObject({ level: 1, parentId: null })
    // Each child sits one level below its parent.
    for (const node of nodes) for (const child of node.children) expect(child.level).toBe(node.level + 1)
    // Figures against the products: the test aggregates, as no request does.
    const truth = await db.query<{ id: number; n: number; sales: number; stores: number; semi: number }>(
      `SELECT c.id, count(*)::int AS n, sum(p.month_sales)::int AS sales, count(DISTINCT p.store_id)::int AS stores,
         count(*) FILTER (WHERE p.managed_mode = 'semi')::int AS semi
       FROM products p JOIN categories leaf ON leaf.id = p.category_id JOIN categories c ON c.id = ANY(leaf.path)
       WHERE p.site_id = 'us' GROUP BY c.id`,
    )
    expect(truth.length).toBe(nodes.length)
    const byId = new Map(nodes.map((n) => [n.id, n]))
    for (const t of truth) {
      const node = byId.get(t.id)
      expect(node, `category ${t.id}`).toBeDefined()
      expect(node?.productCount).toBe(t.n)
      expect(node?.sales).toBe(t.sales)
      expect(node?.storeCount).toBe(t.stores)
      expect(node?.semiShare).toBeCloseTo(t.semi / t.n, 3)
    }
    // A parent's products and sales are its children's together (every product sits in a leaf).
    for (const node of nodes.filter((n) => n.children.length > 0)) {
      expect(node.children.reduce((s, c) => s + c.productCount, 0)).toBe(node.productCount)
      expect(node.children.reduce((s, c) => s + c.sales, 0)).toBe(node.sales)
    }
    // The catalogue's categories are at different stages (the generator varies maturity).
    expect(new Set(nodes.map((n) => n.stage)).size).toBeGreaterThan(1)
  })

  it('orders siblings at every level by the chosen figure', async () => {
    for (const [sort, order] of [
      ['sales', 'desc'],
      ['growth', 'asc'],
      ['top10_share', 'desc'],
    ] as const) {
      const tree = (await api.categoryList(list({ sort, order, page_size: 50 }), ANONYMOUS)).data
      const key = { sales: 'sales', growth: 'growth', top10_share: 'top10Share' } as const
      // Sibling groups of two or more, by depth: an empty or flat tree would check nothing.
      const groups: number[] = []
      const check = (rows: CategoryRow[], depth: number) => {
        const values = rows.map((r) => r[key[sort]])
        const sorted = [...values].sort((a, b) => (order === 'asc' ? a - b : b - a))
        expect(values).toEqual(sorted)
        if (rows.length > 1) groups.push(depth)
        for (const r of rows) check(r.children, depth + 1)
      }
      check(tree.list, 0)
      expect(groups, `${sort}: sibling groups checked at depths`).toContain(0)
      expect(
        groups.some((depth) => depth > 0),
        `${sort}: no nested sibling group was checked`,
      ).toBe(true)
    }
  })

  it('shows the nodes a filter matches and the branches leading to them', async () => {
    const all = flatten((await api.categoryList(list({ page_size: 50 }), ANONYMOUS)).data.list)
    const byId = new Map(all.map((n) => [n.id, n]))
    const leaf = all.find((n) => n.level === 3 && n.sales > 0)
    if (!leaf) throw new Error('the catalogue has a selling leaf')
    const cases: Array<[CategoryListQueryInput, (n: CategoryRow) => boolean]> = [
      [{ growth: '0~' }, (n) => n.growth >= 0],
      [{ sales: `${leaf.sales}~${leaf.sales}` }, (n) => n.sales === leaf.sales],
      [{ stage: leaf.stage }, (n) => n.stage === leaf.stage],
      [{ top10_share: '~60' }, (n) => n.top10Share <= 0.6],
      [{ keyword: leaf.nameEn }, (n) => n.nameEn.toLowerCase().includes(leaf.nameEn.toLowerCase())],
      [{ keyword: leaf.nameCn }, (n) => n.nameCn.includes(leaf.nameCn)],
    ]
    for (const [filter, matches] of cases) {
      const tree = (await api.categoryList(list({ ...filter, page_size: 50 }), ANONYMOUS)).data
      const shown = flatten(tree.list)
      const expected = all.filter(matches)
      expect(
        shown
          .filter((n) => n.matched)
          .map((n) => n.id)
          .sort(),
      ).toEqual(expected.map((n) => n.id).sort())
      // Every unmatched node shown is an ancestor of a match.
      for (const node of shown.filter((n) => !n.matched))
        expect(flatten(node.children).some((n) => n.matched)).toBe(true)
      expect(tree.node_total).toBe(shown.length)
      expect(byId.size).toBe(all.length)
    }
    // A filter nothing matches: an empty tree, not an error.
    const none = (await api.categoryList(list({ sales: '999999999~' }), ANONYMOUS)).data
    expect(none).toMatchObject({ list: [], total: 0, node_total: 0 })
  })

  it('lets a free user read the first page only; a visitor needs a session for page 2; paid plans page on', async () => {
    const freeUser = await newUser()
    const free = viewerCtx(freeUser, 0)
    const first = await api.categoryList(list({ page_size: 10 }), free)
    expect(first.data.list.length).toBeGreaterThan(0)
    expect((await usedToday(db, freeUser)).get('category-database')).toBe(1)
    await expect(api.categoryList(list({ page: 2, page_size: 10 }), free)).rejects.toMatchObject({
      status: 403,
      code: 10020,
    })
    // A refused page costs nothing.
    expect((await usedToday(db, freeUser)).get('category-database')).toBe(1)
    await expect(api.categoryList(list({ page: 2 }), VISITOR)).rejects.toMatchObject({ code: 10001 })
    const visitor = await api.categoryList(list({ page_size: 10 }), VISITOR)
    expect(visitor.data.list.map((r) => r.id)).toEqual(first.data.list.map((r) => r.id))
    const paid = viewerCtx(await newUser(), 2)
    const all = (await api.categoryList(list({ page_size: 50 }), paid)).data
    const second = (await api.categoryList(list({ page: 2, page_size: 10 }), paid)).data
    expect(second.list.map((r) => r.id)).toEqual(all.list.slice(10, 20).map((r) => r.id))
  })

  it("analyses a category: the list's figures, its trend, price bands, top products and stores, new entrants, reading", async () => {
    const tree = (await api.categoryList(list(), ANONYMOUS)).data
    const top = tree.list[0]
    if (!top) throw new Error('the catalogue has categories')
    const detail = (
      await api.categoryDetail(
        v.parse(CategoryDetailQuerySchema, { category_id: top.id, days: 90 }),
        ANONYMOUS,
      )
    ).data
    const { children: _c, ...figures } = top
    expect(detail.category).toMatchObject(figures)
    expect(detail.category.children.map((c) => c.id).sort()).toEqual(top.children.map((c) => c.id).sort())
    expect(detail.path).toEqual([{ id: top.id, nameEn: top.nameEn, nameCn: top.nameCn }])
    expect(detail.as_of).toBe('2026-11-21')
    // The daily rollups of the derived days, oldest first, ending on the data day.
    expect(detail.trend.length).toBeGreaterThan(1)
    expect(detail.trend.at(-1)?.day).toBe('2026-11-21')
    expect(detail.trend.map((p) => p.day)).toEqual([...detail.trend.map((p) => p.day)].sort())
    for (const p of detail.trend) expect(p.top10Share).toBeGreaterThanOrEqual(0)
    for (const p of detail.trend) expect(p.top10Share).toBeLessThanOrEqual(1)
    expect(detail.priceBands.reduce((n, b) => n + b.products, 0)).toBe(top.productCount)
    expect(detail.priceBands.reduce((n, b) => n + b.sales, 0)).toBe(top.sales)
    // Top products: the category's best sellers in order.
    const best = await db.query<{ id: number }>(
      `SELECT id FROM products WHERE site_id = 'us' AND top_category_id = $1 ORDER BY month_sales DESC, id LIMIT 10`,
      [top.id],
    )
    expect(detail.topProducts.map((p) => p.id)).toEqual(best.map((r) => r.id))
    for (const p of detail.newEntrants) expect(p.listedAt > '2026-10-22').toBe(true)
    const sales = detail.topStores.map((s) => s.sales)
    expect(sales).toEqual([...sales].sort((a, b) => b - a))
    expect(detail.topStores.reduce((n, s) => n + s.sales, 0) / Math.max(1, top.sales)).toBeCloseTo(
      top.top10Share,
      3,
    )
    expect(detail.reading).toEqual(newcomerReading(top))
    // A sub-category's path runs from the top level down to it.
    const child = top.children[0]
    if (child) {
      const sub = (
        await api.categoryDetail(v.parse(CategoryDetailQuerySchema, { category_id: child.id }), ANONYMOUS)
      ).data
      expect(sub.path.map((p) => p.id)).toEqual([top.id, child.id])
      expect(sub.trend.every((p) => p.day > '2026-10-22')).toBe(true)
    }
  })

  it('answers an unknown category with 404 naming the field, and takes no use for it', async () => {
    const user = await newUser()
    const error = await api
      .categoryDetail(v.parse(CategoryDetailQuerySchema, { category_id: 999_999_999 }), viewerCtx(user, 0))
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, code: 10404 })
    expect(String((error as ApiError).message)).toMatch(/^category_id: /)
    expect((await usedToday(db, user)).get('category-database') ?? 0).toBe(0)
  })

  it('exports every shown node of the filtered tree, depth first, as a quoted CSV with a BOM', async () => {
    const ctx = viewerCtx(await newUser(), 2)
    for (const filter of [{}, { growth: '0~' }] as CategoryListQueryInput[]) {
      const tree = (await api.categoryList(list({ ...filter, page_size: 50 }), ANONYMOUS)).data
      const reply = await api.exportCategories(exportQuery(filter), ctx)
      expect(reply.data.asOf).toBe('2026-11-21')
      const stream = csvStream(
        csvHeader(CATEGORY_EXPORT_COLUMNS, 'cn'),
        csvRecords(CATEGORY_EXPORT_COLUMNS, reply.data.rows, 'cn'),
      )
      // Decoded keeping the byte-order mark (Response.text() drops it).
      const bytes = await new Response(stream).arrayBuffer()
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
      const [header, ...rows] = parseExportCsv(text)
      expect(header?.slice(0, 3)).toEqual(['类目 ID', '类目层级', '类目'])
      expect(rows).toHaveLength(Math.min(tree.node_total, reply.data.maxRows))
      expect(rows.map((r) => Number(r[0]))).toEqual(flatten(tree.list).map((n) => n.id))
    }
    // The free plan has no exports.
    await expect(api.exportCategories(exportQuery(), viewerCtx(await newUser(), 0))).rejects.toMatchObject({
      code: 10020,
    })
  })

  it('writes the same rollups when the same files are ingested again', async () => {
    const snapshot = async () =>
      JSON.stringify(
        await Promise.all(
          [
            'SELECT * FROM category_stats ORDER BY site_id, category_id',
            'SELECT * FROM category_price_bands ORDER BY site_id, category_id, band',
            'SELECT * FROM category_top_products ORDER BY site_id, category_id, kind, rank',
            'SELECT * FROM category_top_stores ORDER BY site_id, category_id, rank',
            'SELECT * FROM category_daily ORDER BY site_id, category_id, date',
          ].map((q) => db.query(q)),
        ),
      )
    const before = await snapshot()
    await runIngest({ dir: snapshots, db })
    expect(await snapshot()).toBe(before)
  }, 180_000)
})
