// The product list's title keyword (issue 19): found through the titles' words (migrations 0021, 0022) when it
// has no separators, through the words and the title when it has, through the trigram index in Chinese.
// Whichever way, the rows, their order and the total must be what a plain ILIKE over the titles gives,
// page after page, and must stay so when an ingest changes titles.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  selectCountedRows,
  selectRows,
  streamProducts,
  titleWalk,
} from '../../../src/features/catalog/product-list.server'
import {
  buildListFilter,
  encodeCursor,
  keywordTokens,
  SORT_VALUE,
} from '../../../src/features/catalog/product-query.server'
import {
  type ProductListQueryInput,
  ProductListQuerySchema,
} from '../../../src/features/catalog/products.shared'
import { createLocalMarketplaceApi } from '../../../src/marketplace'
import { runIngest } from '../../../src/pipeline/ingest/ingest'
import { ANONYMOUS } from '../../../src/server/api/call'
import type { Database } from '../../../src/server/db/client'
import { ENGINES, FIXTURE } from '../../support/databases'

const WORDS = ['Notch', 'Notched', 'UNNOTCHED', 'Bath', 'Non-Stick', "Women's", 'Café', 'Straße', 'Pack']
const CN = ['枕头', '保鲜盒', '浴巾']

/** A day of `count` products from id `from`: titles from a few words, many sharing a sales figure. */
function productsDay(from: number, count: number, shift: number): string {
  const lines: string[] = []
  for (let i = 0; i < count; i++) {
    const id = from + i
    // Item0…Item259: more words holding "item" than a keyword is looked up through (the titles then are).
    const words = [WORDS[(i + shift) % WORDS.length], WORDS[(i * 7 + shift) % WORDS.length], `Item${i}`]
    lines.push(
      JSON.stringify({
        id,
        site_id: i % 5 === 0 ? 'uk' : 'us',
        store_id: 1,
        category_id: 111,
        title_en: i % 3 === 0 ? words.join(', ') : words.join(' '),
        title_cn: `${CN[i % CN.length]} ${i}`,
        image: '/img/p/pan-red-0.svg',
        images: [],
        price: 5 + (i % 7),
        original_price: 20,
        currency: i % 5 === 0 ? 'GBP' : 'USD',
        total_sold: 100,
        // Ties on the sort value: the id decides the order between them.
        day_sales: i % 6,
        rating: 4.5,
        reviews: 3,
        listed_at: '2026-10-01',
        status: 'on_sale',
        managed_mode: 'full',
        tags: [],
        same_item_count: 0,
      }),
    )
  }
  return `${lines.join('\n')}\n`
}

function snapshotDir(day: string, body: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'title-search-'))
  mkdirSync(join(dir, day))
  writeFileSync(join(dir, day, 'products.jsonl'), body)
  return dir
}

const q = (input: ProductListQueryInput) => v.parse(ProductListQuerySchema, input)
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

// Keywords of each kind: a word, part of one, case apart, across a separator, with a leading space,
// punctuation alone, non-ASCII letters, a part of hundreds of words, numbers, no match, and Chinese.
const KEYWORDS = [
  'notch',
  'Notch',
  'otch',
  'NOTCHED',
  'bath',
  'non-stick',
  'Non Stick',
  ' Bath',
  "women's",
  'women',
  ', ',
  'café',
  'STRASSE',
  'straße',
  'item',
  'item1',
  'item25',
  '1',
  'zzz',
  '枕头',
  '保鲜',
]

describe.each(ENGINES)('product title keyword on $name', (engine) => {
  let db: Database
  const api = createLocalMarketplaceApi(async () => db)

  beforeAll(async () => {
    db = await engine.open()
    await runIngest({ dir: FIXTURE, db })
    await runIngest({ dir: snapshotDir('2026-11-22', productsDay(100, 260, 0)), db })
  })
  afterAll(async () => {
    await db?.close()
  })

  /** The same filter and order by a plain ILIKE over the titles, independent of the search tables. */
  async function expected(keyword: string, pageSize: number, page: number) {
    const column = /[\u3400-\u9fff]/.test(keyword) ? 'title_cn' : 'title_en'
    const where = `site_id = 'us' AND ${column} ILIKE '%' || $1 || '%'`
    const rows = await db.query<{ id: number }>(
      `SELECT id FROM products WHERE ${where} ORDER BY month_sales DESC, id DESC LIMIT $2 OFFSET $3`,
      [escapeLike(keyword), pageSize, (page - 1) * pageSize],
    )
    const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products WHERE ${where}`, [
      escapeLike(keyword),
    ])
    return { ids: rows.map((r) => r.id), total: count?.n ?? 0 }
  }

  async function expectSameAsIlike() {
    for (const keyword of KEYWORDS) {
      const first = await expected(keyword, 10, 1)
      const pages = Math.max(1, Math.ceil(first.total / 10))
      for (let page = 1; page <= pages; page++) {
        const reply = await api.listProducts(q({ site: 'us', keyword, page_size: 10, page }), ANONYMOUS)
        const want = await expected(keyword, 10, page)
        expect({ keyword, page, ids: reply.data.list.map((r) => r.id), total: reply.data.total }).toEqual({
          keyword,
          page,
          ...want,
        })
        expect(reply.data.total_estimated).toBe(false)
      }
      // The export reads in keyset batches, in order rather than counted: the same rows.
      const streamed: number[] = []
      for await (const batch of streamProducts(db, q({ site: 'us', keyword }), {
        maxRows: 500,
        batchSize: 10,
      }))
        streamed.push(...batch.map((r) => r.id))
      expect({ keyword, ids: streamed }).toEqual({ keyword, ids: (await expected(keyword, 500, 1)).ids })
    }
  }

  it('finds, orders and counts exactly what ILIKE over the titles finds, on every page', async () => {
    // Enough matches for several pages (the generator repeats every word many times).
    expect((await expected('notch', 10, 1)).total).toBeGreaterThan(20)
    await expectSameAsIlike()
  })

  it('gives the same rows whichever way the page is read: collected, hashed, probed or planned', async () => {
    for (const keyword of KEYWORDS) {
      const built = await buildListFilter(db, q({ site: 'us', keyword }))
      if (!built.title) continue
      const want = await expected(keyword, 500, 1)
      for (const read of ['hash', 'probe', 'plain'] as const) {
        const walked = titleWalk(built, read)
        // Two offset pages, then on by keyset from the last row read.
        const rows = [
          ...(await selectRows(db, walked, 10, { offset: 0 })),
          ...(await selectRows(db, walked, 10, { offset: 10 })),
        ]
        for (let last = rows.at(-1); last && rows.length % 10 === 0; last = rows.at(-1)) {
          const cursor = encodeCursor({ sort: built.sort, value: SORT_VALUE[built.sort](last), id: last.id })
          const page = await selectRows(db, walked, 10, { cursor })
          if (page.length === 0) break
          rows.push(...page)
        }
        expect({ keyword, read, ids: rows.map((r) => r.id) }).toEqual({ keyword, read, ids: want.ids })
      }
      // Collected: each page and the total from one pass over the matches.
      for (let page = 1; page <= Math.ceil(want.total / 10); page++) {
        const counted = await selectCountedRows(db, built, 10, (page - 1) * 10)
        const ids = want.ids.slice((page - 1) * 10, page * 10)
        expect({ keyword, page, counted }).toMatchObject({ keyword, page, counted: { matches: want.total } })
        expect({ keyword, page, ids: counted?.rows.map((r) => r.id) }).toEqual({ keyword, page, ids })
      }
    }
  })

  it("reads a word's products from the postings' index, and knows at most how many there are", async () => {
    const built = titleWalk(await buildListFilter(db, q({ site: 'us', keyword: 'Notch' })), 'hash')
    // The tables are tiny here, so scans that read a table whole are priced out: the question is
    // whether the condition can use the index at all (at a million products it is the speed-up).
    const plan = await db.transaction(async (tx) => {
      await tx.exec('SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off')
      return tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT p.id FROM products p WHERE ${built.where.join(' AND ')}
         ORDER BY p.month_sales DESC NULLS LAST, p.id DESC NULLS LAST LIMIT 10`,
        built.params.values,
      )
    })
    const text = plan.map((r) => r['QUERY PLAN']).join('\n')
    expect(text).toContain('title_postings_pkey')
    // Kept out of a join: the sort index is walked, the postings hashed once.
    expect(text).toContain('hashed SubPlan')
    expect(built.title?.bound).toBeGreaterThanOrEqual((await expected('notch', 10, 1)).total)
  })

  it('splits a keyword into words exactly as the database splits titles', async () => {
    for (const title of [
      "Women's Non-Stick Pan, 2-Pack",
      ' Café  Straße—x_y',
      'Ünïcode…Ok',
      'a\tb\nc~',
      '',
    ]) {
      // Both sides lower-cased by the database's lower(), as ILIKE compares: only the split differs.
      const [row] = await db.query<{ theirs: string[]; ours: string[] }>(
        `SELECT product_title_words('us', $1) AS theirs,
           ARRAY(SELECT DISTINCT 'us:' || lower(t) FROM json_array_elements_text($2::text::json) AS t) AS ours`,
        [title, JSON.stringify(keywordTokens(title))],
      )
      expect([...(row?.theirs ?? [])].sort()).toEqual([...(row?.ours ?? [])].sort())
      expect(row?.ours.length).toBe(new Set(keywordTokens(title).map((w) => w.toLowerCase())).size)
    }
  })

  it('keeps the words and their counts when titles change, and re-ingesting changes nothing', async () => {
    // The next day renames most titles (the words shift) and moves none of the ids.
    const next = snapshotDir('2026-11-23', productsDay(100, 260, 3))
    await runIngest({ dir: next, db })
    const recount = `SELECT w AS word, count(*)::int AS products
      FROM product_search, unnest(product_title_words(site_id, title_en)) AS w GROUP BY w ORDER BY w`
    const kept = 'SELECT word, products FROM title_words WHERE products > 0 ORDER BY word'
    expect(await db.query(kept)).toEqual(await db.query(recount))
    // The postings are the titles' words exactly: the lost ones gone, the gained ones there.
    const posted = 'SELECT word, product_id FROM title_postings ORDER BY word, product_id'
    const words = `SELECT w AS word, product_id FROM product_search, unnest(product_title_words(site_id, title_en)) AS w
      ORDER BY word, product_id`
    expect(await db.query(posted)).toEqual(await db.query(words))
    await expectSameAsIlike()
    const before = await db.query('SELECT word, products FROM title_words ORDER BY word')
    const postingsBefore = await db.query(posted)
    const again = await runIngest({ dir: next, db })
    expect(again.totals.upserted).toBe(0)
    expect(await db.query('SELECT word, products FROM title_words ORDER BY word')).toEqual(before)
    expect(await db.query(posted)).toEqual(postingsBefore)
  })
})
