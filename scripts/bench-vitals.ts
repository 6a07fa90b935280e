// The main thread on a phone, measured without Lighthouse (`npm run bench:vitals`, issue 36): Debian's
// chromium (started by chrome-launcher) driven over the DevTools protocol's own WebSocket, a 390×844
// phone viewport at 3x with 4× CPU throttling, no network throttling, a fresh browser context per load.
// No protocol domain is enabled in the page (Lighthouse and Playwright enable Runtime and Network, and
// with the inspector attached V8 re-parses whole scripts for source positions: docs/performance.md);
// --inspector enables them, to see what that costs. Each load is traced with the Performance panel's
// categories (no JavaScript sampling profiler unless --profiler, which has the same re-parsing), and the
// trace of the renderer's main thread is read here: long tasks, total blocking time after first
// contentful paint (to the end of the trace: load, the shell's deferred widgets ready, then 3 s without a
// long task), LCP, CLS, and the main thread's time by kind of work. Observed, not simulated: the
// figures are what this machine's CPU did at a quarter of its speed, so a loaded machine inflates them.
// Pages: the content and data pages of bench:lighthouse in en and cn, the median of 3 loads each, after
// one request each to warm the server.
// --baseline adds, for / and /product-database, the same server HTML with every script removed (the
// document's own style, layout and paint), and that HTML with the page's module preloads kept (every
// script fetched and compiled, none run): what is left of a page's time is its scripts' running.
// Serves dist/ itself like bench:lighthouse (scripts/bench-pages.ts). A report: exits 0 either way.
//
//   npm run bench:vitals -- [--no-build] [--runs N] [--only /path[,/path…]] [--baseline] [--inspector]
//                           [--profiler] [--traces DIR]
// --traces DIR writes every load's trace (open it in DevTools' Performance panel).
import { mkdirSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { join } from 'node:path'
import type * as chromeLauncher from 'chrome-launcher'
import { CONTENT_HYDRATED_MARK, READY_MARK } from '../src/components/shell/ready-marks.ts'
import {
  type BenchPage,
  launchBenchChrome,
  median,
  parsePageBenchArgs,
  prepareBuild,
  serveBenchPages,
} from './bench-pages.ts'
import type { ServerProcess } from './serve.ts'

const TARGET_TBT_MS = 200
const LONG_TASK_MS = 50
const QUIET_MS = 3000
const LOAD_TIMEOUT_MS = 60_000
const CPU_SLOWDOWN = 4
const VIEWPORT = { width: 390, height: 844 }
const USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36'
// The Performance panel's trace categories, without its screenshots.
const TRACE_CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.compile',
  'disabled-by-default-v8.gc',
  'blink.user_timing',
  'loading',
  'latencyInfo',
  'toplevel',
]
/** The pages --baseline takes apart. */
const BASELINE_SOURCES = ['/', '/product-database'] as const
const PROFILER_CATEGORIES = [
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.cpu_profiler.hires',
]

type Options = {
  build: boolean
  runs: number
  only: string | null
  baseline: boolean
  profiler: boolean
  inspector: boolean
  traces: string | null
}

function parseArgs(argv: readonly string[]): Options {
  const own = { baseline: false, profiler: false, inspector: false, traces: null as string | null }
  const common = parsePageBenchArgs(argv, (arg, next) => {
    if (arg === '--baseline') own.baseline = true
    else if (arg === '--profiler') own.profiler = true
    else if (arg === '--inspector') own.inspector = true
    else if (arg === '--traces') {
      const dir = next()
      if (!dir) throw new Error('--traces needs a folder')
      own.traces = dir
    } else return false
    return true
  })
  return { ...common, ...own }
}

// ---------------------------------------------------------------------------------------------------
// Reading a trace

type TraceEvent = {
  name: string
  cat?: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; frame?: string; data?: Record<string, unknown> }
}

/** The kinds of work of the Performance panel's summary; an event's self time goes to its own kind, or its parent's. */
export const GROUPS = [
  'script evaluation',
  'parse & compile',
  'style & layout',
  'paint & composite',
  'HTML & CSS parsing',
  'GC',
  'other',
] as const
type Group = (typeof GROUPS)[number]

const GROUP_OF: Record<string, Group> = {}
const assign = (group: Group, names: string[]) => {
  for (const name of names) GROUP_OF[name] = group
}
assign('script evaluation', [
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'v8.callFunction',
  'V8.Execute',
  'v8.run',
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
  'RunMicrotasks',
  'EventDispatch',
  'XHRReadyStateChange',
  'XHRLoad',
  'V8.HandleInterrupts',
  'V8.BytecodeBudgetInterrupt',
  'V8.StackGuard',
])
assign('parse & compile', [
  'v8.compile',
  'v8.compileModule',
  'V8.CompileCode',
  'V8.CompileLazy',
  'V8.ParseFunction',
  'V8.ParseProgram',
  'V8.PreParse',
  'V8.CompileIgnition',
  'V8.CompileIgnitionFinalization',
  'V8.CompileStreamedModule',
  'V8.CompileStreamedScript',
  'V8.CompileFinalizeBackgroundCompileTask',
  'v8.parseOnBackground',
  'v8.produceCache',
  'v8.produceModuleCache',
  'v8.deserializeOnBackground',
  'V8.CollectSourcePositions',
  'V8.Maglev',
  'V8.TurboFan',
  'FlushInstructionCache',
])
assign('style & layout', [
  'ScheduleStyleRecalculation',
  'UpdateLayoutTree',
  'RecalculateStyles',
  'InvalidateLayout',
  'Layout',
])
assign('paint & composite', [
  'Paint',
  'PaintSetup',
  'PaintImage',
  'PrePaint',
  'Layerize',
  'UpdateLayer',
  'UpdateLayerTree',
  'CompositeLayers',
  'Commit',
  'HitTest',
  'ScrollLayer',
  'Animation',
  'Decode Image',
  'ImageDecodeTask',
])
assign('HTML & CSS parsing', ['ParseHTML', 'ParseAuthorStyleSheet'])

function groupOf(name: string): Group | undefined {
  const known = GROUP_OF[name]
  if (known) return known
  if (/^(V8\.GC|MinorGC|MajorGC|GCEvent|BlinkGC|CppGC|ThreadState::)/.test(name)) return 'GC'
  return undefined
}

type Task = { start: number; duration: number; top: string[] }
export type Load = {
  fcp: number
  lcp: number
  cls: number
  tbt: number
  longTasks: Task[]
  /** Main-thread time from the navigation to the end of the trace, ms by kind of work. */
  byGroup: Record<Group, number>
  busy: number
  /** When the page's content had hydrated and when the shell set its ready mark (User Timing marks), ms. */
  contentHydrated?: number
  ready?: number
}

type Node = { event: TraceEvent; end: number; self: number; group: Group | undefined; children: Node[] }

/** Reads one page load's trace: the main frame's navigation to `url`, in its renderer's main thread. */
export function readTrace(events: readonly TraceEvent[], url: string): Load {
  const navigation = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame === true &&
        e.args.data.documentLoaderURL === url,
    )
    .at(-1)
  if (!navigation) throw new Error(`no navigation to ${url} in the trace`)
  const { pid, ts: start } = navigation
  const frame = navigation.args?.frame
  const mainThread = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  )
  if (!mainThread) throw new Error('no renderer main thread in the trace')
  const ms = (ts: number) => (ts - start) / 1000
  const ofFrame = (e: TraceEvent) => e.pid === pid && e.ts >= start && e.args?.frame === frame
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint' && ofFrame(e))
  if (!fcpEvent) throw new Error(`no first contentful paint for ${url}`)
  const fcp = ms(fcpEvent.ts)
  const lcpEvent = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && ofFrame(e)).at(-1)
  const lcp = lcpEvent ? ms(lcpEvent.ts) : fcp

  // Layout shifts: the largest session window (shifts under 1 s apart, at most 5 s long), as CLS is.
  let cls = 0
  let window = 0
  let windowStart = -1
  let last = -1
  for (const e of events) {
    const data = e.args?.data
    if (e.name !== 'LayoutShift' || e.pid !== pid || e.ts < start || !data?.is_main_frame) continue
    if (data.had_recent_input) continue
    const t = ms(e.ts)
    if (windowStart < 0 || t - last > 1000 || t - windowStart > 5000) {
      window = 0
      windowStart = t
    }
    window += Number(data.weighted_score_delta ?? data.score ?? 0)
    last = t
    cls = Math.max(cls, window)
  }

  // The main thread's complete events, nested by time: a task is an outermost event.
  const own = events
    .filter((e) => e.pid === pid && e.tid === mainThread.tid && e.ph === 'X' && e.ts >= start)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const roots: Node[] = []
  const stack: Node[] = []
  for (const event of own) {
    const node: Node = {
      event,
      end: event.ts + (event.dur ?? 0),
      self: event.dur ?? 0,
      group: groupOf(event.name),
      children: [],
    }
    while (stack.length && (stack.at(-1)?.end ?? 0) <= event.ts) stack.pop()
    const parent = stack.at(-1)
    if (parent && node.end <= parent.end) {
      parent.self -= node.event.dur ?? 0
      parent.children.push(node)
      node.group ??= parent.group
    } else if (!parent) roots.push(node)
    else continue // overlaps its parent's end: a clock artefact, left out
    stack.push(node)
  }
  const byGroup = Object.fromEntries(GROUPS.map((g) => [g, 0])) as Record<Group, number>
  const walk = (node: Node) => {
    byGroup[node.group ?? 'other'] += node.self / 1000
    for (const child of node.children) walk(child)
  }
  for (const root of roots) walk(root)

  // The heaviest named events of a task, by self time, to say what a long task was.
  const topOf = (root: Node): string[] => {
    const selfByName = new Map<string, number>()
    const visit = (node: Node) => {
      const data = node.event.args?.data
      const where =
        typeof data?.url === 'string' && data.url ? ` ${data.url.replace(/^https?:\/\/[^/]+/, '')}` : ''
      const key = `${node.event.name}${where}`
      selfByName.set(key, (selfByName.get(key) ?? 0) + node.self / 1000)
      for (const child of node.children) visit(child)
    }
    visit(root)
    return [...selfByName]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .filter(([, t]) => t >= 5)
      .map(([name, t]) => `${name} ${Math.round(t)}`)
  }
  const tasks: Task[] = roots.map((root) => ({
    start: ms(root.event.ts),
    duration: (root.event.dur ?? 0) / 1000,
    top: [],
  }))
  const longTasks = tasks
    .map((task, i) => ({ task, root: roots[i] }))
    .filter(({ task }) => task.duration >= LONG_TASK_MS)
    .map(({ task, root }) => ({ ...task, top: root ? topOf(root) : [] }))
  // Lighthouse's reading: the part of each task after FCP, less 50 ms, when a task is long.
  let tbt = 0
  for (const task of longTasks) {
    const clipped = task.start + task.duration - Math.max(task.start, fcp)
    if (clipped > LONG_TASK_MS) tbt += clipped - LONG_TASK_MS
  }
  const busy = tasks.reduce((total, t) => total + t.duration, 0)
  return { fcp, lcp, cls, tbt, longTasks, byGroup, busy }
}

// ---------------------------------------------------------------------------------------------------
// Loading a page

type Message = {
  id?: number
  method?: string
  sessionId?: string
  params?: Record<string, unknown>
  result?: Record<string, unknown>
  error?: { message: string }
}

/**
 * The DevTools protocol over the browser's own WebSocket, nothing in between: Playwright (and
 * Lighthouse) enable the Runtime domain on every page, and with it attached V8 records a detailed stack
 * trace, source positions included, for each Error object a script creates (see docs/performance.md).
 */
class Protocol {
  #nextId = 0
  readonly #pending = new Map<
    number,
    { resolve: (r: Record<string, unknown>) => void; reject: (e: Error) => void }
  >()
  readonly #listeners = new Set<(message: Message) => void>()
  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const message: Message = JSON.parse(String(event.data))
      if (message.id !== undefined) {
        const pending = this.#pending.get(message.id)
        this.#pending.delete(message.id)
        if (message.error) pending?.reject(new Error(message.error.message))
        else pending?.resolve(message.result ?? {})
      } else for (const listener of this.#listeners) listener(message)
    })
  }

  static async connect(port: number): Promise<Protocol> {
    const version: { webSocketDebuggerUrl: string } = await (
      await fetch(`http://127.0.0.1:${port}/json/version`)
    ).json()
    const socket = new WebSocket(version.webSocketDebuggerUrl)
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true })
      socket.addEventListener('error', reject, { once: true })
    })
    return new Protocol(socket)
  }

  send(method: string, params: Record<string, unknown> = {}, sessionId?: string) {
    const id = ++this.#nextId
    this.socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }))
    return new Promise<Record<string, unknown>>((resolve, reject) =>
      this.#pending.set(id, { resolve, reject }),
    )
  }

  on(listener: (message: Message) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  close() {
    this.socket.close()
  }
}

async function evaluate(cdp: Protocol, session: string, expression: string): Promise<unknown> {
  const reply = await cdp.send(
    'Runtime.evaluate',
    { expression, awaitPromise: true, returnByValue: true },
    session,
  )
  const result = reply.result as { value?: unknown } | undefined
  return result?.value
}

/**
 * Waits, with Runtime.evaluate alone (no domain enabled), for the load event, the shell's deferred
 * widgets, then 3 s without a long task.
 */
async function settle(cdp: Protocol, session: string, shellReady: boolean): Promise<void> {
  const deadline = Date.now() + LOAD_TIMEOUT_MS
  const until = async (expression: string, what: string) => {
    while ((await evaluate(cdp, session, expression)) !== true) {
      if (Date.now() > deadline) throw new Error(`${what} did not happen within 60 s`)
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  await until(`document.readyState === 'complete' && location.protocol === 'http:'`, 'the load event')
  if (shellReady) await until(`document.documentElement.dataset.shellReady === 'true'`, 'the shell')
  await evaluate(
    cdp,
    session,
    `new Promise((done) => {
      let last = performance.now()
      new PerformanceObserver(() => { last = performance.now() }).observe({ type: 'longtask' })
      const check = () => (performance.now() - last >= ${QUIET_MS} ? done(true) : setTimeout(check, 250))
      check()
    })`,
  )
}

async function loadOnce(
  cdp: Protocol,
  url: string,
  options: Options,
  shellReady: boolean,
  traceFile: string | null,
): Promise<Load> {
  // A fresh profile (no cache, cookies or storage) and a tab of its own for every load.
  const { browserContextId } = await cdp.send('Target.createBrowserContext')
  try {
    const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank', browserContextId })
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true })
    if (typeof sessionId !== 'string') throw new Error('no session for the new tab')
    const on = (method: string, params: Record<string, unknown> = {}) => cdp.send(method, params, sessionId)
    await on('Emulation.setDeviceMetricsOverride', { ...VIEWPORT, deviceScaleFactor: 3, mobile: true })
    await on('Emulation.setTouchEmulationEnabled', { enabled: true })
    await on('Emulation.setUserAgentOverride', { userAgent: USER_AGENT })
    await on('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    // What Lighthouse and Playwright turn on in every page they drive.
    if (options.inspector) for (const domain of ['Runtime', 'Network', 'Page']) await on(`${domain}.enable`)
    const events: TraceEvent[] = []
    let complete: () => void = () => {}
    const done = new Promise<void>((resolve) => {
      complete = resolve
    })
    const stop = cdp.on((message) => {
      if (message.method === 'Tracing.dataCollected')
        events.push(...((message.params?.value as TraceEvent[] | undefined) ?? []))
      else if (message.method === 'Tracing.tracingComplete') complete()
    })
    const categories = options.profiler ? [...TRACE_CATEGORIES, ...PROFILER_CATEGORIES] : TRACE_CATEGORIES
    await cdp.send('Tracing.start', { categories: categories.join(','), transferMode: 'ReportEvents' })
    try {
      await on('Page.navigate', { url })
      await settle(cdp, sessionId, shellReady)
    } finally {
      await cdp.send('Tracing.end')
      await done
      stop()
    }
    if (traceFile) writeFileSync(traceFile, JSON.stringify({ traceEvents: events }))
    // The app's own marks (content-hydrated.tsx), on the page's clock: from the navigation's start.
    const marks = shellReady
      ? await evaluate(
          cdp,
          sessionId,
          `JSON.stringify([${JSON.stringify(CONTENT_HYDRATED_MARK)}, ${JSON.stringify(READY_MARK)}].map((name) => performance.getEntriesByName(name)[0]?.startTime ?? null))`,
        )
      : null
    const [contentHydrated, ready] =
      typeof marks === 'string' ? (JSON.parse(marks) as Array<number | null>) : []
    return {
      ...readTrace(events, url),
      contentHydrated: contentHydrated ?? undefined,
      ready: ready ?? undefined,
    }
  } finally {
    await cdp.send('Target.disposeBrowserContext', { browserContextId })
  }
}

// ---------------------------------------------------------------------------------------------------
// Baseline pages: the app's HTML without its scripts, and with its scripts compiled but not run

/** Serves the baseline pages on a port of its own, everything else passed on to the app's server. */
async function startBaselineServer(app: ServerProcess): Promise<{ baseUrl: string; close: () => void }> {
  const pages = new Map<string, string>()
  for (const path of BASELINE_SOURCES) {
    const html = await (await fetch(`${app.baseUrl}${path}`)).text()
    const suffix = path === '/' ? '' : path
    const noScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    // The page's own HTML and CSS: style, layout and paint of the document the app hydrates.
    pages.set(`/baseline/no-js${suffix}`, noScripts.replace(/<link rel="modulepreload"[^>]*>/g, ''))
    // The same, with the page's module preloads: the browser fetches and compiles every script the page
    // would run (the entry with React, the router and the app's start; the route's chunks) but runs none.
    pages.set(`/baseline/compile-only${suffix}`, noScripts)
  }
  const server = http.createServer(async (request, response) => {
    const path = request.url ?? '/'
    const page = pages.get(path)
    if (page) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      response.end(page)
      return
    }
    const upstream = await fetch(`${app.baseUrl}${path}`)
    const type = upstream.headers.get('content-type')
    response.writeHead(upstream.status, type ? { 'content-type': type } : {})
    response.end(Buffer.from(await upstream.arrayBuffer()))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('the baseline server has no port')
  return { baseUrl: `http://127.0.0.1:${address.port}`, close: () => server.close() }
}

// ---------------------------------------------------------------------------------------------------

const round = (value: number) => String(Math.round(value))
/** The median of a mark's times, or – when a load did not set it (the baseline pages have no scripts). */
const markMedian = (loads: readonly Load[], read: (load: Load) => number | undefined) => {
  const times = loads.map(read).filter((time) => time !== undefined)
  return times.length === loads.length ? round(median(times)) : '–'
}

async function main() {
  const options = parseArgs(process.argv.slice(2))
  prepareBuild(options.build)
  if (options.traces) mkdirSync(options.traces, { recursive: true })
  let server: ServerProcess | undefined
  let baseline: { baseUrl: string; close: () => void } | undefined
  let chrome: chromeLauncher.LaunchedChrome | undefined
  let cdp: Protocol | undefined
  try {
    const served = await serveBenchPages(options.only)
    server = served.server
    const targets: Array<BenchPage & { url: string; shellReady: boolean }> = served.pages.map((page) => ({
      ...page,
      url: `${served.server.baseUrl}${page.path}`,
      shellReady: true,
    }))
    if (options.baseline) {
      baseline = await startBaselineServer(served.server)
      for (const kind of ['no-js', 'compile-only'])
        for (const source of BASELINE_SOURCES) {
          const path = `/baseline/${kind}${source === '/' ? '' : source}`
          targets.push({ path, kind: 'content', url: `${baseline.baseUrl}${path}`, shellReady: false })
        }
    }
    chrome = await launchBenchChrome()
    const protocol = await Protocol.connect(chrome.port)
    cdp = protocol
    const { product } = await protocol.send('Browser.getVersion')
    const [loadAverage] = (await import('node:os')).loadavg()
    console.log(
      `bench:vitals: ${String(product)}, ${VIEWPORT.width}×${VIEWPORT.height} at 3×, ${CPU_SLOWDOWN}× CPU slowdown, ` +
        `${options.runs} load(s) a page (median; long tasks of the median load), ` +
        `${options.profiler ? 'with' : 'without'} the JS sampling profiler, ` +
        `${options.inspector ? 'with Runtime, Network and Page enabled (as Lighthouse)' : 'no protocol domain enabled'}; ` +
        `load average ${loadAverage?.toFixed(1)}`,
    )
    const header = [
      'page',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      'CLS',
      'content hydrated ms',
      'ready ms',
      'busy ms',
      ...GROUPS,
      'TBT target',
    ]
    console.log(header.join('\t'))
    const misses: string[] = []
    for (const target of targets) {
      await fetch(target.url).then((r) => r.arrayBuffer())
      const loads: Load[] = []
      for (let run = 0; run < options.runs; run++) {
        const file = options.traces
          ? join(options.traces, `${target.path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${run + 1}.json`)
          : null
        loads.push(await loadOnce(protocol, target.url, options, target.shellReady, file))
      }
      const pick = (read: (load: Load) => number) => median(loads.map(read))
      const tbt = pick((l) => l.tbt)
      const isBaseline = target.path.startsWith('/baseline/')
      const pass = tbt <= TARGET_TBT_MS
      if (!pass && !isBaseline) misses.push(target.path)
      console.log(
        [
          target.path,
          round(pick((l) => l.fcp)),
          round(pick((l) => l.lcp)),
          round(tbt),
          pick((l) => l.cls).toFixed(3),
          markMedian(loads, (l) => l.contentHydrated),
          markMedian(loads, (l) => l.ready),
          round(pick((l) => l.busy)),
          ...GROUPS.map((g) => round(pick((l) => l.byGroup[g]))),
          isBaseline ? '(baseline)' : pass ? 'pass' : `FAIL > ${TARGET_TBT_MS}`,
        ].join('\t'),
      )
      const typical = [...loads].sort((a, b) => a.tbt - b.tbt)[Math.floor(loads.length / 2)]
      for (const task of typical?.longTasks ?? [])
        console.log(
          `  long task at ${round(task.start)} ms: ${round(task.duration)} ms (${task.top.join(', ')})`,
        )
    }
    const [after] = (await import('node:os')).loadavg()
    console.log(
      `TBT <= ${TARGET_TBT_MS} ms: ${misses.length ? `FAIL on ${misses.join(', ')}` : 'PASS on every page'}; load average at the end ${after?.toFixed(1)}`,
    )
  } finally {
    cdp?.close()
    chrome?.kill()
    baseline?.close()
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
