// The keyword tools through the MarketplaceApi, on each engine, over a generated catalogue: the rollups
// the ingest writes (daily volumes, traffic shares, stage, price bands, related keywords), the database's
// filters and sorts, the text search's index (EXPLAIN), the reverse lookup of one and many products,
// the analysis, quotas, 400s, the export and an idempotent re-derive.
import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KEYWORD_EXPORT_COLUMNS } from '../../../src/features/keywords/keyword-export.server'
import { deriveKeywordRollups } from '../../../src/features/keywords/keywords.derive'
import { listKeywords, risingKeywords } from '../../../src/features/keywords/keywords.server'
import {
  KEYWORD_SORTS,
  type KeywordListQueryInput,
  KeywordListQuerySchema,
  type KeywordRow,
  keywordPageSearch,
} from '../../../src/features/keywords/keywords.shared'
import { KeywordReverseQuerySchema, parseProductRef } from '../../../src/features/keywords/product-refs'
import { csvHeader, csvRecords, csvStream } from '../../../src/lib/csv'
import { firstIssue } from '../../../src/lib/params'
import { createLocalMarketplaceApi } from '../../../src/marketplace'
import { runIngest } from '../../../src/pipeline/ingest/ingest'
import { generateSnapshots } from '../../../src/pipeline/seed/generate'
import { ANONYMOUS, type CallContext, type Viewer } from '../../../src/server/api/call'
import type { Database } from '../../../src/server/db/client'
import { usedToday } from '../../../src/server/quota/usage'
import { parseExportCsv } from '../../support/csv-parse'
import { ENGINES } from '../../support/databases'

const q = (input: KeywordListQueryInput) => v.parse(KeywordListQuerySchema, input)

const viewerCtx = (userId: string, planId: Viewer['planId']): CallContext => ({
  token: 't',
  fingerprint: null,
  viewer: async () => ({
    userId,
    email: 'k@example.com',
    username: 'k',
    isGuest: false,
    planId,
    subscription: { plan_id: planId, start_at: 0, expire_at: 0, cycle_subscription: 0 },
  }),
})

let snapshots: string
beforeAll(async () => {
  snapshots = join(mkdtempSync(join(tmpdir(), 'shopsight-keywords-')), 'snapshots')
  await generateSnapshots({
    outDir: snapshots,
    scale: 'demo',
    days: 60,
    seed: 13,
    until: '2026-11-21',
    products: 4000,
  })
}, 120_000)

describe('product references', () => {
  it('reads ids, Temu URLs and this site’s product URLs, and nothing else', () => {
    expect(parseProductRef('1024')).toMatchObject({ ok: true, id: 1024 })
    expect(parseProductRef('https://www.temu.com/uk/floral-dress-g-601.html?x=1')).toMatchObject({
      ok: true,
      id: 601,
    })
    expect(parseProductRef('temu.com/goods.html?goods_id=77')).toMatchObject({ ok: true, id: 77 })
    expect(parseProductRef('http://localhost:3000/cn/product-detail/55')).toMatchObject({ ok: true, id: 55 })
    expect(parseProductRef('https://example.com/product-detail/55').ok).toBe(true)
    expect(parseProductRef('https://www.amazon.com/dp/B0001').ok).toBe(false)
    expect(parseProductRef('https://www.temu.com/search?q=dress').ok).toBe(false)
    expect(parseProductRef('abc').ok).toBe(false)
    expect(parseProductRef('0').ok).toBe(false)
    const bad = v.safeParse(KeywordReverseQuerySchema, { products: '12 https://www.amazon.com/dp/B1' })
    expect(bad.success).toBe(false)
    if (!bad.success) expect(firstIssue(bad.issues)).toMatchObject({ field: 'products' })
    const many = v.safeParse(KeywordReverseQuerySchema, {
      products: Array.from({ length: 11 }, (_, i) => i + 1).join(','),
    })
    expect(many.success).toBe(false)
    expect(v.parse(KeywordReverseQuerySchema, { products: '3, 3\n4' }).products).toEqual([3, 4])
  })
})

describe.each(ENGINES)('keyword tools on $name', (engine) => {
  let db: Database
  const api = createLocalMarketplaceApi(async () => db)
  const list = async (input: KeywordListQueryInput) => (await api.listKeywords(q(input), ANONYMOUS)).data

  async function newUser(): Promise<string> {
    const id = randomUUID()
    await db.query('INSERT INTO users (id, name, email) VALUES ($1, $2, $3)', [id, 'k', `${id}@example.com`])
    return id
  }

  beforeAll(async () => {
    db = await engine.open()
    await runIngest({ dir: snapshots, db })
  }, 240_000)
  afterAll(async () => {
    await db?.close()
  })

  it('writes daily volumes that add up to the search volume, traffic shares and rollups', async () => {
    const [k] = await db.query<{
      n: number
      bad_daily: number
      bad_words: number
      staged: number
      banded: number
      related: number
    }>(
      `SELECT count(*)::int AS n,
         count(*) FILTER (WHERE cardinality(daily_volume) <> 90
           OR (SELECT sum(x) FROM unnest(daily_volume[61:90]) x) <> search_volume)::int AS bad_daily,
         count(*) FILTER (WHERE word_count <> cardinality(string_to_array(text_en, ' ')))::int AS bad_words,
         count(*) FILTER (WHERE stage IN ('emerging', 'growing', 'mature', 'declining'))::int AS staged,
         count(*) FILTER (WHERE product_supply > 0 AND cardinality(price_band_counts) >= 5
           AND (SELECT sum(x) FROM unnest(price_band_counts) x) = product_supply)::int AS banded,
         count(*) FILTER (WHERE cardinality(related_ids) > 0)::int AS related
       FROM keywords`,
    )
    expect(k?.n).toBeGreaterThan(500)
    expect(k?.bad_daily).toBe(0)
    expect(k?.bad_words).toBe(0)
    expect(k?.staged).toBe(k?.n)
    const [supplied] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM keywords WHERE product_supply > 0',
    )
    expect(k?.banded).toBe(supplied?.n)
    expect(k?.related).toBeGreaterThan((k?.n ?? 0) / 2)
    // Each product's shares over its keywords add up to 1.
    const [shares] = await db.query<{ off: number; products: number }>(
      `SELECT count(*) FILTER (WHERE abs(s - 1) > 0.001)::int AS off, count(*)::int AS products
       FROM (SELECT product_id, sum(traffic_share) AS s FROM keyword_products GROUP BY product_id) t`,
    )
    expect(shares?.products).toBeGreaterThan(100)
    expect(shares?.off).toBe(0)
    // Related keywords share top products with the keyword, on its own site.
    const [rel] = await db.query<{ bad: number }>(
      `SELECT count(*)::int AS bad FROM keywords k, unnest(k.related_ids) r
       WHERE NOT EXISTS (SELECT 1 FROM keyword_products a JOIN keyword_products b ON b.product_id = a.product_id
                         WHERE a.keyword_id = k.id AND b.keyword_id = r)
          OR (SELECT site_id FROM keywords WHERE id = r) <> k.site_id`,
    )
    expect(rel?.bad).toBe(0)
  })

  it('lists a site’s keywords by volume, sorts by each key, and pages with a total', async () => {
    const data = await list({ site: 'us' })
    expect(data.list.length).toBe(20)
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM keywords WHERE site_id = 'us'`,
    )
    expect(data.total).toBe(count?.n)
    const value: Record<(typeof KEYWORD_SORTS)[number], (r: KeywordRow) => number> = {
      volume: (r) => r.volume,
      growth: (r) => r.growth,
      competition: (r) => r.competition,
      products: (r) => r.products,
      stores: (r) => r.stores,
      avg_price: (r) => r.avgPrice,
      words: (r) => r.words,
    }
    for (const sort of KEYWORD_SORTS) {
      const desc = (await list({ site: 'us', sort, page_size: 100 })).list.map(value[sort])
      expect(desc).toEqual([...desc].sort((a, b) => b - a))
      const asc = (await list({ site: 'us', sort, order: 'asc', page_size: 100 })).list.map(value[sort])
      expect(asc).toEqual([...asc].sort((a, b) => a - b))
    }
    const second = await list({ site: 'us', page: 2 })
    expect(second.list[0]?.id).not.toBe(data.list[0]?.id)
  })

  it('filters by text in English or Chinese, included and excluded words and every range', async () => {
    const sample = (await list({ site: 'us', sort: 'volume', page_size: 100 })).list.find((r) => r.words >= 2)
    if (!sample) throw new Error('no two-word keyword')
    const word = sample.textEn.split(' ')[0]!
    const byText = await list({ site: 'us', q: word, page_size: 100 })
    expect(byText.list.length).toBeGreaterThan(0)
    expect(byText.list.every((r) => r.textEn.toLowerCase().includes(word.toLowerCase()))).toBe(true)
    const cn = await list({ site: 'us', q: sample.textCn, page_size: 100 })
    expect(cn.list.map((r) => r.id)).toContain(sample.id)
    expect(cn.list.every((r) => r.textCn.includes(sample.textCn))).toBe(true)

    const included = await list({ site: 'us', include: word, page_size: 100 })
    expect(included.list.every((r) => r.textEn.toLowerCase().split(' ').includes(word.toLowerCase()))).toBe(
      true,
    )
    const excluded = await list({ site: 'us', exclude: word, page_size: 100 })
    expect(excluded.list.some((r) => r.textEn.toLowerCase().split(' ').includes(word.toLowerCase()))).toBe(
      false,
    )
    expect(excluded.total + included.total).toBe((await list({ site: 'us' })).total)

    const ranged = await list({
      site: 'us',
      volume: '100~',
      growth: '-50~500',
      competition: '~90',
      products: '1~',
      stores: '1~',
      avg_price: '1~500',
      words: '2~3',
      page_size: 100,
    })
    expect(ranged.list.length).toBeGreaterThan(0)
    for (const r of ranged.list) {
      expect(r.volume).toBeGreaterThanOrEqual(100)
      expect(r.growth).toBeGreaterThanOrEqual(-0.5)
      expect(r.competition).toBeLessThanOrEqual(0.9)
      expect(r.products).toBeGreaterThanOrEqual(1)
      expect(r.words === 2 || r.words === 3).toBe(true)
    }
  })

  it('pages a text-filtered list with the same rows and total as ordering and counting apart', async () => {
    // The site's commonest leading word: matches over several pages.
    const [common] = await db.query<{ w: string }>(
      `SELECT split_part(text_en, ' ', 1) AS w FROM keywords WHERE site_id = 'us' AND length(split_part(text_en, ' ', 1)) >= 3
       GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
    )
    const word = common?.w ?? ''
    const expected = await db.query<{ id: number }>(
      `SELECT id FROM keywords WHERE site_id = 'us' AND text_en ILIKE $1 ORDER BY growth DESC NULLS LAST, id DESC`,
      [`%${word}%`],
    )
    expect(expected.length).toBeGreaterThan(20)
    const pages = Math.ceil(expected.length / 20)
    for (let page = 1; page <= pages + 1; page++) {
      const got = await list({ site: 'us', q: word, sort: 'growth', page })
      expect(got.total).toBe(expected.length)
      expect(got.total_capped).toBe(false)
      expect(got.list.map((r) => r.id)).toEqual(expected.slice((page - 1) * 20, page * 20).map((r) => r.id))
    }
    const none = await list({ site: 'us', q: 'zzqqxxnothing' })
    expect([none.total, none.list.length]).toEqual([0, 0])
  })

  it('reads a text filter matching more than the cap in order, with a capped total', async () => {
    // 12,000 matches of one word, more than the 10,000 the one-statement read collects: the page must
    // still be the first of all matches in order, not of the first 10,001 found.
    const rollback = new Error('rollback')
    let got: Awaited<ReturnType<typeof listKeywords>> | undefined
    let expected: number[] = []
    await db
      .transaction(async (tx) => {
        await tx.query(
          `INSERT INTO keywords (id, site_id, text_en, text_cn, search_volume, volume_history, avg_price_cents, growth, competition)
           SELECT 2000000 + g, 'us', 'overflow item ' || g, '溢出 ' || g, (g * 7919) % 100000, '{}', 100, 0, 0.5
           FROM generate_series(1, 12000) g`,
        )
        got = await listKeywords(tx, q({ site: 'us', q: 'overflow', page: 3 }))
        expected = (
          await tx.query<{ id: number }>(
            `SELECT id FROM keywords WHERE site_id = 'us' AND text_en ILIKE '%overflow%'
             ORDER BY search_volume DESC NULLS LAST, id DESC LIMIT 20 OFFSET 40`,
          )
        ).map((r) => r.id)
        throw rollback
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error
      })
    expect(got?.total).toBe(10_000)
    expect(got?.total_capped).toBe(true)
    expect(got?.list.map((r) => r.id)).toEqual(expected)
  })

  it('serves text search from the trigram indexes (EXPLAIN), English and Chinese', async () => {
    // At this test's size a scan of the site's few hundred keywords is cheaper than any index, so the
    // plan is read with the site grown to bench size (80,000 keywords) inside a transaction that is
    // rolled back: the planner then picks the trigram index for a rare word, as it does at bench scale.
    const plans: string[] = []
    const rollback = new Error('rollback')
    await db
      .transaction(async (tx) => {
        await tx.query(
          `INSERT INTO keywords (id, site_id, text_en, text_cn, search_volume, volume_history, avg_price_cents, growth, competition)
           SELECT 1000000 + g, 'us', 'filler item ' || g, '填充 ' || g, g % 1000, '{}', 100, 0, 0.5
           FROM generate_series(1, 80000) g`,
        )
        await tx.query('ANALYZE keywords')
        for (const [column, text] of [
          ['text_en', 'dress'],
          ['text_cn', '连衣裙'],
        ] as const) {
          const rows = await tx.query<Record<string, string>>(
            `EXPLAIN SELECT id FROM keywords k WHERE k.site_id = 'us' AND k.${column} ILIKE '%${text}%'
             ORDER BY k.search_volume DESC, k.id DESC LIMIT 20`,
          )
          plans.push(rows.map((r) => Object.values(r)[0]).join('\n'))
        }
        throw rollback
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error
      })
    expect(plans[0]).toContain('keywords_site_text_en_trgm_idx')
    expect(plans[1]).toContain('keywords_site_text_cn_trgm_idx')
    const [n] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM keywords WHERE id > 1000000')
    expect(n?.n).toBe(0)
    await db.exec('ANALYZE keywords')
  })

  it('answers 400 naming the field for a page too deep, and reads bad page params leniently', async () => {
    await expect(
      api.listKeywords(q({ site: 'us', page: 600, page_size: 20 }), ANONYMOUS),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('page'),
    })
    const bad = v.safeParse(KeywordListQuerySchema, { volume: 'lots' })
    expect(bad.success).toBe(false)
    if (!bad.success) expect(firstIssue(bad.issues).field).toBe('volume')
    expect(keywordPageSearch({ sort: 'price', volume: 'lots', words: '2~', q: 'dress' })).toEqual({
      ...keywordPageSearch({}),
      words: '2~',
      q: 'dress',
    })
  })

  it('looks up the keywords of one product and merges several with the words they share', async () => {
    const [top] = await db.query<{ product_id: number }>(
      `SELECT kp.product_id FROM keyword_products kp JOIN products p ON p.id = kp.product_id WHERE p.site_id = 'us'
       GROUP BY kp.product_id ORDER BY count(*) DESC, kp.product_id LIMIT 1`,
    )
    if (!top) throw new Error('no product with keywords')
    const user = await newUser()
    const one = await api.reverseKeywords([top.product_id], viewerCtx(user, 1))
    const [own] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM keyword_products WHERE product_id = $1',
      [top.product_id],
    )
    expect(one.data.list.length).toBe(own?.n)
    expect(one.data.products[0]).toMatchObject({ id: top.product_id, found: true })
    const [title] = await db.query<{ t: string }>('SELECT title_en AS t FROM products WHERE id = $1', [
      top.product_id,
    ])
    const titleWords = new Set((title?.t ?? '').toLowerCase().split(/[^a-z0-9]+/))
    for (const row of one.data.list) {
      expect(row.spark).toHaveLength(30)
      expect(row.cells[0]?.position).toBeGreaterThan(0)
      const keywordWords = row.textEn
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
      expect(row.cells[0]?.inTitle).toBe(keywordWords.every((w) => titleWords.has(w)))
    }
    // Keywords are built from title terms, some implied ("bra" for "Bralette"): some are in it, some not.
    const inTitleCount = one.data.list.filter((r) => r.cells[0]?.inTitle).length
    expect(inTitleCount).toBeGreaterThan(0)
    const volumes = one.data.list.map((r) => r.volume)
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a))

    // Three products of the same keyword: shared keywords come first and are listed as shared.
    const [kw] = await db.query<{ ids: number[] }>(
      `SELECT (array_agg(product_id ORDER BY position))[1:3] AS ids FROM keyword_products GROUP BY keyword_id
       HAVING count(*) >= 3 ORDER BY keyword_id LIMIT 1`,
    )
    const ids = kw?.ids ?? []
    const merged = await api.reverseKeywords([...ids, 2_000_000_000], viewerCtx(user, 1))
    expect(merged.data.products.map((p) => p.found)).toEqual([true, true, true, false])
    expect(merged.data.sharedIds.length).toBeGreaterThan(0)
    expect(merged.data.list[0]?.shared).toBe(3)
    expect(merged.data.list[0]?.cells.slice(0, 3).every((c) => c !== null)).toBe(true)
    expect(merged.data.list[0]?.cells[3]).toBeNull()

    await expect(api.reverseKeywords([2_000_000_000], viewerCtx(user, 1))).rejects.toMatchObject({
      status: 404,
    })
    expect((await usedToday(db, user)).get('keyword-reverse')).toBeGreaterThanOrEqual(2)
    // The free plan does not include the reverse lookup (spec §6: none).
    await expect(api.reverseKeywords([top.product_id], viewerCtx(await newUser(), 0))).rejects.toMatchObject({
      code: 10020,
    })
  })

  it('analyses one keyword: 90 days, top products and stores, bands, related keywords; 404 otherwise', async () => {
    const top = (await list({ site: 'us', products: '5~' })).list[0]
    if (!top) throw new Error('no keyword')
    const user = await newUser()
    const d = (await api.keywordAnalysis(top.id, viewerCtx(user, 2))).data
    if (!d) throw new Error('no analysis')
    expect(d).toMatchObject({ id: top.id, textEn: top.textEn, textCn: top.textCn, volume: top.volume })
    expect(d.daily).toHaveLength(90)
    expect(d.daily.slice(-30).reduce((a, b) => a + b, 0)).toBe(d.volume)
    expect(d.monthly.at(-1)).toBe(d.volume)
    expect(d.topProducts.length).toBe(Math.min(20, d.products))
    expect(d.topProducts.map((p) => p.position)).toEqual(
      [...d.topProducts.map((p) => p.position)].sort((a, b) => a - b),
    )
    expect(d.topStores.length).toBeGreaterThan(0)
    expect(d.priceBands.reduce((sum, b) => sum + b.products, 0)).toBe(d.products)
    for (const p of d.topProducts) {
      const band = d.priceBands.find((b) => p.price >= b.from && p.price < b.to)
      expect(band).toBeTruthy()
    }
    expect(d.related.length).toBeGreaterThan(0)
    expect(d.related.every((r) => r.id !== d.id)).toBe(true)
    await expect(api.keywordAnalysis(2_000_000_000, viewerCtx(user, 2))).rejects.toMatchObject({
      status: 404,
    })
    await expect(api.keywordAnalysis(top.id, viewerCtx(await newUser(), 0))).rejects.toMatchObject({
      code: 10020,
    })
  })

  it('gives the dashboard the fastest rising keywords of a site', async () => {
    const rising = await risingKeywords(db, { site: 'us', limit: 5, minVolume: 0 })
    expect(rising).toHaveLength(5)
    const growth = rising.map((r) => r.growth)
    expect(growth).toEqual([...growth].sort((a, b) => b - a))
    const [max] = await db.query<{ g: number }>(`SELECT max(growth) AS g FROM keywords WHERE site_id = 'us'`)
    expect(rising[0]?.growth).toBeCloseTo(max?.g ?? 0, 4)
  })

  it('exports the list in its order as a CSV with a BOM and quoted cells, within the export quota', async () => {
    const user = await newUser()
    const input = { site: 'us', words: '3~' } as const
    const listed = await list({ ...input, page_size: 100 })
    for (const lang of ['en', 'cn'] as const) {
      const reply = await api.exportKeywords(q(input), viewerCtx(user, 1))
      const body = csvStream(
        csvHeader(KEYWORD_EXPORT_COLUMNS, lang),
        csvRecords(KEYWORD_EXPORT_COLUMNS, reply.data.rows, lang),
      )
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
        await new Response(body).arrayBuffer(),
      )
      const csv = parseExportCsv(text)
      expect(csv[0]?.[1]).toBe(lang === 'en' ? 'Keyword (English)' : '关键词（英文）')
      expect(csv.length - 1).toBe(listed.total)
      expect(csv.slice(1, 4).map((r) => Number(r[0]))).toEqual(listed.list.slice(0, 3).map((r) => r.id))
    }
    await expect(api.exportKeywords(q(input), viewerCtx(await newUser(), 0))).rejects.toMatchObject({
      code: 10020,
    })
  })

  it('derives the same keyword rollups again (idempotent re-derive)', async () => {
    const snapshot = async () =>
      db.query(
        `SELECT (SELECT md5(string_agg(concat_ws('|', id, stage, price_band_edges, price_band_counts, related_ids), ',' ORDER BY id)) FROM keywords) AS a,
           (SELECT md5(string_agg(concat_ws('|', keyword_id, product_id, traffic_share), ',' ORDER BY keyword_id, product_id)) FROM keyword_products) AS b`,
      )
    const before = await snapshot()
    await deriveKeywordRollups(db)
    expect(await snapshot()).toEqual(before)
  })

  it('after a products-only load, keeps shares and related keywords as a full derive has them and recounts supply', async () => {
    // A day file moves a product to another store and changes its price; keyword positions stay.
    const [moved] = await db.query<{ product_id: number; store_id: number; price_cents: number }>(
      `SELECT kp.product_id, p.store_id, p.price_cents FROM keyword_products kp JOIN products p ON p.id = kp.product_id
       ORDER BY kp.keyword_id, kp.product_id LIMIT 1`,
    )
    const [other] = await db.query<{ id: number }>(
      'SELECT id FROM stores WHERE id <> $1 ORDER BY id LIMIT 1',
      [moved?.store_id],
    )
    const rollups = () =>
      db.query(
        `SELECT (SELECT md5(string_agg(concat_ws('|', id, stage, price_band_edges, price_band_counts, related_ids, product_supply, store_supply), ',' ORDER BY id)) FROM keywords) AS a,
           (SELECT md5(string_agg(concat_ws('|', keyword_id, product_id, traffic_share), ',' ORDER BY keyword_id, product_id)) FROM keyword_products) AS b`,
      )
    const supplyOff = async () => {
      const [row] = await db.query<{ off: number }>(
        `SELECT count(*)::int AS off FROM keywords k
         LEFT JOIN (SELECT kp.keyword_id, count(*)::int AS n, count(DISTINCT p.store_id)::int AS s
                    FROM keyword_products kp JOIN products p ON p.id = kp.product_id GROUP BY kp.keyword_id) a ON a.keyword_id = k.id
         WHERE (k.product_supply, k.store_supply) IS DISTINCT FROM (coalesce(a.n, 0), coalesce(a.s, 0))`,
      )
      return row?.off
    }
    try {
      await db.query('UPDATE products SET store_id = $2, price_cents = price_cents * 3 WHERE id = $1', [
        moved?.product_id,
        other?.id,
      ])
      expect(await supplyOff()).toBeGreaterThan(0)
      await deriveKeywordRollups(db, { positions: false })
      expect(await supplyOff()).toBe(0)
      const productsOnly = await rollups()
      await deriveKeywordRollups(db)
      expect(await rollups()).toEqual(productsOnly)
    } finally {
      await db.query('UPDATE products SET store_id = $2, price_cents = $3 WHERE id = $1', [
        moved?.product_id,
        moved?.store_id,
        moved?.price_cents,
      ])
      await deriveKeywordRollups(db)
    }
  })
})
