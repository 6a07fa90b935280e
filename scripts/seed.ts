// `node scripts/seed.ts --scale demo|bench …`: generates realistic snapshot files (docs/ingest.md)
// and ingests them. `runSeed` is the same thing as a function, for `npm start` and tests.
import { realpathSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { DEFAULT_PRODUCTS, generateSnapshots } from '../src/pipeline/seed/generate.ts'

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const INGEST_MODULE = '../src/pipeline/ingest/ingest.ts'
const DEFAULT_DAYS = { demo: 90, bench: 30 } as const

export type Scale = 'demo' | 'bench'

export interface SeedOptions {
  scale: Scale
  /** Days of history (default 90 for demo, 30 for bench). */
  days?: number
  seed?: number
  /** Last snapshot day, YYYY-MM-DD (default: yesterday, UTC). */
  until?: string
  /** Output folder (default .data/snapshots/<scale> in the repository). */
  outDir?: string
  /** Product count override (default 50,000 for demo, 1,000,000 for bench). */
  products?: number
  /** Load the files into the database afterwards (default true). */
  ingest?: boolean
  /** Progress and summary lines; silent when omitted. */
  log?: (line: string) => void
  /** Progress updates for a bar (generation, then ingest). */
  onProgress?: (done: number, total: number, label: string) => void
}

export interface SeedResult {
  outDir: string
  until: string
  days: number
  seed: number
  files: string[]
  counts: Record<string, number>
  /** Bytes written per file, in `files` order. */
  sizes: number[]
  generateMs: number
  /** The ingest's own report, when it ran. */
  ingest?: unknown
  ingestMs?: number
}

/** The shape of src/pipeline/ingest/ingest.ts this script relies on (imported lazily). */
interface IngestModule {
  runIngest(options: {
    dir: string
    onProgress?: (progress: {
      file: string
      bytes: number
      totalBytes: number
      fileIndex: number
      fileCount: number
    }) => void
  }): Promise<unknown>
}

export class UsageError extends Error {}

export function yesterdayUtc(now = Date.now()): string {
  return new Date(now - 86_400_000).toISOString().slice(0, 10)
}

function isDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const time = Date.parse(`${text}T00:00:00Z`)
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text
}

/** Validates options and fills in the defaults; throws UsageError with a message for people. */
export function resolveSeedOptions(options: SeedOptions): Required<Omit<SeedOptions, 'log' | 'onProgress'>> {
  const { scale } = options
  if (scale !== 'demo' && scale !== 'bench')
    throw new UsageError(`--scale must be demo or bench, got "${scale}"`)
  const days = options.days ?? DEFAULT_DAYS[scale]
  if (!Number.isInteger(days) || days < 2 || days > 730) {
    throw new UsageError(`--days must be a whole number from 2 to 730, got "${options.days}"`)
  }
  const seed = options.seed ?? 1
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new UsageError(`--seed must be a whole number from 0 to 4294967295, got "${options.seed}"`)
  }
  const until = options.until ?? yesterdayUtc()
  if (!isDate(until))
    throw new UsageError(`--until must be a real date as YYYY-MM-DD, got "${options.until}"`)
  if (until < '2000-01-01' || until > '2100-12-31')
    throw new UsageError(`--until must be between 2000 and 2100`)
  const products = options.products ?? DEFAULT_PRODUCTS[scale]
  if (!Number.isInteger(products) || products < 100 || products > 5_000_000) {
    throw new UsageError(`--products must be a whole number from 100 to 5000000, got "${options.products}"`)
  }
  const outDir = resolve(options.outDir ?? resolve(REPO_ROOT, '.data', 'snapshots', scale))
  return { scale, days, seed, until, outDir, products, ingest: options.ingest ?? true }
}

/** Generates the snapshot files and, unless `ingest` is false, loads them. */
export async function runSeed(options: SeedOptions): Promise<SeedResult> {
  const resolved = resolveSeedOptions(options)
  const log = options.log ?? (() => {})
  log(
    `Generating ${resolved.scale} data: ${resolved.products.toLocaleString('en-US')} products, ${resolved.days} days ` +
      `to ${resolved.until}, seed ${resolved.seed} → ${relative(process.cwd(), resolved.outDir) || '.'}`,
  )
  const started = performance.now()
  const { files, counts } = await generateSnapshots({
    outDir: resolved.outDir,
    scale: resolved.scale,
    days: resolved.days,
    seed: resolved.seed,
    until: resolved.until,
    products: resolved.products,
    onProgress: options.onProgress,
  })
  const generateMs = performance.now() - started
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size))
  const result: SeedResult = {
    outDir: resolved.outDir,
    until: resolved.until,
    days: resolved.days,
    seed: resolved.seed,
    files,
    counts,
    sizes,
    generateMs,
  }
  if (!resolved.ingest) return result

  let ingestModule: IngestModule
  try {
    ingestModule = (await import(INGEST_MODULE)) as IngestModule
  } catch (error) {
    throw new Error(
      `The snapshot files are written, but the ingest could not be loaded (${error instanceof Error ? error.message : error}). ` +
        'Run with --no-ingest to only generate.',
    )
  }
  log('Ingesting…')
  const ingestStarted = performance.now()
  result.ingest = await ingestModule.runIngest({
    dir: resolved.outDir,
    onProgress: options.onProgress
      ? (progress) =>
          options.onProgress?.(
            progress.fileIndex * 1000 +
              Math.round((progress.bytes / Math.max(1, progress.totalBytes)) * 1000),
            progress.fileCount * 1000,
            `ingest ${relative(resolved.outDir, progress.file)}`,
          )
      : undefined,
  })
  result.ingestMs = performance.now() - ingestStarted
  return result
}

// ---------------------------------------------------------------------------------------------
// Command line

const USAGE = `Usage: node scripts/seed.ts --scale demo|bench [options]

  --scale demo|bench   demo: 50,000 products; bench: 1,000,000 products (default demo)
  --days N             days of history, 2–730 (default 90 for demo, 30 for bench)
  --seed N             random seed, 0–4294967295 (default 1); same seed, same files
  --until YYYY-MM-DD   last snapshot day (default yesterday, UTC)
  --out DIR            output folder (default .data/snapshots/<scale>)
  --products N         override the product count (100–5000000)
  --no-ingest          only write the files
  --help               show this help`

function integer(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number, got "${value}"`)
  return Number(value)
}

const OPTIONS = {
  scale: { type: 'string' },
  days: { type: 'string' },
  seed: { type: 'string' },
  until: { type: 'string' },
  out: { type: 'string' },
  products: { type: 'string' },
  'no-ingest': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const

function parseValues(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: false }).values
  } catch (error) {
    // node:util's messages name the flag ("Unknown option '--sed'"), which is what a person needs.
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
}

/** Parses command-line arguments into options; throws UsageError on anything unexpected. */
export function parseSeedArgs(argv: readonly string[]): SeedOptions | 'help' {
  const values = parseValues(argv)
  if (values.help) return 'help'
  const scale = values.scale ?? 'demo'
  if (scale !== 'demo' && scale !== 'bench')
    throw new UsageError(`--scale must be demo or bench, got "${scale}"`)
  const options: SeedOptions = {
    scale,
    days: integer('days', values.days),
    seed: integer('seed', values.seed),
    until: values.until,
    outDir: values.out,
    products: integer('products', values.products),
    ingest: !values['no-ingest'],
  }
  resolveSeedOptions(options)
  return options
}

function formatBytes(bytes: number): string {
  if (bytes >= 1 << 30) return `${(bytes / (1 << 30)).toFixed(2)} GB`
  if (bytes >= 1 << 20) return `${(bytes / (1 << 20)).toFixed(1)} MB`
  return `${(bytes / 1024).toFixed(1)} KB`
}

/** A bar on a terminal; a plain line per stage and every ten seconds otherwise (logs, CI). */
function progressPrinter(stream: NodeJS.WriteStream) {
  const started = performance.now()
  let lastLabel = ''
  let lastLine = 0
  let drawn = false
  return {
    update(done: number, total: number, label: string) {
      const ratio = total > 0 ? Math.min(1, done / total) : 0
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      if (stream.isTTY) {
        const width = 30
        const filled = Math.round(ratio * width)
        const line = `${'█'.repeat(filled)}${'░'.repeat(width - filled)} ${(ratio * 100).toFixed(0).padStart(3)}%  ${label}  ${seconds} s`
        stream.write(`\r${line.slice(0, (stream.columns ?? 100) - 1).padEnd((stream.columns ?? 100) - 1)}`)
        drawn = true
        return
      }
      const now = performance.now()
      if (label !== lastLabel || now - lastLine > 10_000) {
        stream.write(`${(ratio * 100).toFixed(0).padStart(3)}%  ${label}  (${seconds} s)\n`)
        lastLabel = label
        lastLine = now
      }
    },
    clear() {
      if (drawn) stream.write('\r\x1b[2K')
      drawn = false
    },
  }
}

async function main(argv: readonly string[]): Promise<number> {
  let options: SeedOptions | 'help'
  try {
    options = parseSeedArgs(argv)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    console.error(`${error.message}\n\n${USAGE}`)
    return 2
  }
  if (options === 'help') {
    console.log(USAGE)
    return 0
  }

  // Peak memory, sampled: the bench scale must stream, and this shows that it does.
  let peakRss = process.memoryUsage().rss
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss)
  }, 100)
  sampler.unref()
  const progress = progressPrinter(process.stderr)
  const started = performance.now()
  try {
    const result = await runSeed({
      ...options,
      log: (line) => {
        progress.clear()
        console.log(line)
      },
      onProgress: (done, total, label) => progress.update(done, total, label),
    })
    progress.clear()
    peakRss = Math.max(peakRss, process.memoryUsage().rss)
    const names = Object.keys(result.counts)
    const width = Math.max(...names.map((name) => name.length))
    console.log('Rows written:')
    result.files.forEach((file, index) => {
      const name = names[index]!
      console.log(
        `  ${name.padEnd(width)} ${result.counts[name]!.toLocaleString('en-US').padStart(11)}  ${formatBytes(result.sizes[index]!).padStart(9)}  ${relative(process.cwd(), file)}`,
      )
    })
    const total = result.sizes.reduce((sum, size) => sum + size, 0)
    console.log(
      `Generated ${formatBytes(total)} in ${(result.generateMs / 1000).toFixed(1)} s` +
        (result.ingestMs === undefined ? '' : `; ingested in ${(result.ingestMs / 1000).toFixed(1)} s`) +
        `; total ${((performance.now() - started) / 1000).toFixed(1)} s, peak memory ${Math.round(peakRss / 1e6)} MB`,
    )
    const totals = (result.ingest as { totals?: Record<string, number> } | undefined)?.totals
    if (totals) {
      console.log(
        `Ingest: ${Object.entries(totals)
          .map(([key, value]) => `${key} ${value.toLocaleString('en-US')}`)
          .join(', ')}`,
      )
    }
    return 0
  } catch (error) {
    progress.clear()
    console.error(`Seed failed: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  } finally {
    clearInterval(sampler)
  }
}

function invokedDirectly(): boolean {
  const entry = process.argv[1]
  if (!entry) return false
  try {
    return pathToFileURL(realpathSync(entry)).href === import.meta.url
  } catch {
    return false
  }
}

if (invokedDirectly()) {
  // Exit explicitly: an ingest may leave a database connection open.
  process.exit(await main(process.argv.slice(2)))
}
