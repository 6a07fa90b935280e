// Web benchmark of the production build (`npm run bench:web`): time to first byte of the content pages
// and of the product pages on the demo data (the product database as a visitor, a product detail and
// the category database and analysis as a signed-in Team Pro user), requests per second of the home page, the gzipped JavaScript and CSS each
// measured page loads first, and a 10,000-row CSV export (time and server memory).
// Builds first unless --no-build; serves dist/ from a child process (as `npm start` runs it: no tsx, and
// the client here does not share the server's event loop) on a free loopback port; stops by itself.
// It is a report: it exits 0 whether the targets pass or not (non-zero only when it cannot measure).
//
//   node scripts/bench-web.ts [--no-build] [--requests N]
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import http from 'node:http'
import { resolve, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { BENCH_EMAIL, BENCH_PASSWORD, prepareBenchUser } from './bench-user.ts'
import { type ServerProcess, startServerProcess } from './serve.ts'

const ROOT = resolve(import.meta.dirname, '..')
const CLIENT_DIR = resolve(ROOT, 'dist/client')
const HOST = '127.0.0.1'
const TTFB_PATHS = ['/', '/cn/pricing', '/blog'] as const
const WARMUP_REQUESTS = 20
const DEFAULT_REQUESTS = 500
const RPS_PATH = '/'
const RPS_WORKERS = 8
const RPS_SECONDS = 5
const REQUEST_TIMEOUT_MS = 10_000
const TARGET_TTFB_MEDIAN_MS = 20
const TARGET_FIRST_LOAD_JS_KB = 150
const TARGET_PRODUCT_TTFB_MEDIAN_MS = 60
const TARGET_PRODUCT_JS_KB = 200
const TARGET_EXPORT_MS = 1000
const EXPORT_ROWS = 10_000
const EXPORT_RUNS = 5
/** Product pages are slower to render than content pages: fewer requests keep the run short. */
const PRODUCT_REQUESTS = 200
const KB = 1024

type Options = { build: boolean; requests: number }

function usage(): string {
  return 'Usage: node scripts/bench-web.ts [--no-build] [--requests N]'
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { build: true, requests: DEFAULT_REQUESTS }
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]
    if (arg === '--no-build') {
      options.build = false
    } else if (arg === '--requests' || arg?.startsWith('--requests=')) {
      const raw = arg === '--requests' ? argv[++i] : arg.slice('--requests='.length)
      const count = Number(raw)
      if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
        throw new Error(`--requests needs a whole number from 1 to 1000000, got ${JSON.stringify(raw)}`)
      }
      options.requests = count
    } else if (arg === '--help' || arg === '-h') {
      console.log(usage())
      process.exit(0)
    } else {
      throw new Error(`Unknown argument ${JSON.stringify(arg)}\n${usage()}`)
    }
  }
  return options
}

type Timing = { status: number; ttfbMs: number; totalMs: number; bytes: number }

/**
 * A new client address per request (the server runs with TRUST_PROXY=1): the per-address API limit
 * (src/server/security/request-limit.ts) guards against abuse and would otherwise answer 429 to a
 * benchmark's hundreds of sequential calls, which is not what it measures.
 */
let clientCount = 0
function clientAddress(): string {
  clientCount += 1
  return `10.${(clientCount >> 16) & 255}.${(clientCount >> 8) & 255}.${clientCount & 255}`
}

/** One GET over the keep-alive agent: time to the response headers, then the whole body read and dropped. */
function timedGet(agent: http.Agent, port: number, path: string, cookie = ''): Promise<Timing> {
  return new Promise((resolvePromise, reject) => {
    const start = performance.now()
    const request = http.get(
      {
        host: HOST,
        port,
        path,
        agent,
        headers: {
          'accept-encoding': 'identity',
          accept: 'text/html',
          'x-forwarded-for': clientAddress(),
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        const ttfbMs = performance.now() - start
        let bytes = 0
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length
        })
        response.on('end', () =>
          resolvePromise({
            status: response.statusCode ?? 0,
            ttfbMs,
            totalMs: performance.now() - start,
            bytes,
          }),
        )
        response.on('error', reject)
      },
    )
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error(`GET ${path} timed out`)))
    request.on('error', reject)
  })
}

/** Nearest-rank percentile of an ascending list. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)))
  return sorted[rank - 1] ?? Number.NaN
}

type TtfbResult = {
  path: string
  count: number
  failures: number
  medianMs: number
  p95Ms: number
  minMs: number
  maxMs: number
  totalMedianMs: number
  bytes: number
}

async function measureTtfb(
  agent: http.Agent,
  port: number,
  path: string,
  requests: number,
  cookie = '',
): Promise<TtfbResult> {
  for (let i = 0; i < WARMUP_REQUESTS; i += 1) await timedGet(agent, port, path, cookie)
  const ttfb: number[] = []
  const total: number[] = []
  let failures = 0
  let bytes = 0
  for (let i = 0; i < requests; i += 1) {
    const timing = await timedGet(agent, port, path, cookie)
    if (timing.status !== 200) failures += 1
    ttfb.push(timing.ttfbMs)
    total.push(timing.totalMs)
    bytes = timing.bytes
  }
  ttfb.sort((a, b) => a - b)
  total.sort((a, b) => a - b)
  return {
    path,
    count: requests,
    failures,
    medianMs: percentile(ttfb, 0.5),
    p95Ms: percentile(ttfb, 0.95),
    minMs: ttfb[0] ?? Number.NaN,
    maxMs: ttfb.at(-1) ?? Number.NaN,
    totalMedianMs: percentile(total, 0.5),
    bytes,
  }
}

type RpsResult = { requests: number; failures: number; seconds: number; rps: number }

async function measureRps(agent: http.Agent, port: number): Promise<RpsResult> {
  const start = performance.now()
  const deadline = start + RPS_SECONDS * 1000
  let requests = 0
  let failures = 0
  const worker = async () => {
    while (performance.now() < deadline) {
      const timing = await timedGet(agent, port, RPS_PATH)
      requests += 1
      if (timing.status !== 200) failures += 1
    }
  }
  await Promise.all(Array.from({ length: RPS_WORKERS }, worker))
  const seconds = (performance.now() - start) / 1000
  return { requests, failures, seconds, rps: requests / seconds }
}

type Asset = { url: string; kind: 'js' | 'css'; rawBytes: number; gzipBytes: number }

/** The attributes of every <script> and <link> start tag in an HTML document. */
function startTags(html: string): Array<{ name: string; attrs: Map<string, string> }> {
  const tags: Array<{ name: string; attrs: Map<string, string> }> = []
  for (const tag of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = new Map<string, string>()
    for (const attr of (tag[2] ?? '').matchAll(
      /([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
    )) {
      const name = attr[1]?.toLowerCase()
      if (name) attrs.set(name, attr[2] ?? attr[3] ?? attr[4] ?? '')
    }
    tags.push({ name: (tag[1] ?? '').toLowerCase(), attrs })
  }
  return tags
}

/** Scripts, module preloads and stylesheets under /assets/ that the page loads first. */
function firstLoadAssetUrls(html: string): Array<{ url: string; kind: 'js' | 'css' }> {
  const found = new Map<string, 'js' | 'css'>()
  for (const { name, attrs } of startTags(html)) {
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/)
    let url: string | undefined
    let kind: 'js' | 'css' | undefined
    if (name === 'script' && attrs.has('src')) {
      url = attrs.get('src')
      kind = 'js'
    } else if (name === 'link' && rel.includes('modulepreload')) {
      url = attrs.get('href')
      kind = 'js'
    } else if (name === 'link' && rel.includes('stylesheet')) {
      url = attrs.get('href')
      kind = 'css'
    }
    if (!url || !kind) continue
    const pathname = new URL(url, 'http://bench.invalid').pathname
    if (pathname.startsWith('/assets/')) found.set(pathname, kind)
  }
  return [...found].map(([url, kind]) => ({ url, kind }))
}

function readAsset(url: string, kind: 'js' | 'css'): Asset {
  const file = resolve(CLIENT_DIR, `.${decodeURIComponent(url)}`)
  if (!file.startsWith(CLIENT_DIR + sep)) throw new Error(`Asset outside dist/client: ${url}`)
  const content = readFileSync(file)
  return { url, kind, rawBytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length }
}

/** The body of one GET, for reading the home page's HTML. */
function getText(port: number, path: string, cookie = ''): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const headers = { accept: 'text/html', ...(cookie ? { cookie } : {}) }
    const request = http.get({ host: HOST, port, path, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`GET ${path} answered ${response.statusCode}`))
        else resolvePromise(Buffer.concat(chunks).toString('utf8'))
      })
      response.on('error', reject)
    })
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error(`GET ${path} timed out`)))
    request.on('error', reject)
  })
}

const ms = (value: number) => value.toFixed(2)
const kb = (bytes: number) => (bytes / KB).toFixed(1)

function table(headers: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n')
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2))

  if (options.build) {
    console.log('Building the production app (npm run build)…')
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
    if (build.error) throw build.error
    if (build.status !== 0) throw new Error(`npm run build failed with exit code ${build.status}`)
  }
  if (!existsSync(resolve(ROOT, 'dist/server/server.js'))) {
    throw new Error('No production build in dist/: run `npm run build` or drop --no-build.')
  }

  // Product pages read the demo data (`npm start` seeds it; the server uses .data/pglite or PGLITE_DIR).
  await prepareBenchUser()
  const server = await startServerProcess({ root: ROOT, env: { TRUST_PROXY: '1' } })
  const agent = new http.Agent({ keepAlive: true, maxSockets: RPS_WORKERS })
  try {
    const port = Number(new URL(server.baseUrl).port)
    console.log(
      `\nServing dist/ at ${server.baseUrl} from process ${server.pid} (Node ${process.version}, ${process.platform}/${process.arch})`,
    )

    console.log(
      `\nTime to first byte: ${WARMUP_REQUESTS} warm-up + ${options.requests} sequential GETs per page, keep-alive, body read and dropped`,
    )
    const ttfb: TtfbResult[] = []
    for (const path of TTFB_PATHS) ttfb.push(await measureTtfb(agent, port, path, options.requests))
    console.log(
      table(
        [
          'page',
          'requests',
          'non-200',
          'median ms',
          'p95 ms',
          'min ms',
          'max ms',
          'full body median ms',
          'HTML KB',
        ],
        ttfb.map((r) => [
          r.path,
          String(r.count),
          String(r.failures),
          ms(r.medianMs),
          ms(r.p95Ms),
          ms(r.minMs),
          ms(r.maxMs),
          ms(r.totalMedianMs),
          kb(r.bytes),
        ]),
      ),
    )

    console.log(`\nThroughput: GET ${RPS_PATH} from ${RPS_WORKERS} concurrent workers for ${RPS_SECONDS} s`)
    const rps = await measureRps(agent, port)
    console.log(
      table(
        ['page', 'workers', 'requests', 'non-200', 'seconds', 'requests/s'],
        [
          [
            RPS_PATH,
            String(RPS_WORKERS),
            String(rps.requests),
            String(rps.failures),
            rps.seconds.toFixed(2),
            rps.rps.toFixed(1),
          ],
        ],
      ),
    )

    const home = await getText(port, '/')
    const assets = firstLoadAssetUrls(home).map(({ url, kind }) => readAsset(url, kind))
    const sum = (kind: 'js' | 'css', key: 'rawBytes' | 'gzipBytes') =>
      assets.filter((a) => a.kind === kind).reduce((total, a) => total + a[key], 0)
    const jsGzip = sum('js', 'gzipBytes')
    const cssGzip = sum('css', 'gzipBytes')
    console.log(
      `\nFirst load of /: scripts, module preloads and stylesheets under /assets/ (gzip level 9, 1 KB = ${KB} bytes)`,
    )
    console.log(
      table(
        ['asset', 'kind', 'raw KB', 'gzip KB'],
        [...assets]
          .sort((a, b) => b.gzipBytes - a.gzipBytes)
          .map((a) => [a.url, a.kind, kb(a.rawBytes), kb(a.gzipBytes)]),
      ),
    )
    console.log(
      table(
        ['total', 'files', 'raw KB', 'gzip KB'],
        [
          [
            'JavaScript',
            String(assets.filter((a) => a.kind === 'js').length),
            kb(sum('js', 'rawBytes')),
            kb(jsGzip),
          ],
          [
            'CSS',
            String(assets.filter((a) => a.kind === 'css').length),
            kb(sum('css', 'rawBytes')),
            kb(cssGzip),
          ],
        ],
      ),
    )

    const product = await measureProductPages(agent, port, server)

    const worst = ttfb.reduce((a, b) => (b.medianMs > a.medianMs ? b : a))
    const ttfbPass = ttfb.every((r) => r.medianMs < TARGET_TTFB_MEDIAN_MS && r.failures === 0)
    const jsPass = jsGzip / KB < TARGET_FIRST_LOAD_JS_KB
    console.log(
      `\nTargets: TTFB median < ${TARGET_TTFB_MEDIAN_MS} ms: ${ttfbPass ? 'PASS' : 'FAIL'} (slowest ${worst.path} ${ms(worst.medianMs)} ms)` +
        ` | first-load JS < ${TARGET_FIRST_LOAD_JS_KB} KB gzipped: ${jsPass ? 'PASS' : 'FAIL'} (${kb(jsGzip)} KB)`,
    )
    console.log(
      `Product targets: TTFB median < ${TARGET_PRODUCT_TTFB_MEDIAN_MS} ms: ${product.ttfbPass ? 'PASS' : 'FAIL'}` +
        ` | first-load JS < ${TARGET_PRODUCT_JS_KB} KB gzipped: ${product.jsPass ? 'PASS' : 'FAIL'}` +
        ` | ${EXPORT_ROWS.toLocaleString('en-US')}-row export < ${TARGET_EXPORT_MS} ms: ${product.exportPass ? 'PASS' : 'FAIL'}`,
    )
  } finally {
    agent.destroy()
    await server.stop()
  }
}

/** Signs the bench user in over HTTP and returns its session cookie. */
async function signIn(port: number): Promise<string> {
  const response = await fetch(`http://${HOST}:${port}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://${HOST}:${port}` },
    body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
  })
  if (!response.ok) throw new Error(`bench sign-in answered ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

/** Gzipped first-load JavaScript of a page, as the browser would fetch it. */
async function firstLoadJs(port: number, path: string, cookie: string): Promise<number> {
  const html = await getText(port, path, cookie)
  return firstLoadAssetUrls(html)
    .filter((a) => a.kind === 'js')
    .map(({ url, kind }) => readAsset(url, kind))
    .reduce((total, a) => total + a.gzipBytes, 0)
}

async function measureProductPages(agent: http.Agent, port: number, server: ServerProcess) {
  const cookie = await signIn(port)
  const list = await fetch(`http://${HOST}:${port}/api/v2/products/list?page_size=10`).then((r) => r.json())
  const id: unknown = list?.data?.list?.[0]?.id
  if (typeof id !== 'number')
    throw new Error('No product in the database: seed the demo data (npm start) first')
  // A visitor's list page may come from the anonymous page cache; the signed-in rows are rendered
  // for each request (session, quota and data reads included), and the detail's API call shows how
  // much of the page's time is the data and how much the render.
  const pages = [
    { path: '/product-database', cookie: '' },
    { path: '/product-database?sort=week_sales', cookie },
    { path: `/product-detail/${id}`, cookie },
    { path: `/api/v2/products/detail?id=${id}`, cookie },
    // The category database (issue 12): the tree and a category's analysis, signed in.
    { path: '/category-database', cookie },
    { path: '/category-analysis?category_id=1', cookie },
    { path: '/api/category_analysis/get_list', cookie },
    // The keyword database (issue 13), signed in.
    { path: '/keyword-database', cookie },
    // Store pages (issue 12): the classic list signed in, and the list's first store's detail.
    ...(await storePages(port, cookie)),
    // Ads and dashboard (issue 13), signed in.
    { path: '/dashboard', cookie },
    { path: '/ads-trend', cookie },
  ]
  console.log(
    `\nProduct pages on the demo data: ${WARMUP_REQUESTS} warm-up + ${PRODUCT_REQUESTS} sequential GETs; the detail page as a signed-in Team Pro user`,
  )
  const results: Array<TtfbResult & { jsKb: number }> = []
  for (const page of pages) {
    const r = await measureTtfb(agent, port, page.path, PRODUCT_REQUESTS, page.cookie)
    const jsKb = page.path.startsWith('/api/') ? 0 : (await firstLoadJs(port, page.path, page.cookie)) / KB
    results.push({ ...r, jsKb })
  }
  console.log(
    table(
      ['page', 'requests', 'non-200', 'median ms', 'p95 ms', 'first-load JS gzip KB'],
      results.map((r) => [
        r.path,
        String(r.count),
        String(r.failures),
        ms(r.medianMs),
        ms(r.p95Ms),
        r.path.startsWith('/api/') ? '–' : r.jsKb.toFixed(1),
      ]),
    ),
  )

  // The export streams: time to the last byte, and the server's memory before, during and after.
  const rssMb = () => (server.rss() ?? Number.NaN) / KB / KB
  const runs: Array<{
    rows: number
    bytes: number
    ms: number
    /** When the EXPORT_ROWS-th row arrived: the verdict's figure, whatever the plan's cap and the data's size. */
    targetRowsMs: number
    before: number
    peak: number
    after: number
  }> = []
  let contentType = ''
  for (let run = 0; run < EXPORT_RUNS; run += 1) {
    const before = rssMb()
    let peak = before
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb())
    }, 20)
    const started = performance.now()
    const response = await fetch(`http://${HOST}:${port}/api/v2/products/export?page_size=10`, {
      headers: { cookie, 'x-forwarded-for': clientAddress() },
    })
    contentType = response.headers.get('content-type') ?? ''
    let bytes = 0
    let rows = -1
    let targetRowsMs = Number.NaN
    const reader = response.body?.getReader()
    for (let step = await reader?.read(); step && !step.done; step = await reader?.read()) {
      bytes += step.value.length
      for (const byte of step.value) {
        if (byte !== 10) continue
        rows++
        if (rows === EXPORT_ROWS) targetRowsMs = performance.now() - started
      }
    }
    const exportMs = performance.now() - started
    clearInterval(sampler)
    runs.push({
      rows,
      bytes,
      ms: exportMs,
      targetRowsMs,
      before,
      peak: Math.max(peak, rssMb()),
      after: rssMb(),
    })
  }
  console.log(
    `\nExport: GET /api/v2/products/export (all products, ${contentType}), ${EXPORT_RUNS} runs; server process RSS`,
  )
  console.log(
    table(
      [
        'run',
        'rows',
        'MB',
        'ms',
        `ms to row ${EXPORT_ROWS.toLocaleString('en-US')}`,
        'RSS before MB',
        'RSS peak MB',
        'RSS after MB',
      ],
      runs.map((r, i) => [
        String(i + 1),
        String(r.rows),
        (r.bytes / KB / KB).toFixed(2),
        ms(r.ms),
        ms(r.targetRowsMs),
        r.before.toFixed(0),
        r.peak.toFixed(0),
        r.after.toFixed(0),
      ]),
    ),
  )
  const exportMedianMs = percentile(
    runs.map((r) => r.ms).sort((a, b) => a - b),
    0.5,
  )
  // The export holds what the bench user's plan allows of the whole table (20,000 rows of the demo
  // data), so the target is judged on the time to its 10,000th row, not on the whole download: comparing
  // the row count with 10,000 printed FAIL for an export of 20,000 rows in under 700 ms.
  const targetRowsMedianMs = percentile(
    runs.map((r) => r.targetRowsMs).sort((a, b) => a - b),
    0.5,
  )
  console.log(
    `export median ${ms(exportMedianMs)} ms (${EXPORT_ROWS.toLocaleString('en-US')} rows in ${ms(targetRowsMedianMs)} ms)`,
  )
  return {
    ttfbPass: results.every((r) => r.medianMs < TARGET_PRODUCT_TTFB_MEDIAN_MS && r.failures === 0),
    jsPass: results.every((r) => r.jsKb < TARGET_PRODUCT_JS_KB),
    exportPass: runs.every((r) => r.rows >= EXPORT_ROWS) && targetRowsMedianMs < TARGET_EXPORT_MS,
  }
}

/** /mall-hot-sale and the detail of its first store, signed in. */
async function storePages(port: number, cookie: string): Promise<Array<{ path: string; cookie: string }>> {
  // As the signed-in user from an address of its own: the socket's address has used up its request
  // allowance on the pages measured before.
  const reply = await fetch(`http://${HOST}:${port}/api/store/list?page_size=20`, {
    headers: { cookie, 'x-forwarded-for': clientAddress() },
  })
  const list = await reply.json()
  const id: unknown = list?.data?.list?.[0]?.id
  if (typeof id !== 'number')
    throw new Error(
      `No store from /api/store/list (HTTP ${reply.status}, code ${list?.code}): seed the demo data (npm start) first`,
    )
  return [
    { path: '/mall-hot-sale', cookie },
    { path: `/mall-detail?id=${id}`, cookie },
    { path: `/api/store/detail?id=${id}`, cookie },
  ]
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
