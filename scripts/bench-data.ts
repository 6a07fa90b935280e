// `npm run bench:data`: the data platform's figures on the bench scale (1,000,000 products): seed and
// ingest times, one day's ingest with the longest wait a user's write sees during it, list and analysis reads through the MarketplaceApi beside the same SQL
// run raw, a 10,000-row export stream, the event loop's longest stall and the database size.
// PGlite always; PostgreSQL as well when DATABASE_URL is set.
//   npm run bench:data [-- --scale bench|demo] [--iterations N] [--only postgres] [--no-day]
//     [--reseed]  (new snapshots and empty databases: the PGlite folder is removed and the DATABASE_URL
//                  database's schema public dropped, so the backfill and the day are a first load)
//     [--reads name,name]  (only the reads whose name contains one of these)
//     [--products N]  (the bench scale at another catalogue size, for the growth curve)
//     [--large-exports N]  (back-to-back exports of the largest plan's size; default 20, 0 skips)
//     [--save-backfill] [--day-again]  (below)
// After a load, the reads run in a new process of this script (a server never runs the ingest itself).
// --no-day loads every day but the last in one backfill and skips the timed day's ingest: the reads then
// run sooner on the same tables (the day's ingest time is the only figure missing).
// --save-backfill keeps a copy of the database as the backfill left it (PGlite: the folder beside it,
// `<folder>.backfill`; PostgreSQL: a database `<name>__backfill`), and --day-again starts from that copy
// and times the day's ingest alone: the day can be measured again (after a change, or on a quieter
// machine) in minutes, without the quarter of an hour of the backfill.

import { execSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import postgres from 'postgres'
import * as v from 'valibot'
import { applyPaymentEvent, createOrder } from '../src/features/billing/orders.server'
import { setFavorite } from '../src/features/catalog/favorites.server'
import { PRODUCT_EXPORT_COLUMNS } from '../src/features/catalog/product-export.server'
import { listProducts, selectRows, streamProducts } from '../src/features/catalog/product-list.server'
import { buildListFilter, productsAsOf } from '../src/features/catalog/product-query.server'
import { listTotal, refreshListTotals } from '../src/features/catalog/product-totals.server'
import {
  EXPORT_MAX_ROWS,
  type ProductListQueryInput,
  ProductListQuerySchema,
} from '../src/features/catalog/products.shared'
import { deriveCategoryRollups } from '../src/features/categories/categories.derive'
import { categoryDetail, categoryList } from '../src/features/categories/categories.server'
import {
  CategoryDetailQuerySchema,
  type CategoryListQueryInput,
  CategoryListQuerySchema,
} from '../src/features/categories/categories.shared'
import { listStores, refreshStoreListTotals, storeDetail } from '../src/features/stores/stores.server'
import { type StoreListQueryInput, StoreListQuerySchema } from '../src/features/stores/stores.shared'
import { csvHeader, csvRecords, csvStream } from '../src/lib/csv'
import { createLocalMarketplaceApi } from '../src/marketplace'
import { refreshPlannerStatistics } from '../src/pipeline/ingest/derive'
import { runIngest } from '../src/pipeline/ingest/ingest'
import { ANONYMOUS } from '../src/server/api/call'
import { createAuth } from '../src/server/auth/auth.server'
import { type Database, openDatabase, type Queryable } from '../src/server/db/client'
import { migrate } from '../src/server/db/migrate'
import { adReads } from './bench-data-ads'
import { keywordReads } from './bench-data-keywords'

const args = process.argv.slice(2)
const option = (name: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}
const scale = option('scale') === 'demo' ? 'demo' : 'bench'
const iterations = Number(option('iterations') ?? 200)
const reseed = args.includes('--reseed')
const noDay = args.includes('--no-day')
const saveBackfill = args.includes('--save-backfill')
const dayAgain = args.includes('--day-again')
if (dayAgain && (reseed || noDay || saveBackfill)) {
  console.error(
    '--day-again times the day on a saved backfill: it takes none of --reseed, --no-day, --save-backfill',
  )
  process.exit(2)
}
if (!Number.isInteger(iterations) || iterations < 10) {
  console.error('--iterations must be a whole number of at least 10')
  process.exit(2)
}

// --products N: the bench scale's catalogue at another size (stores, keywords and ads scale with it),
// for the growth curve of issue 19 (100,000 / 300,000 / 1,000,000). Its own snapshots and PGlite folder;
// for PostgreSQL point DATABASE_URL at a database of its own.
const productsOption = option('products')
const products = productsOption === undefined ? undefined : Number(productsOption)
if (products !== undefined && (!Number.isInteger(products) || products < 1000)) {
  console.error('--products must be a whole number of at least 1000')
  process.exit(2)
}
const sized = products === undefined ? scale : `${scale}-${products}`

const root = resolve(import.meta.dirname, '..')
const snapshots = join(root, '.data/snapshots', sized)
const pgliteDir = join(root, '.data/bench', `pglite-${sized}`)

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  return { p50: at(0.5), p95: at(0.95) }
}
const ms = (n: number) => n.toFixed(2).padStart(8)

async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now()
  const result = await fn()
  return [performance.now() - started, result]
}

async function ensureSnapshots(): Promise<{ seconds: number | null }> {
  const days = existsSync(snapshots)
    ? readdirSync(snapshots).filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))
    : []
  if (days.length >= 2 && !reseed) return { seconds: null }
  rmSync(snapshots, { recursive: true, force: true })
  console.log(`Generating the ${scale} snapshots (this takes a while on the bench scale)…`)
  const started = performance.now()
  const size = products === undefined ? '' : ` --products ${products}`
  execSync(`npx tsx scripts/seed.ts --scale ${scale}${size} --no-ingest --out ${snapshots}`, {
    stdio: 'inherit',
    cwd: root,
  })
  return { seconds: (performance.now() - started) / 1000 }
}

/** A folder that shows only some day folders of the snapshots, so each step can be timed apart. */
function viewOfDays(days: string[], name: string): string {
  const dir = join(root, '.data/bench', name)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const day of days) symlinkSync(join(snapshots, day), join(dir, day))
  return dir
}

type Read = { name: string; api: () => Promise<unknown>; raw: () => Promise<unknown> }

async function reads(db: Database): Promise<Read[]> {
  const api = createLocalMarketplaceApi(async () => db)
  const parse = (input: ProductListQueryInput) => v.parse(ProductListQuerySchema, input)
  const asOf = (await productsAsOf(db)) ?? '2026-01-01'
  const [category] = await db.query<{ id: number }>(
    `SELECT category_id AS id FROM category_daily WHERE site_id = 'us' AND date = $1::date AND category_id IN (SELECT id FROM categories WHERE level = 1) ORDER BY sales DESC LIMIT 1`,
    [asOf],
  )
  const listedFrom = new Date(Date.parse(`${asOf}T00:00:00Z`) - 60 * 86_400_000).toISOString().slice(0, 10)
  const [word] = await db.query<{ w: string }>(
    `SELECT split_part(title_en, ' ', 2) AS w FROM products WHERE site_id = 'us' ORDER BY month_sales DESC LIMIT 1`,
  )
  // Words a seller searches for are often common ones: the word of a best seller's title above can be
  // rare (454 products at a million), so two more keywords are measured by how many titles hold them
  // (about 3,000 and about 15,000 at any size: the vocabulary's counts pick them).
  const commonWord = async (near: number) => {
    const [row] = await db.query<{ w: string }>(
      `SELECT split_part(word, ':', 2) AS w FROM title_words
       WHERE word LIKE 'us:%' AND split_part(word, ':', 2) ~ '^[a-z]{4,}$' AND products > 0
       ORDER BY abs(products - $1), word LIMIT 1`,
      [near],
    )
    return row?.w ?? 'storage'
  }
  const queries: Array<[string, ProductListQueryInput]> = [
    ['list page 1', { site: 'us' }],
    [
      'list category+price+date',
      { site: 'us', category: category?.id, price: '3~15', listed_from: listedFrom },
    ],
    ['list page 100 (offset)', { site: 'us', page: 100 }],
    ['list title keyword', { site: 'us', keyword: word?.w && word.w.length >= 3 ? word.w : 'storage' }],
    ['list title keyword ~3,000 titles', { site: 'us', keyword: await commonWord(3000) }],
    ['list title keyword ~15,000 titles', { site: 'us', keyword: await commonWord(15000) }],
  ]
  const out: Read[] = queries.map(([name, input]) => {
    const query = parse(input)
    return {
      name,
      api: () => api.listProducts(query, ANONYMOUS),
      // The server read beneath the API: a title keyword reads its page and total in one pass there.
      raw: () => listProducts(db, query),
    }
  })
  // Page 100 by keyset: the cursor of the 99th page, read once up front.
  let cursor: string | null = null
  for (let page = 0; page < 99; page++) {
    const reply = await api.listProducts(parse({ site: 'us', cursor: cursor ?? undefined }), ANONYMOUS)
    cursor = reply.data.next_cursor
  }
  const keyset = parse({ site: 'us', cursor: cursor ?? undefined })
  out.push({
    name: 'list page 100 (keyset)',
    api: () => api.listProducts(keyset, ANONYMOUS),
    raw: async () => {
      const built = await buildListFilter(db, keyset)
      const rows = await selectRows(db, built, keyset.page_size, { cursor: keyset.cursor })
      return listTotal(db, keyset, built, rows.length)
    },
  })
  const totalQuery = parse({ site: 'us', price: '1~30' })
  out.push({
    name: 'list total (capped)',
    api: async () => (await api.listProducts(totalQuery, ANONYMOUS)).data.total,
    raw: async () => {
      const built = await buildListFilter(db, totalQuery)
      const rows = await selectRows(db, built, totalQuery.page_size, { offset: 0 })
      return listTotal(db, totalQuery, built, rows.length)
    },
  })
  const categorySql = `SELECT d.category_id, c.name_en, c.name_cn, d.product_count, d.sales, d.revenue_cents::float8 AS revenue_cents, d.avg_price_cents, d.new_products, d.store_count
    FROM category_daily d JOIN categories c ON c.id = d.category_id
    WHERE d.site_id = $1 AND d.date = $2::date AND c.level = 2 ORDER BY d.sales DESC LIMIT 50`
  out.push({
    name: 'category analysis',
    api: async () => db.query(categorySql, ['us', await productsAsOf(db)]),
    raw: () => db.query(categorySql, ['us', asOf]),
  })
  // The category database (issue 12): the site's tree, a filtered tree and one category's analysis,
  // through the API beside the same server reads without the envelope and quota.
  const treeQueries: Array<[string, CategoryListQueryInput]> = [
    ['category tree', { site: 'us' }],
    ['category tree filtered', { site: 'us', growth: '0~', top10_share: '~90', sort: 'growth' }],
  ]
  for (const [name, input] of treeQueries) {
    const query = v.parse(CategoryListQuerySchema, input)
    out.push({ name, api: () => api.categoryList(query, ANONYMOUS), raw: () => categoryList(db, query) })
  }
  const [leaf] = await db.query<{ id: number }>(
    `SELECT category_id AS id FROM category_stats WHERE site_id = 'us' AND level = 3 ORDER BY sales DESC LIMIT 1`,
  )
  for (const [name, id] of [
    ['category detail (top level)', category?.id],
    ['category detail (leaf)', leaf?.id],
  ] as const) {
    if (id === undefined) continue
    const query = v.parse(CategoryDetailQuerySchema, { site: 'us', category_id: id, days: 90 })
    out.push({ name, api: () => api.categoryDetail(query, ANONYMOUS), raw: () => categoryDetail(db, query) })
  }
  out.push(...(await storeReads(db)))
  out.push(...(await keywordReads(db)))
  out.push(...(await adReads(db)))
  return out
}

/** Store lists and a store detail (issue 12): the API beside the same rollup reads without the envelope. */
async function storeReads(db: Database): Promise<Read[]> {
  const api = createLocalMarketplaceApi(async () => db)
  const parse = (input: StoreListQueryInput) => v.parse(StoreListQuerySchema, input)
  const [top] = await db.query<{ id: number; category: number }>(
    `SELECT store_id AS id, main_category_id AS category FROM store_stats WHERE site_id = 'us' ORDER BY month_sales DESC LIMIT 1`,
  )
  const lists: Array<[string, StoreListQueryInput]> = [
    ['store list hot-sale p1', { site: 'us' }],
    ['store list new p1', { site: 'us', type: 'new' }],
    [
      'store list filtered+revenue',
      { site: 'us', type: 'semi-hot-sale', category: top?.category, week_sales: '10~', sort: 'revenue' },
    ],
    ['store list page 20 (100/p)', { site: 'us', page: 20, page_size: 100, sort: 'followers' }],
  ]
  const out: Read[] = lists.map(([name, input]) => {
    const query = parse(input)
    return { name, api: () => api.listStores(query, ANONYMOUS), raw: () => listStores(db, query) }
  })
  const id = top?.id ?? 1
  out.push({
    name: 'store detail',
    api: () => api.storeDetail(id, ANONYMOUS),
    raw: () => storeDetail(db, id),
  })
  return out
}

type ExportRun = {
  ms: number
  cpuMs: number
  rows: number
  bytes: number
  rssDeltaMb: number
  rssPeakMb: number
}

/**
 * One product export as GET /api/v2/products/export streams it (the export's columns, English headers),
 * read to the end in process: the server's time without the network. `cpuMs` is the process's CPU over
 * the export (every thread: PGlite's worker too, not PostgreSQL's server), steadier than the wall time
 * on a shared machine.
 */
async function exportRows(db: Database, maxRows = 10_000): Promise<ExportRun> {
  const query = v.parse(ProductListQuerySchema, { site: 'us' })
  const rssBefore = process.memoryUsage.rss()
  let rssPeak = rssBefore
  const cpuBefore = process.cpuUsage()
  const started = performance.now()
  let rows = 0
  async function* batches() {
    for await (const batch of streamProducts(db, query, { maxRows })) {
      // rss() alone: the full memoryUsage() walks the heap's spaces, 9 ms of each 10,000-row export's time.
      rssPeak = Math.max(rssPeak, process.memoryUsage.rss())
      rows += batch.length
      yield batch
    }
  }
  const reader = csvStream(
    csvHeader(PRODUCT_EXPORT_COLUMNS, 'en'),
    csvRecords(PRODUCT_EXPORT_COLUMNS, batches(), 'en'),
  ).getReader()
  let bytes = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.byteLength
  }
  const cpu = process.cpuUsage(cpuBefore)
  return {
    ms: performance.now() - started,
    cpuMs: (cpu.user + cpu.system) / 1000,
    rows,
    bytes,
    rssDeltaMb: (process.memoryUsage.rss() - rssBefore) / 1e6,
    rssPeakMb: rssPeak / 1e6,
  }
}

/**
 * The event loop's longest stall, and in which part of the run it happened (a read's name, an export):
 * each part's delays are recorded on their own so the part that blocks can be named.
 */
function stallMonitor() {
  const loop = monitorEventLoopDelay({ resolution: 5 })
  loop.enable()
  let part = 'setup'
  const parts = new Map<string, number>()
  const close = () => {
    parts.set(part, Math.max(parts.get(part) ?? 0, loop.max / 1e6))
    loop.reset()
  }
  const all = monitorEventLoopDelay({ resolution: 5 })
  all.enable()
  return {
    part(name: string) {
      close()
      part = name
    },
    report(): string {
      close()
      loop.disable()
      all.disable()
      const worst = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 3)
      return `longest stall ${(all.max / 1e6).toFixed(1)} ms, p99 ${(all.percentile(99) / 1e6).toFixed(1)} ms (longest in ${worst.map(([name, max]) => `${name} ${max.toFixed(1)} ms`).join(', ')})`
    },
  }
}

type UserWrite = { kind: 'sign-up' | 'favorite' | 'payment'; ms: number }

/**
 * Users writing while something else runs (issue 32): every PAUSE_MS one new user signs up (better-auth,
 * as POST /api/auth/sign-up/email does it), stars a product and pays an order (the webhook's
 * applyPaymentEvent, a transaction), each write through the app's own write path and timed on its own.
 * On PGlite they queue behind the ingest's step in progress (client.ts inSteps); what they wait is the
 * figure. A write's time includes its own work (a sign-up hashes its password): the same loop on a quiet
 * database is the baseline.
 */
function userWriteLoop(db: Database, label: string) {
  const PAUSE_MS = 100
  const auth = createAuth(async () => db)
  const samples: UserWrite[] = []
  let running = true
  const timed = async <T>(kind: UserWrite['kind'], write: () => Promise<T>): Promise<T> => {
    const started = performance.now()
    const result = await write()
    samples.push({ kind, ms: performance.now() - started })
    return result
  }
  let done = 0
  const loop = (async () => {
    const [product] = await db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1')
    // better-auth's first call loads and prepares its code (seconds): not a wait.
    await auth.api.signUpEmail({
      body: {
        email: `bench-warm-${label}-${process.pid}@example.com`,
        password: 'bench-password-1',
        name: 'Bench',
      },
    })
    for (let n = 0; running; n++) {
      const email = `bench-${label}-${process.pid}-${n}-${Date.now()}@example.com`
      const { user } = await timed('sign-up', () =>
        auth.api.signUpEmail({ body: { email, password: 'bench-password-1', name: 'Bench' } }),
      )
      await timed('favorite', () => setFavorite(db, user.id, product?.id ?? 1, true))
      await timed('payment', async () => {
        const order = await createOrder(db, {
          userId: user.id,
          planId: 2,
          months: 1,
          method: 'card',
          once: true,
          amountMinor: 1900,
          currency: 'USD',
          provider: 'sandbox',
        })
        await applyPaymentEvent(db, 'sandbox', {
          kind: 'paid',
          eventId: `bench-${order.id}`,
          type: 'checkout.completed',
          orderId: order.id,
        })
      })
      done++
      await new Promise((r) => setTimeout(r, PAUSE_MS))
    }
  })()
  return {
    /** Resolves once `n` rounds (a user's three writes each) are done. */
    async rounds(n: number): Promise<void> {
      while (done < n) await new Promise((r) => setTimeout(r, PAUSE_MS))
    },
    /** Stops after the write in progress; the figures line. */
    async stop(): Promise<string> {
      running = false
      await loop
      const all = stats(samples.map((s) => s.ms))
      const max = Math.max(0, ...samples.map((s) => s.ms))
      const kinds = (['sign-up', 'favorite', 'payment'] as const).map((kind) => {
        const own = samples.filter((s) => s.kind === kind).map((s) => s.ms)
        return `${kind} max ${Math.max(0, ...own).toFixed(0)} ms`
      })
      return `max ${max.toFixed(0)} ms, p95 ${all.p95.toFixed(0)} ms, p50 ${all.p50.toFixed(0)} ms over ${samples.length} writes (${kinds.join(', ')})`
    },
  }
}

/**
 * The day's ingest as PGlite's connection sees it: each of its turns (a statement outside a transaction,
 * a transaction, a step of inSteps) timed, named by its slowest statement. A user's write waits at most
 * for the turn in progress: the longest turn is what the design bounds that wait to (docs/scale.md).
 */
function turnTimer(db: Database) {
  const turns: Array<{ ms: number; what: string }> = []
  const short = (text: string) => text.replace(/\s+/g, ' ').slice(0, 90)
  const turn = async <T>(what: string, work: (slowest: (text: string, ms: number) => void) => Promise<T>) => {
    let name = { ms: -1, text: what }
    const started = performance.now()
    try {
      return await work((text, ms) => {
        if (ms > name.ms) name = { ms, text }
      })
    } finally {
      turns.push({ ms: performance.now() - started, what: short(name.text) })
    }
  }
  const inside = (tx: Queryable, slowest: (text: string, ms: number) => void): Queryable => {
    const timed = async <T>(text: string, work: () => Promise<T>) => {
      const started = performance.now()
      try {
        return await work()
      } finally {
        slowest(text, performance.now() - started)
      }
    }
    return {
      query: (text, params) => timed(text, () => tx.query(text, params)),
      sql: (statement) => timed('(sql)', () => tx.sql(statement)),
      exec: (text) => timed(text, () => tx.exec(text)),
      copyOut: (select) => timed(select, () => tx.copyOut(select)),
      copyIn: (target, rows) => timed(`COPY ${target.table}`, () => tx.copyIn(target, rows)),
    }
  }
  const step = <T>(
    run: (fn: (tx: Queryable) => Promise<T>) => Promise<T>,
    fn: (tx: Queryable) => Promise<T>,
  ) => turn('(transaction)', (slowest) => run((tx) => fn(inside(tx, slowest))))
  const wrapped: Database = {
    ...db,
    query: (text, params) => turn(text, () => db.query(text, params)),
    sql: (statement) => turn('(sql)', () => db.sql(statement)),
    exec: (text) => turn(text, () => db.exec(text)),
    copyOut: (select) => turn(select, () => db.copyOut(select)),
    copyIn: (target, rows) => turn(`COPY ${target.table}`, () => db.copyIn(target, rows)),
    transaction: (fn) => step((f) => db.transaction(f), fn),
    inSteps: (fn) =>
      db.kind === 'pglite'
        ? db.inSteps((steps) => fn({ step: (f) => step((g) => steps.step(g), f) }))
        : db.inSteps(fn),
  }
  return {
    db: wrapped,
    /** The longest turns, each with its slowest statement: which of them grow with the products is in docs/scale.md. */
    longest: (n: number) =>
      [...turns]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, n)
        .map((t) => `${t.ms.toFixed(0)} ms ${t.what}`),
    count: () => turns.length,
  }
}

function dbSizeMb(db: Database): Promise<number> {
  if (db.kind === 'pglite') {
    return Promise.resolve(Number(execSync(`du -sk ${pgliteDir}`).toString().split('\t')[0]) / 1024)
  }
  return db
    .query<{ mb: number }>('SELECT pg_database_size(current_database()) / 1048576.0 AS mb')
    .then((r) => Number(r[0]?.mb ?? 0))
}

async function benchEngine(
  label: string,
  open: () => Promise<Database>,
  seedSeconds: number | null,
  folder: string | null,
) {
  console.log(`\n=== ${label} ===`)
  // --reseed measures a load from nothing: the snapshots ingested again over a loaded database find
  // their rows unchanged, a cheaper backfill and day than a first load (PGlite at a million: 508 and
  // 117 s against 1,012 and 168 s).
  if (reseed && folder) rmSync(folder, { recursive: true, force: true })
  if (dayAgain) await restoreBackfill(folder)
  let db = await open()
  if (reseed && db.kind === 'postgres') {
    console.log('  --reseed: dropping every table of the DATABASE_URL database (schema public)')
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public')
  }
  await migrate(db)
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products')
  const days = readdirSync(snapshots)
    .filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))
    .sort()
  let ingestSeconds: number | null = null
  let dayIngestSeconds: number | null = null
  let dayBreakdown = ''
  // Empty on --reseed (above); otherwise a loaded database is read as it is, unless --day-again restored
  // the saved backfill (above) for its day.
  const loadBackfill = !dayAgain && (row?.n ?? 0) === 0
  if (dayAgain && (row?.n ?? 0) === 0) throw new Error('--day-again: the saved backfill holds no products')
  if (loadBackfill || dayAgain) {
    const backfill = days.slice(0, -1)
    const last = days.slice(-1)
    // Each file and derive step as it ends: a bench-scale backfill runs for many minutes.
    const progress = (phase: string) => ({
      onFile: (f: { entity: string; ms: number }) =>
        console.log(`  ${phase}: ${f.entity} file ${(f.ms / 1000).toFixed(1)} s`),
      onDeriveStep: (d: { step: string; ms: number }) =>
        console.log(`  ${phase}: ${d.step} ${(d.ms / 1000).toFixed(1)} s`),
    })
    if (loadBackfill) {
      const [t1] = await time(() =>
        runIngest({ dir: viewOfDays(backfill, 'view-backfill'), db, ...progress('backfill') }),
      )
      ingestSeconds = t1 / 1000
      // PGlite sizes its buffers by the folder it opens (pglite-host.ts): a server holding the loaded
      // catalogue opens it at its size, so the timed day runs on a database opened again, as it would.
      // The copy is taken of a closed database (a PGlite folder in use, a template with connections).
      if (db.kind === 'pglite' || saveBackfill) {
        await db.close()
        if (saveBackfill) await saveBackfillCopy(folder)
        db = await open()
      }
    }
    // The backfill's gigabytes still being written back by the kernel would be charged to the day
    // (an up to 20 s spread between runs of the same code here); a nightly ingest starts on a settled disk.
    execSync('sync')
    if (noDay) dayBreakdown = 'skipped (--no-day)'
    else {
      // The same writes on the quiet database first (their own cost), then all through the day.
      const quiet = userWriteLoop(db, 'quiet')
      await quiet.rounds(10)
      console.log(`user writes on a quiet database: ${await quiet.stop()}`)
      const writes = userWriteLoop(db, 'day')
      const turns = turnTimer(db)
      const [t2, dayReport] = await time(() =>
        runIngest({ dir: viewOfDays(last, 'view-day'), db: turns.db, ...progress('day') }),
      )
      console.log(`longest user-write wait during the day: ${await writes.stop()}`)
      if (db.kind === 'pglite') {
        const top = turns.longest(10)
        console.log(
          `longest turn of the day's ingest on the connection: ${top[0] ?? 'none'} (of ${turns.count()} turns)`,
        )
        for (const line of top.slice(1)) console.log(`  next: ${line}`)
      }
      dayIngestSeconds = t2 / 1000
      // Likewise the day's writes are settled before the reads are timed.
      execSync('sync')
      const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products')
      // The growth curve's unit (docs/scale.md): a day's ingest per thousand products held.
      console.log(
        `one day's ingest per 1,000 products: ${((t2 / (count?.n ?? 1)) * 1000).toFixed(0)} ms (${count?.n ?? 0} products)`,
      )
      // Where a day's time goes: each file's load (parse, validate, upsert, history) and the derive step.
      dayBreakdown = [
        ...dayReport.files.map((f) => `${f.entity} file ${(f.ms / 1000).toFixed(1)} s`),
        `derived tables and statistics ${(dayReport.derivedMs / 1000).toFixed(1)} s (${dayReport.derivedSteps
          .map((d) => `${d.step} ${(d.ms / 1000).toFixed(1)} s`)
          .join(', ')})`,
      ].join(', ')
    }
  }
  // A database loaded before ingest refreshed the planner's statistics has none: refresh once, as the
  // end of every ingest now does, so the reads below are planned the way a served database plans them.
  const [analyzed] = await db.query<{ ok: boolean }>(
    `SELECT reltuples >= 0 AND relallvisible > 0 AS ok FROM pg_class WHERE relname = 'products'`,
  )
  const [totals] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM product_list_totals')
  if ((totals?.n ?? 0) === 0) {
    const [t] = await time(() => refreshListTotals(db))
    console.log(`list totals rollup written (as after an ingest): ${(t / 1000).toFixed(1)} s`)
  }
  const [storeTotals] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM store_list_totals')
  if ((storeTotals?.n ?? 0) === 0) {
    const [t] = await time(() => refreshStoreListTotals(db))
    console.log(`store list totals written (as after an ingest): ${(t / 1000).toFixed(1)} s`)
  }
  const [categoryRows] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM category_stats')
  if ((categoryRows?.n ?? 0) === 0) {
    const [t] = await time(() => deriveCategoryRollups(db))
    console.log(`category rollups written (as after an ingest): ${(t / 1000).toFixed(1)} s`)
  }
  if (!analyzed?.ok) {
    const [t] = await time(() => refreshPlannerStatistics(db))
    console.log(
      `planner statistics refreshed (VACUUM ANALYZE, as after an ingest): ${(t / 1000).toFixed(1)} s`,
    )
  }
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products')
  console.log(`products: ${count?.n ?? 0}`)
  // Printed as soon as known: a long run still shows what it has measured.
  if (seedSeconds !== null) console.log(`seed (generate snapshot files): ${seedSeconds.toFixed(1)} s`)
  if (ingestSeconds !== null)
    console.log(`ingest (backfill day, all entities, derived tables): ${ingestSeconds.toFixed(1)} s`)
  if (dayIngestSeconds !== null)
    console.log(
      `one day's ingest (products file of the next day + derived): ${dayIngestSeconds.toFixed(1)} s (${dayBreakdown})`,
    )
  else if (dayBreakdown) console.log(`one day's ingest: ${dayBreakdown}`)
  if (ingestSeconds !== null || dayIngestSeconds !== null) {
    // The reads in a new process, as a server has them: a server never runs the ingest's JavaScript
    // (`npm run ingest` is its own process; on PGlite it sends its statements over the admin channel).
    // Read in the process that had just parsed a million products, the 50,000-row exports showed
    // 64 ms stalls where a fresh process had none over 26 ms (docs/scale.md, fourteenth session).
    await db.close()
    const engineArgs = db.kind === 'postgres' ? ['--only', 'postgres'] : []
    const child = spawnSync(
      process.execPath,
      [
        ...process.execArgv,
        process.argv[1] ?? '',
        ...args.filter((a) => !LOAD_FLAGS.includes(a)),
        ...engineArgs,
      ],
      { stdio: 'inherit', env: db.kind === 'postgres' ? process.env : { ...process.env, DATABASE_URL: '' } },
    )
    if (child.status !== 0) throw new Error(`the reads' process ended with ${child.status ?? child.signal}`)
    return
  }
  const stalls = stallMonitor()
  console.log(
    `${'read'.padEnd(34)} ${'api p50'.padStart(8)} ${'api p95'.padStart(8)} ${'raw p50'.padStart(8)} ${'raw p95'.padStart(8)} ${'ratio'.padStart(6)}`,
  )
  // --reads a,b: only the reads whose name contains one of these (to rerun a few after a change).
  const only = option('reads')?.split(',').filter(Boolean)
  for (const read of await reads(db)) {
    if (only && !only.some((part) => read.name.includes(part))) continue
    stalls.part(read.name)
    for (let i = 0; i < 10; i++) {
      await read.api()
      await read.raw()
    }
    const apiSamples: number[] = []
    const rawSamples: number[] = []
    // Interleaved, so drift on a shared machine hits both sides alike.
    for (let i = 0; i < iterations; i++) {
      apiSamples.push((await time(read.api))[0])
      rawSamples.push((await time(read.raw))[0])
    }
    const a = stats(apiSamples)
    const r = stats(rawSamples)
    console.log(
      `${read.name.padEnd(34)} ${ms(a.p50)} ${ms(a.p95)} ${ms(r.p50)} ${ms(r.p95)} ${(a.p50 / r.p50).toFixed(2).padStart(6)}`,
    )
  }
  stalls.part('export 10,000 rows')
  const exports: number[] = []
  const exportCpu: number[] = []
  let last: ExportRun = { ms: 0, cpuMs: 0, rows: 0, bytes: 0, rssDeltaMb: 0, rssPeakMb: 0 }
  // A first export warms the code up; the issue's figure is the steady one.
  await exportRows(db)
  const exportRuns = Math.max(5, Math.round(iterations / 10))
  for (let i = 0; i < exportRuns; i++) {
    last = await exportRows(db)
    exports.push(last.ms)
    exportCpu.push(last.cpuMs)
  }
  const e = stats(exports)
  const c = stats(exportCpu)
  console.log(
    `export ${last.rows} rows as CSV (${exportRuns} runs): p50 ${e.p50.toFixed(0)} ms, p95 ${e.p95.toFixed(0)} ms (process CPU p50 ${c.p50.toFixed(0)} ms), ${(last.bytes / 1e6).toFixed(1)} MB, RSS change ${last.rssDeltaMb.toFixed(1)} MB`,
  )
  // The largest plan export (EXPORT_MAX_ROWS), back to back: memory must stay flat (issue 19: RSS within
  // 50 MB of its start over 20 of them). --large-exports N (0 skips).
  const large = Number(option('large-exports') ?? 20)
  if (large > 0) {
    stalls.part(`export ${EXPORT_MAX_ROWS} rows`)
    // One first, untimed: the first export of this size grows the heap and PGlite's memory to their
    // working size (WebAssembly memory never shrinks); what must stay flat is every export after it.
    await exportRows(db, EXPORT_MAX_ROWS)
    const rssStart = process.memoryUsage.rss() / 1e6
    let peak = rssStart
    const times: number[] = []
    let rows = 0
    for (let i = 0; i < large; i++) {
      const run = await exportRows(db, EXPORT_MAX_ROWS)
      times.push(run.ms)
      peak = Math.max(peak, run.rssPeakMb)
      rows = run.rows
    }
    const rssEnd = process.memoryUsage.rss() / 1e6
    const t = stats(times)
    console.log(
      `${large} exports of ${rows} rows (after one): p50 ${t.p50.toFixed(0)} ms, p95 ${t.p95.toFixed(0)} ms; RSS start ${rssStart.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (+${(peak - rssStart).toFixed(0)}), end ${rssEnd.toFixed(0)} MB (${rssEnd - rssStart >= 0 ? '+' : ''}${(rssEnd - rssStart).toFixed(0)})`,
    )
  }
  console.log(`event loop: ${stalls.report()}`)
  console.log(`database size: ${(await dbSizeMb(db)).toFixed(0)} MB`)
  await db.close()
}

/** The flags that load or restore a database: the reads' process (above) reads what this one left. */
const LOAD_FLAGS = ['--reseed', '--save-backfill', '--day-again']

/** The backfill's saved copy: a folder beside PGlite's, a template database beside PostgreSQL's. */
const savedFolder = (folder: string) => `${folder}.backfill`
const savedDatabase = (name: string) => `${name}__backfill`

/** Runs `fn` on the server's maintenance database, with the bench database's name (CREATE/DROP DATABASE
 *  cannot run on a connection to the database they copy or drop). */
async function onMaintenanceDatabase(fn: (sql: postgres.Sql, name: string) => Promise<unknown>) {
  const url = new URL(process.env.DATABASE_URL ?? '')
  const name = decodeURIComponent(url.pathname.slice(1))
  url.pathname = '/postgres'
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} })
  try {
    await fn(sql, name)
  } finally {
    await sql.end({ timeout: 5 })
  }
}

async function saveBackfillCopy(folder: string | null): Promise<void> {
  const started = performance.now()
  if (folder) {
    rmSync(savedFolder(folder), { recursive: true, force: true })
    execSync(`cp -a ${JSON.stringify(folder)} ${JSON.stringify(savedFolder(folder))}`)
  } else
    await onMaintenanceDatabase(async (sql, name) => {
      const copy = savedDatabase(name)
      await sql`DROP DATABASE IF EXISTS ${sql(copy)}`
      await sql`CREATE DATABASE ${sql(copy)} TEMPLATE ${sql(name)}`
    })
  console.log(`  backfill saved for --day-again: ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

async function restoreBackfill(folder: string | null): Promise<void> {
  if (folder) {
    const saved = savedFolder(folder)
    if (!existsSync(saved))
      throw new Error(`--day-again: no saved backfill at ${saved} (run once with --save-backfill)`)
    rmSync(folder, { recursive: true, force: true })
    execSync(`cp -a ${JSON.stringify(saved)} ${JSON.stringify(folder)}`)
  } else
    await onMaintenanceDatabase(async (sql, name) => {
      const copy = savedDatabase(name)
      const [saved] = await sql`SELECT 1 FROM pg_database WHERE datname = ${copy}`
      if (!saved)
        throw new Error(`--day-again: no saved backfill database ${copy} (run once with --save-backfill)`)
      await sql`DROP DATABASE IF EXISTS ${sql(name)} WITH (FORCE)`
      await sql`CREATE DATABASE ${sql(name)} TEMPLATE ${sql(copy)}`
    })
  // The copy's gigabytes settle before the day is timed (as after a backfill, below).
  execSync('sync')
  console.log('  the saved backfill restored (--day-again)')
}

const seeded = await ensureSnapshots()
// --only postgres skips PGlite (each engine's bench-scale load is long; they can be run one at a time).
if (option('only') !== 'postgres') {
  await benchEngine(
    `PGlite (${pgliteDir})`,
    () => openDatabase({ url: '', dataDir: pgliteDir }),
    seeded.seconds,
    pgliteDir,
  )
}
if (process.env.DATABASE_URL) {
  await benchEngine(
    'PostgreSQL (DATABASE_URL)',
    () => openDatabase({ url: process.env.DATABASE_URL }),
    null,
    null,
  )
}
process.exit(0)
