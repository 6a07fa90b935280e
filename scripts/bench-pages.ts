// What the browser benchmarks (`bench:lighthouse`, `bench:vitals`) share: the production build, a
// generated demo catalogue in a folder of its own, the server on it, and the content and data pages
// they measure in English and Chinese.

import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import { type ServerProcess, startServerProcess } from './serve.ts'

export const ROOT = resolve(import.meta.dirname, '..')
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export type PageKind = 'content' | 'data'
export type BenchPage = { path: string; kind: PageKind }

/** Builds the app (unless told not to and a build exists); checks the browser is there. */
export function prepareBuild(build: boolean): void {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install -y chromium)`)
  if (build || !existsSync(resolve(ROOT, 'dist/server/server.js'))) {
    const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
    if (built.status !== 0) throw new Error('the build failed')
  }
}

/** A generated demo catalogue (600 products, 10 days, fixed seed) in a new folder; the first product's id. */
async function demoData(): Promise<{ dataDir: string; productId: number }> {
  const { openDatabase } = await import('../src/server/db/client')
  const { migrate } = await import('../src/server/db/migrate')
  let dataDir = process.env.PGLITE_DIR
  if (!dataDir) {
    const { generateSnapshots } = await import('../src/pipeline/seed/generate')
    const { runIngest } = await import('../src/pipeline/ingest/ingest')
    const base = mkdtempSync(join(tmpdir(), 'shopsight-bench-pages-'))
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

/**
 * The demo catalogue (or PGLITE_DIR when set) served from dist/ by a child process, and the pages to
 * measure on it: three content and three data pages, in English then Chinese (`only`: those paths alone,
 * comma-separated).
 */
export async function serveBenchPages(
  only: string | null,
): Promise<{ server: ServerProcess; pages: BenchPage[] }> {
  const wanted = only ? new Set(only.split(',')) : null
  const { dataDir, productId } = await demoData()
  const pages: BenchPage[] = [
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
    .filter((p) => !wanted || wanted.has(p.path))
  if (all.length === 0) throw new Error(`--only ${only}: not one of the measured pages`)
  const server = await startServerProcess({ root: ROOT, env: { PGLITE_DIR: dataDir, DATABASE_URL: '' } })
  return { server, pages: all }
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

/** What every page bench takes: the build (`--no-build` to reuse dist/), `--runs N` (1–9), `--only a,b`. */
export type PageBenchOptions = { build: boolean; runs: number; only: string | null }

/**
 * Reads the common flags; `own` reads the bench's other flags (`next()` takes the flag's value) and
 * answers whether the flag was one of them. Anything else is an error naming the argument.
 */
export function parsePageBenchArgs(
  argv: readonly string[],
  own: (arg: string, next: () => string | undefined) => boolean = () => false,
): PageBenchOptions {
  const options: PageBenchOptions = { build: true, runs: 3, only: null }
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? ''
    const next = () => argv[++i]
    if (arg === '--no-build') options.build = false
    else if (arg === '--runs') {
      const runs = Number(next())
      if (!Number.isInteger(runs) || runs < 1 || runs > 9)
        throw new Error('--runs needs a number from 1 to 9')
      options.runs = runs
    } else if (arg === '--only') options.only = next() ?? null
    else if (!own(arg, next)) throw new Error(`Unknown argument ${JSON.stringify(arg)}`)
  }
  return options
}

/** Headless Debian chromium as both browser benches drive it (nothing in the background, no sync). */
export function launchBenchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
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
}
