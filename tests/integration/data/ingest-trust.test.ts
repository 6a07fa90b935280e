// An operator's collector output is never clean: each hostile line must be rejected with its file, line
// and reason while the file's valid lines load, and a check run must report the same without writing.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type IngestReport, type RejectedLine, runIngest } from '../../../src/pipeline/ingest/ingest'
import type { Database } from '../../../src/server/db/client'
import { ENGINES, FIXTURE } from '../../support/databases'

const DAY = '2026-11-20'

const site = (id: string, name = 'Site') => ({ id, name_en: name, name_cn: name, currency: 'USD', sort: 1 })
const category = (id: number, parent_id: number | null, level: number) => ({
  id,
  parent_id,
  level,
  name_en: `Category ${id}`,
  name_cn: `类目 ${id}`,
})
const store = (id: number, site_id = 'us') => ({
  id,
  site_id,
  name: `Store ${id}`,
  logo: null,
  country: 'CN',
  rating: 4.5,
  followers: 10,
  product_count: 1,
  managed_mode: 'full',
  first_seen: '2026-01-01',
})
const product = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  site_id: 'us',
  store_id: 1,
  category_id: 11,
  title_en: `Product ${id}`,
  title_cn: `商品 ${id}`,
  image: '/img/p/x.svg',
  images: ['/img/p/x.svg'],
  price: 7.49,
  original_price: 9.99,
  currency: 'USD',
  total_sold: 100,
  day_sales: 5,
  rating: 4.2,
  reviews: 12,
  listed_at: '2026-10-01',
  status: 'on_sale',
  managed_mode: 'full',
  tags: [],
  same_item_count: 0,
  ...fields,
})

/** Lines as JSON text; a string is written as it is (for escapes JSON.stringify would not produce). */
function writeFile(dir: string, day: string, entity: string, lines: Array<object | string>): void {
  mkdirSync(join(dir, day), { recursive: true })
  writeFileSync(
    join(dir, day, `${entity}.jsonl`),
    `${lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n')}\n`,
  )
}

const rejectsOf = (report: IngestReport, entity: string) =>
  report.files.find((f) => f.entity === entity && f.day === DAY)?.rejects ?? []

function hostileSnapshot(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shopsight-hostile-'))
  writeFile(dir, DAY, 'sites', [
    site('us'),
    // NUL in a name: PostgreSQL's json parser refused the whole batch ("unsupported Unicode escape").
    `{"id":"de","name_en":"Germany\\u0000","name_cn":"德国","currency":"EUR","sort":2}`,
  ])
  writeFile(dir, DAY, 'categories', [
    category(1, null, 1),
    category(11, 1, 2),
    category(12, 11, 3),
    category(5, 5, 2), // its own parent
    category(1, 12, 4), // a cycle: 1 → 12 → 11 → 1 (also a duplicate id in the file)
    category(20, null, 1),
    category(21, 20, 2),
    category(13, 404, 2), // unknown parent
    category(14, 1, 3), // wrong level
  ])
  writeFile(dir, DAY, 'stores', [store(1), store(2, 'zz'), store(3)])
  writeFile(dir, DAY, 'products', [
    product(100),
    product(101, { title_en: 'Kettle\u0000' }),
    `${JSON.stringify(product(102)).slice(0, -1)},"title_cn":"\\ud800 lone"}`,
    product(103, { store_id: 999999999 }),
    product(104, { category_id: 424242 }),
    product(105, { site_id: 'zz' }),
    product(106, { store_id: 3, category_id: 12 }),
    product(107, { day_sales: 1e12 }),
  ])
  writeFile(dir, DAY, 'keywords', [
    {
      id: 1,
      site_id: 'us',
      text_en: 'kettle',
      text_cn: '水壶',
      search_volume: 10,
      volume_history: [1, 2],
      avg_price: 7,
      growth: 0.1,
      competition: 0.5,
      products: [{ product_id: 100, position: 1 }],
    },
    {
      id: 2,
      site_id: 'us',
      text_en: 'mug',
      text_cn: '杯子',
      search_volume: 10,
      volume_history: [],
      avg_price: 7,
      growth: 0.1,
      competition: 0.5,
      products: [
        { product_id: 100, position: 1 },
        { product_id: 103, position: 2 },
      ],
    },
  ])
  const ad = {
    platform: 'tiktok',
    countries: ['US'],
    creative: '/img/ad/x.svg',
    copy: 'Buy now',
    first_seen: '2026-11-01',
    last_seen: '2026-11-20',
    impressions: 1000,
  }
  writeFile(dir, DAY, 'ads', [
    { id: 1, ...ad, product_id: 106, store_id: 3 },
    { id: 2, ...ad, product_id: 31337, store_id: null },
    { id: 3, ...ad, store_id: 8 },
    { id: 4, ...ad, impressions: 1e300 },
  ])
  return dir
}

const COUNTED_TABLES = ['sites', 'categories', 'stores', 'products', 'product_history', 'keywords', 'ads']

async function rowCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of COUNTED_TABLES) {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)
    counts[table] = row?.n ?? -1
  }
  return counts
}

describe.each(ENGINES)('hostile snapshot lines on $name', (engine) => {
  let db: Database
  let dir: string
  beforeAll(async () => {
    db = await engine.open()
    dir = hostileSnapshot()
  })
  afterAll(async () => {
    await db?.close()
  })

  it('a check run reports every hostile line and writes nothing', async () => {
    const before = await rowCounts(db)
    const rejected: RejectedLine[] = []
    const report = await runIngest({ dir, db, check: true, onReject: (r) => rejected.push(r) })
    expect(await rowCounts(db)).toEqual(before)
    expect(report.totals.rejected).toBe(16)
    expect(rejected).toHaveLength(16)
    expect(rejected[0]).toMatchObject({ file: join(dir, DAY, 'sites.jsonl'), line: 2 })
    expect(rejected[0]?.text).toContain('Germany')
    // The same references resolve against the check run's own earlier files (nothing was stored).
    expect(rejectsOf(report, 'products').map((r) => r.line)).toEqual([2, 3, 4, 5, 6, 8])
  })

  it('rejects each hostile line with its reason and loads the valid ones', async () => {
    const report = await runIngest({ dir, db })
    expect(rejectsOf(report, 'sites')).toEqual([
      { line: 2, reason: expect.stringMatching(/^name_en: contains a NUL character/) },
    ])
    expect(rejectsOf(report, 'categories')).toEqual([
      { line: 4, reason: 'parent_id: category 5 cannot be its own parent' },
      { line: 5, reason: 'duplicate key 1, already on line 1' },
      { line: 8, reason: 'parent_id: no category 404' },
      { line: 9, reason: 'level: must be 2, one below its parent 1 (level 1)' },
    ])
    expect(rejectsOf(report, 'stores')).toEqual([{ line: 2, reason: 'site_id: no site zz' }])
    expect(rejectsOf(report, 'products')).toEqual([
      { line: 2, reason: expect.stringMatching(/^title_en: contains a NUL character/) },
      { line: 3, reason: expect.stringMatching(/^title_cn: contains a lone surrogate \(\\ud800\)/) },
      { line: 4, reason: 'store_id: no store 999999999' },
      { line: 5, reason: 'category_id: no category 424242' },
      { line: 6, reason: 'site_id: no site zz' },
      { line: 8, reason: expect.stringMatching(/^day_sales: /) },
    ])
    expect(rejectsOf(report, 'keywords')).toEqual([
      { line: 2, reason: 'products.1.product_id: no product 103' },
    ])
    expect(rejectsOf(report, 'ads')).toEqual([
      { line: 2, reason: 'product_id: no product 31337' },
      { line: 3, reason: 'store_id: no store 8' },
      { line: 4, reason: expect.stringMatching(/^impressions: /) },
    ])
    expect(report.totals).toMatchObject({ read: 28, rejected: 16, upserted: 12 })
    const products = await db.query<{ id: number; top: number }>(
      'SELECT id, top_category_id AS top FROM products ORDER BY id',
    )
    expect(products).toEqual([
      { id: 100, top: 1 },
      { id: 106, top: 1 },
    ])
    const categories = await db.query<{ id: number; path: number[] }>(
      'SELECT id, path FROM categories ORDER BY id',
    )
    expect(categories).toEqual([
      { id: 1, path: [1] },
      { id: 11, path: [1, 11] },
      { id: 12, path: [1, 11, 12] },
      { id: 20, path: [20] },
      { id: 21, path: [20, 21] },
    ])
  })

  it('re-running the same files changes nothing', async () => {
    const report = await runIngest({ dir, db })
    expect(report.totals).toMatchObject({ rejected: 16, upserted: 0 })
  })

  it('checks the tree against the stored categories: a cycle through stored rows, a level change under children', async () => {
    const next = mkdtempSync(join(tmpdir(), 'shopsight-tree-'))
    writeFile(next, '2026-11-21', 'categories', [
      category(11, 12, 4), // 11 under its own child 12: a cycle (level consistent with 12)
      category(1, 21, 3), // 1 has children: its level cannot change
      category(12, 21, 3), // a leaf moving to another top-level category: allowed
    ])
    const report = await runIngest({ dir: next, db })
    expect(report.files[0]?.rejects).toEqual([
      { line: 1, reason: 'parent_id: 12 would make a cycle (11 → 12 → 11)' },
      {
        line: 2,
        reason: expect.stringMatching(
          /^level: changing category 1 from level 1 to 3 would leave its child categories \(11\)/,
        ),
      },
    ])
    // Product 106 moved with its category to the other top-level category.
    const [moved] = await db.query<{ top: number }>(
      'SELECT top_category_id AS top FROM products WHERE id = 106',
    )
    expect(moved?.top).toBe(20)
  })

  it("rejects a later day's rows that refer to something that is not stored", async () => {
    const next = mkdtempSync(join(tmpdir(), 'shopsight-later-'))
    writeFile(next, '2026-11-22', 'products', [product(100), product(108, { store_id: 2 })])
    const report = await runIngest({ dir: next, db })
    expect(report.files[0]).toMatchObject({ read: 2, rejected: 1 })
    expect(report.files[0]?.rejects).toEqual([{ line: 2, reason: 'store_id: no store 2' }])
  })
})

describe.each(ENGINES)('the check run on clean data on $name', (engine) => {
  let db: Database
  beforeAll(async () => {
    db = await engine.open()
  })
  afterAll(async () => {
    await db?.close()
  })

  it('reports the generated demo-style snapshots with 0 rejects and writes nothing; the real run agrees', async () => {
    const { generateSnapshots } = await import('../../../src/pipeline/seed/generate')
    const out = mkdtempSync(join(tmpdir(), 'shopsight-clean-'))
    await generateSnapshots({
      outDir: out,
      scale: 'demo',
      days: 3,
      seed: 3,
      until: '2026-11-21',
      products: 300,
    })
    const before = await rowCounts(db)
    const check = await runIngest({ dir: out, db, check: true })
    expect(check.totals.rejected).toBe(0)
    expect(check.totals.read).toBeGreaterThan(300)
    expect(await rowCounts(db)).toEqual(before)
    const real = await runIngest({ dir: out, db })
    expect(real.totals).toMatchObject({ rejected: 0, read: check.totals.read })
  })

  it('the fixture: a check run reports the same rejects as the real run', async () => {
    const fixtureRejects = readFileSync(join(FIXTURE, DAY, 'products.jsonl'), 'utf8')
    expect(fixtureRejects).toContain('{not json')
    const check = await runIngest({ dir: FIXTURE, db, check: true })
    const real = await runIngest({ dir: FIXTURE, db })
    expect(check.files.map((f) => f.rejects)).toEqual(real.files.map((f) => f.rejects))
  })
})
