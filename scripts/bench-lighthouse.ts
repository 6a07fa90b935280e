// Lighthouse on the production build (`npm run bench:lighthouse`, issue 11): the `lighthouse` npm package
// driving Debian's chromium (no browser download), its default mobile preset (emulated phone, simulated
// slow 4G and 4x CPU slowdown), on the content and data pages in English and Chinese. Prints each
// category's score and LCP, TBT and CLS, the median of 3 runs, against the targets: performance >= 90
// on content pages and >= 80 on data pages, accessibility, best practices and SEO 100.
// Serves dist/ itself from a child process on a small generated demo catalogue in a folder of its own
// (or PGLITE_DIR when set). Builds first unless --no-build. A report: it exits 0 whether targets pass.
//
//   npm run bench:lighthouse -- [--no-build] [--runs N] [--only /path] [--explain]
// --explain also prints, for each page's last run, the audits below a full score and where the main
// thread's time went (per script and per kind of work): the place to start when a figure misses.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { type ServerProcess, startServerProcess } from './serve.ts'

const ROOT = resolve(import.meta.dirname, '..')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]

const TARGETS: Record<'content' | 'data', Record<Category, number>> = {
  content: { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 },
  data: { performance: 80, accessibility: 100, 'best-practices': 100, seo: 100 },
}

type Options = { build: boolean; runs: number; only: string | null; explain: boolean }

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { build: true, runs: 3, only: null, explain: false }
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]
    if (arg === '--no-build') options.build = false
    else if (arg === '--runs') {
      const runs = Number(argv[++i])
      if (!Number.isInteger(runs) || runs < 1 || runs > 9)
        throw new Error('--runs needs a number from 1 to 9')
      options.runs = runs
    } else if (arg === '--only') options.only = argv[++i] ?? null
    else if (arg === '--explain') options.explain = true
    else throw new Error(`Unknown argument ${JSON.stringify(arg)}`)
  }
  return options
}

/** A generated demo catalogue (600 products, 10 days, fixed seed) in a new folder; the first product's id. */
async function demoData(): Promise<{ dataDir: string; productId: number }> {
  const { openDatabase } = await import('../src/server/db/client')
  const { migrate } = await import('../src/server/db/migrate')
  let dataDir = process.env.PGLITE_DIR
  if (!dataDir) {
    const { generateSnapshots } = await import('../src/pipeline/seed/generate')
    const { runIngest } = await import('../src/pipeline/ingest/ingest')
    const base = mkdtempSync(join(tmpdir(), 'shopsight-lighthouse-'))
    const outDir = join(base, 'snapshots')
    await generateSnapshots({ outDir, scale: 'demo', days: 10, seed: 7, until: '2026-11-21', products: 600 })
    dataDir = join(base, 'pglite')
    const db = await openDatabase({ url: '', dataDir })
    await migrate(db)
    await runIngest({ dir: outDir, db })
    await db.close()
  }
  const db = await openDatabase({ url: '', dataDir })
  const [row] = await db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1')
  await db.close()
  if (!row) throw new Error('no product in the catalogue')
  return { dataDir, productId: Number(row.id) }
}

type Measure = Record<Category, number> & { lcp: number; tbt: number; cls: number; explanation: string[] }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

async function measure(url: string, port: number): Promise<Measure> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  })
  if (!result) throw new Error(`lighthouse gave no result for ${url}`)
  const { categories, audits } = result.lhr
  const score = (id: Category) => Math.round((categories[id]?.score ?? 0) * 100)
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    explanation: explain(result.lhr),
  }
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

/** The audits that lost points (a11y, best practices, SEO), the scripts' boot-up and the main thread's work. */
function explain(lhr: Lhr): string[] {
  const lines: string[] = []
  for (const id of ['accessibility', 'best-practices', 'seo'] as const) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        const items =
          (audit.details as { items?: Array<{ node?: { snippet?: string } }> } | undefined)?.items ?? []
        const nodes = items
          .map((item) => item.node?.snippet)
          .filter(Boolean)
          .slice(0, 3)
        lines.push(`  ${id}: ${ref.id} (${audit.title})${nodes.length ? ` at ${nodes.join(' | ')}` : ''}`)
      }
    }
  }
  type Row = { url?: string; total?: number; scripting?: number; groupLabel?: string; duration?: number }
  const rows = (id: string) => (lhr.audits[id]?.details as { items?: Row[] } | undefined)?.items ?? []
  for (const row of rows('bootup-time').slice(0, 6)) {
    lines.push(
      `  script ${row.url?.replace(/^https?:\/\/[^/]+/, '')}: ${Math.round(row.total ?? 0)} ms (${Math.round(row.scripting ?? 0)} scripting)`,
    )
  }
  for (const row of rows('mainthread-work-breakdown').slice(0, 5)) {
    lines.push(`  main thread ${row.groupLabel}: ${Math.round(row.duration ?? 0)} ms`)
  }
  const longTasks = rows('long-tasks')
  lines.push(`  long tasks: ${longTasks.map((t) => Math.round(t.duration ?? 0)).join(', ') || 'none'}`)
  return lines
}

async function main() {
  const options = parseArgs(process.argv.slice(2))
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install -y chromium)`)
  if (options.build || !existsSync(resolve(ROOT, 'dist/server/server.js'))) {
    const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
    if (built.status !== 0) throw new Error('the build failed')
  }
  const { dataDir, productId } = await demoData()
  const pages: { path: string; kind: 'content' | 'data' }[] = [
    { path: '/', kind: 'content' },
    { path: '/pricing', kind: 'content' },
    { path: '/blog', kind: 'content' },
    { path: '/product-database', kind: 'data' },
    { path: '/historical-rankings', kind: 'data' },
    { path: `/product-detail/${productId}`, kind: 'data' },
  ]
  const all = ['', '/cn']
    .flatMap((prefix) =>
      pages.map((p) => ({ ...p, path: p.path === '/' ? prefix || '/' : `${prefix}${p.path}` })),
    )
    .filter((p) => !options.only || p.path === options.only)
  let server: ServerProcess | undefined
  let chrome: chromeLauncher.LaunchedChrome | undefined
  try {
    server = await startServerProcess({ root: ROOT, env: { PGLITE_DIR: dataDir, DATABASE_URL: '' } })
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    })
    console.log(`Lighthouse ${options.runs} run(s) a page, mobile preset, Debian chromium; median shown.`)
    const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'misses target']
    console.log(header.join('\t'))
    for (const page of all) {
      const runs: Measure[] = []
      for (let i = 0; i < options.runs; i++)
        runs.push(await measure(`${server.baseUrl}${page.path}`, chrome.port))
      const pick = (key: Exclude<keyof Measure, 'explanation'>) => median(runs.map((run) => run[key]))
      const misses = CATEGORIES.filter((c) => pick(c) < TARGETS[page.kind][c]).map(
        (c) => `${c} ${pick(c)} < ${TARGETS[page.kind][c]}`,
      )
      console.log(
        [
          page.path,
          pick('performance'),
          pick('accessibility'),
          pick('best-practices'),
          pick('seo'),
          Math.round(pick('lcp')),
          Math.round(pick('tbt')),
          pick('cls').toFixed(3),
          misses.join(', ') || '-',
        ].join('\t'),
      )
      if (options.explain) for (const line of runs.at(-1)?.explanation ?? []) console.log(line)
    }
  } finally {
    chrome?.kill()
    await server?.stop()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
