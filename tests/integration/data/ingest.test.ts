import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BATCH_SIZE, ingestFile, runIngest } from '../../../src/pipeline/ingest/ingest'
import type { Database, Queryable } from '../../../src/server/db/client'
import { ENGINES, FIXTURE } from '../../support/databases'

describe.each(ENGINES)('snapshot ingest on $name', (engine) => {
  let db: Database
  beforeAll(async () => {
    db = await engine.open()
  })
  afterAll(async () => {
    await db?.close()
  })

  it('loads the files, and reports each bad line with its file, line and reason', async () => {
    const report = await runIngest({ dir: FIXTURE, db })
    const products = report.files.find((f) => f.file.endsWith('2026-11-20/products.jsonl'))
    expect(products).toMatchObject({ read: 5, upserted: 3, rejected: 2 })
    expect(products?.rejects).toEqual([
      { line: 4, reason: 'not valid JSON' },
      { line: 5, reason: 'store_id: is missing' },
    ])
    expect(report.totals).toMatchObject({ read: 26, upserted: 24, unchanged: 0, rejected: 2 })
    const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products')
    expect(count?.n).toBe(3)
  })

  it('reports everything unchanged when the same files are ingested again', async () => {
    const report = await runIngest({ dir: FIXTURE, db })
    expect(report.totals).toMatchObject({ read: 26, upserted: 0, unchanged: 24, rejected: 2 })
  })

  it('derives week and month sales, growth, the price cut and the sell-out markers', async () => {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT id, price_cents, previous_price_cents, to_char(price_changed_on, 'YYYY-MM-DD') AS changed, status,
              week_sales, month_sales, week_growth, top_category_id
       FROM products ORDER BY id`,
    )
    // Product 1: day 21 appended 45 to its series and cut the price from 6.99 to 6.49.
    expect(rows[0]).toMatchObject({
      price_cents: 649,
      previous_price_cents: 699,
      changed: '2026-11-21',
      week_sales: 217,
      month_sales: 265,
      top_category_id: 1,
    })
    expect(Number(rows[0]?.week_growth)).toBeCloseTo(3.5208, 3)
    // Product 2 came back in stock on day 21.
    expect(rows[1]).toMatchObject({ status: 'on_sale', week_sales: 5 })
    const [history] = await db.query<{ sales: number[] }>(
      'SELECT sales FROM product_history WHERE product_id = 1',
    )
    expect(history?.sales).toEqual([10, 12, 11, 15, 20, 22, 25, 30, 35, 40, 45])
  })

  it('rebuilds rank lists with rank changes, rollups, keyword supply and freshness', async () => {
    const list = await db.query<{ rank: number; product_id: number; rank_change: number | null }>(
      `SELECT rank, product_id, rank_change FROM rank_lists
       WHERE date = '2026-11-21' AND site_id = 'us' AND category_id = 0 AND list_type = 'best_sellers' ORDER BY rank`,
    )
    expect(list.map((r) => r.product_id)).toEqual([1, 3, 2])
    expect(list[0]?.rank_change).toBe(0)
    const [category] = await db.query<{ product_count: number; sales: number }>(
      `SELECT product_count, sales FROM category_daily WHERE site_id = 'us' AND category_id = 1 AND date = '2026-11-21'`,
    )
    expect(category).toMatchObject({ product_count: 2, sales: 47 })
    const [store] = await db.query<{ month_sales: number }>('SELECT month_sales FROM stores WHERE id = 1')
    expect(store?.month_sales).toBe(265 + 22)
    const [keyword] = await db.query<{ product_supply: number; store_supply: number }>(
      'SELECT product_supply, store_supply FROM keywords WHERE id = 1',
    )
    expect(keyword).toMatchObject({ product_supply: 2, store_supply: 1 })
    const fresh = await db.query<{ entity: string; day: string }>(
      `SELECT entity, to_char(last_date, 'YYYY-MM-DD') AS day FROM freshness ORDER BY entity`,
    )
    expect(fresh.find((f) => f.entity === 'products')?.day).toBe('2026-11-21')
    expect(fresh.find((f) => f.entity === 'patents')?.day).toBe('2026-11-20')
  })

  it('leaves the products table as it was before a products file that fails part-way', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shopsight-ingest-'))
    cpSync(FIXTURE, dir, { recursive: true })
    const template = JSON.parse(
      readFileSync(join(dir, '2026-11-21/products.jsonl'), 'utf8').split('\n')[0] ?? '{}',
    )
    const rows = Array.from({ length: BATCH_SIZE + 500 }, (_, i) =>
      JSON.stringify({ ...template, id: 1000 + i }),
    )
    const file = join(dir, '2026-11-22-products.jsonl')
    writeFileSync(file, `${rows.join('\n')}\n`)
    let upserts = 0
    const wrap = (tx: Queryable): Queryable => ({
      ...tx,
      query: (text, params) => {
        // The second batch's staging (product-stage.ts) fails: the first batch is already staged.
        if (text.includes('INSERT INTO product_stage') && ++upserts === 2) throw new Error('disk full')
        return tx.query(text, params)
      },
    })
    // A file goes in steps (a transaction each on PGlite, one transaction on PostgreSQL): each step's
    // statements pass through the wrapper.
    const failing: Database = {
      ...db,
      transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
      inSteps: (fn) => db.inSteps((steps) => fn({ step: (work) => steps.step((tx) => work(wrap(tx))) })),
    }
    await expect(ingestFile(failing, { path: file, day: '2026-11-22', entity: 'products' })).rejects.toThrow(
      'disk full',
    )
    expect(upserts).toBe(2)
    const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products')
    expect(count?.n).toBe(3)
  })

  it('reads the products and their series once for every rollup of a day (the product pass)', async () => {
    // The per-day lists, the store, category and keyword-supply rollups each read every product with
    // its series before (four reads of a million products a day at the bench scale, docs/scale.md).
    const reads: string[] = []
    const counting: Database = {
      ...db,
      query: (text, params) => {
        if (/FROM products p\b/.test(text)) reads.push(text)
        return db.query(text, params)
      },
      // The pass reads its batches as COPY text.
      copyOut: (select) => {
        if (/FROM products p\b/.test(select)) reads.push(select)
        return db.copyOut(select)
      },
    }
    const report = await runIngest({ dir: FIXTURE, db: counting })
    expect(report.derivedSteps.map((s) => s.step)).toEqual(
      expect.arrayContaining([
        'product pass',
        // The per-day lists and aggregates, one step per owning domain since issue 37.
        'rank lists',
        'store daily',
        'category daily',
        'store rollups',
        'category rollups',
      ]),
    )
    // Three products: one batch of the pass, and no other statement reads the products with their series.
    const pass = reads.filter((text) => text.includes('product_history'))
    expect(pass).toHaveLength(1)
    // The keyword supply's positions come in the same statement as the products they rank (a batch is one
    // request), and nothing else reads the products with them.
    expect(pass[0]).toContain('keyword_products')
    expect(reads.filter((text) => text.includes('keyword_products'))).toHaveLength(1)
  })
})
