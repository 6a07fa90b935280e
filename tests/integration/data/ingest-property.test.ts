// Collector output is arbitrary: whatever the lines hold (any Unicode, any value in any field, garbage),
// a run never fails as a whole, counts each line exactly once, changes nothing when repeated, and leaves
// data the list, detail and analysis reads can answer from.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ProductListQuerySchema } from '../../../src/features/catalog/products.shared'
import { RankListQuerySchema } from '../../../src/features/rankings/rankings.shared'
import { createLocalMarketplaceApi } from '../../../src/marketplace'
import { ENTITY_ORDER, type EntityName } from '../../../src/pipeline/ingest/entities'
import { runIngest } from '../../../src/pipeline/ingest/ingest'
import { ANONYMOUS } from '../../../src/server/api/call'
import type { Database } from '../../../src/server/db/client'
import { ENGINES } from '../../support/databases'

/** At least 200 generated runs in all, shared by the engines available. */
const RUNS = Number(process.env.PROPERTY_RUNS ?? Math.ceil(200 / ENGINES.length))
const DAY = '2026-11-20'

const ad = {
  platform: 'tiktok',
  countries: ['US'],
  creative: '/img/a.svg',
  copy: 'Go',
  first_seen: '2026-11-01',
}
/** One valid line per entity: fields are replaced by arbitrary values, so most lines stay close to valid. */
const VALID: Record<EntityName, Record<string, unknown>> = {
  sites: { id: 'us', name_en: 'United States', name_cn: '美国', currency: 'USD', sort: 1 },
  exchange_rates: { currency: 'CNY', per_usd: 7.1 },
  categories: { id: 1, parent_id: null, level: 1, name_en: 'Home', name_cn: '家居' },
  stores: {
    id: 1,
    site_id: 'us',
    name: 'Store',
    logo: null,
    country: 'CN',
    rating: 4.5,
    followers: 1,
    product_count: 1,
    managed_mode: 'full',
    first_seen: '2026-01-01',
  },
  products: {
    id: 1,
    site_id: 'us',
    store_id: 1,
    category_id: 1,
    title_en: 'Kettle',
    title_cn: '水壶',
    image: '/img/p.svg',
    images: ['/img/p.svg'],
    price: 7.49,
    original_price: 9.99,
    currency: 'USD',
    total_sold: 10,
    day_sales: 2,
    rating: 4.1,
    reviews: 3,
    listed_at: '2026-10-01',
    status: 'on_sale',
    managed_mode: 'full',
    tags: ['local-warehouse'],
    same_item_count: 0,
    rank: 1,
  },
  keywords: {
    id: 1,
    site_id: 'us',
    text_en: 'kettle',
    text_cn: '水壶',
    search_volume: 10,
    volume_history: [1, 2],
    avg_price: 7,
    growth: 0.1,
    competition: 0.5,
    products: [{ product_id: 1, position: 1 }],
  },
  ads: { id: 1, ...ad, last_seen: '2026-11-20', impressions: 5, product_id: 1, store_id: 1 },
  ad_country_daily: { country: 'US', date: DAY, ad_count: 3 },
  suppliers: {
    id: 1,
    source: '1688',
    title: '水壶',
    price_min: 1,
    price_max: 2,
    currency: 'CNY',
    min_order: 1,
    location: 'Yiwu',
    image: '/img/s.svg',
    phash: '0123456789abcdef',
    color: [1, 2, 3],
    shape: Array.from({ length: 16 }, (_, i) => i),
    category_id: 1,
  },
  trademarks: {
    id: 1,
    mark: 'Mark',
    owner: 'Owner',
    classes: [21],
    status: 'registered',
    filed_on: '2020-01-01',
    registered_on: null,
    jurisdiction: 'US',
    well_known: false,
  },
  patents: {
    id: 1,
    number: 'US 1',
    title: 'Pot',
    abstract: '',
    assignee: 'A',
    filed_on: '2020-01-01',
    granted_on: null,
    classes: ['D7/1'],
  },
}

/** Any value a JSON field could carry, weighted towards the hostile ones. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '\udc00x', 'zz', 'us', '', ' ', '2026-02-30', '0000-01-01'),
  fc.integer({ min: -3, max: 6 }),
  fc.constantFrom(
    2_147_483_648,
    -2_147_483_649,
    1e21,
    1e300,
    -1e300,
    1e-50,
    5e-324,
    0.1,
    Number.MAX_SAFE_INTEGER,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer({ min: -1, max: 5 }), fc.string({ unit: 'binary', maxLength: 4 })), {
    maxLength: 3,
  }),
)

/** A line of `entity`: a valid line with some fields replaced, or garbage that is no JSON object at all. */
function line(entity: EntityName): fc.Arbitrary<string> {
  const base = VALID[entity]
  // A patent's number stays derived from its id. Known limit: a file that gives patent A a number that
  // patent B (stored) frees on a later line rejects A's line, and a second run then accepts it, so a
  // repeat is not a no-op for such swaps (docs/ingest.md).
  const fields = Object.keys(base).filter((f) => !(entity === 'patents' && f === 'number'))
  const edited = fc
    .record({
      // Small ids, so lines collide (duplicates, references that resolve or not, tree cycles).
      id: fc.integer({ min: 1, max: 4 }),
      changes: fc.dictionary(fc.constantFrom(...fields), anyValue, { maxKeys: 3 }),
    })
    .map(({ id, changes }) =>
      JSON.stringify({
        ...base,
        ...('id' in base ? { id } : {}),
        ...(entity === 'patents' ? { number: `US ${id}` } : {}),
        ...changes,
      }),
    )
  const garbage = fc
    .string({ unit: 'binary', minLength: 1, maxLength: 20 })
    .filter((s) => s.trim() !== '' && !/[\r\n]/.test(s))
  return fc.oneof({ weight: 5, arbitrary: edited }, { weight: 1, arbitrary: garbage })
}

/** A snapshot day with a few lines for each entity (some entities absent). */
const lines = (entity: EntityName) => fc.array(line(entity), { maxLength: 3 })
const snapshot: fc.Arbitrary<Record<EntityName, string[]>> = fc.record({
  sites: lines('sites'),
  exchange_rates: lines('exchange_rates'),
  categories: lines('categories'),
  stores: lines('stores'),
  products: lines('products'),
  keywords: lines('keywords'),
  ads: lines('ads'),
  ad_country_daily: lines('ad_country_daily'),
  suppliers: lines('suppliers'),
  trademarks: lines('trademarks'),
  patents: lines('patents'),
})

function write(files: Record<EntityName, string[]>): { dir: string; lines: number } {
  const dir = mkdtempSync(join(tmpdir(), 'shopsight-prop-'))
  mkdirSync(join(dir, DAY))
  let lines = 0
  for (const entity of ENTITY_ORDER) {
    const content = files[entity]
    if (content.length === 0) continue
    // What the file holds once written as UTF-8 (lone surrogates become U+FFFD): lines counted are its lines.
    writeFileSync(join(dir, DAY, `${entity}.jsonl`), `${content.join('\n')}\n`)
    lines += content.length
  }
  return { dir, lines }
}

describe.each(ENGINES)('ingest of arbitrary lines on $name', (engine) => {
  let db: Database
  const api = createLocalMarketplaceApi(async () => db)
  beforeAll(async () => {
    db = await engine.open()
  })
  afterAll(async () => {
    await db?.close()
  })

  it(`never fails, counts every line once, changes nothing when repeated (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(snapshot, async (files) => {
        const { dir, lines } = write(files)
        const first = await runIngest({ dir, db })
        expect(first.totals.read).toBe(lines)
        for (const f of first.files) {
          expect(f.upserted).toBeGreaterThanOrEqual(0)
          expect(f.unchanged).toBeGreaterThanOrEqual(0)
          expect(f.upserted + f.unchanged + f.rejected).toBe(f.read)
        }
        // The same files again: nothing to write (a check run reports what a real run would do).
        const again = await runIngest({ dir, db, check: true })
        expect(again.totals).toMatchObject({ read: lines, upserted: 0, rejected: first.totals.rejected })
        // Whatever got in, the reads answer.
        const list = await api.listProducts(v.parse(ProductListQuerySchema, { site: 'us' }), ANONYMOUS)
        expect(list.code).toBe(10000)
        for (const row of list.data.list.slice(0, 2))
          expect((await api.productDetail(row.id, ANONYMOUS)).code).toBe(10000)
        expect((await api.rankAnalysis(v.parse(RankListQuerySchema, {}), ANONYMOUS)).code).toBe(10000)
        expect((await api.categoryTree(ANONYMOUS)).code).toBe(10000)
      }),
      { numRuns: RUNS },
    )
  }, 600_000)
})
