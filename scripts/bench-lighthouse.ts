// Lighthouse on the production build (`npm run bench:lighthouse`, issue 11): the `lighthouse` npm package
// driving Debian's chromium (no browser download), its default mobile preset (emulated phone, simulated
// slow 4G and 4x CPU slowdown), on the content and data pages in English and Chinese. Prints each
// category's score and LCP, TBT and CLS, the median of 3 runs, against the targets (issue 36): performance
// >= 90 on every page, accessibility, best practices and SEO 100, TBT <= 200 ms, CLS <= 0.02.
// `bench:vitals` measures the same pages without Lighthouse (observed, not simulated), to tell the app's
// time from one Lighthouse version's reading of one browser build's trace.
// Serves dist/ itself from a child process on a small generated demo catalogue in a folder of its own
// (or PGLITE_DIR when set). Builds first unless --no-build. A report: it exits 0 whether targets pass.
//
//   npm run bench:lighthouse -- [--no-build] [--runs N] [--only /path[,/path…]] [--explain]
// --explain also prints, for each page's last run, the audits below a full score and where the main
// thread's time went (per script and per kind of work): the place to start when a figure misses.
import type * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import {
  launchBenchChrome,
  median,
  type PageKind,
  parsePageBenchArgs,
  prepareBuild,
  serveBenchPages,
} from './bench-pages.ts'
import type { ServerProcess } from './serve.ts'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]

// The same on content and data pages since issue 36 (data pages were allowed 80 before).
const TARGETS: Record<PageKind, Record<Category, number>> = {
  content: { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 },
  data: { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 },
}
const TARGET_TBT_MS = 200
const TARGET_CLS = 0.02

type Options = { build: boolean; runs: number; only: string | null; explain: boolean }

function parseArgs(argv: readonly string[]): Options {
  let explain = false
  const common = parsePageBenchArgs(argv, (arg) => {
    if (arg !== '--explain') return false
    explain = true
    return true
  })
  return { ...common, explain }
}

type Measure = Record<Category, number> & {
  lcp: number
  tbt: number
  cls: number
  explanation: string[]
  /** Why a metric of this run is missing (Lighthouse's runtime error or the audit's message), if one is. */
  failure?: string
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
  const metrics = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
  const missing = metrics.find((id) => audits[id]?.numericValue === undefined)
  const failure =
    result.lhr.runtimeError?.message ??
    (missing ? `${missing}: ${audits[missing]?.errorMessage ?? 'not measured'}` : undefined)
  return {
    failure,
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
  // Which element the LCP is (its details nest the node in a list of tables): a late one names the cause.
  const snippets: string[] = []
  const collect = (value: unknown): void => {
    if (!value || typeof value !== 'object') return
    const snippet = (value as { node?: { snippet?: unknown } }).node?.snippet
    if (typeof snippet === 'string') snippets.push(snippet)
    for (const child of Object.values(value)) collect(child)
  }
  collect(lhr.audits['largest-contentful-paint-element']?.details)
  if (snippets[0]) lines.push(`  LCP element: ${snippets[0]}`)
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
  prepareBuild(options.build)
  let server: ServerProcess | undefined
  let chrome: chromeLauncher.LaunchedChrome | undefined
  try {
    const served = await serveBenchPages(options.only)
    server = served.server
    chrome = await launchBenchChrome()
    console.log(`Lighthouse ${options.runs} run(s) a page, mobile preset, Debian chromium; median shown.`)
    const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'misses target']
    console.log(header.join('\t'))
    for (const page of served.pages) {
      const runs: Measure[] = []
      for (let i = 0; i < options.runs; i++)
        runs.push(await measure(`${server.baseUrl}${page.path}`, chrome.port))
      // A run that measured nothing (a trace Lighthouse could not read) is named, not averaged in: the
      // median is of the runs that measured, and a page with fewer than all of them counts as a miss.
      const measured = runs.filter((run) => !run.failure)
      const pick = (key: Exclude<keyof Measure, 'explanation' | 'failure'>) =>
        median(measured.map((run) => run[key]))
      const misses = CATEGORIES.filter((c) => pick(c) < TARGETS[page.kind][c]).map(
        (c) => `${c} ${pick(c)} < ${TARGETS[page.kind][c]}`,
      )
      if (pick('tbt') > TARGET_TBT_MS) misses.push(`TBT > ${TARGET_TBT_MS}`)
      if (pick('cls') > TARGET_CLS) misses.push(`CLS > ${TARGET_CLS}`)
      const failed = runs.filter((run) => run.failure)
      if (failed.length > 0)
        misses.push(`${failed.length} of ${runs.length} runs failed (${failed[0]?.failure ?? ''})`)
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
