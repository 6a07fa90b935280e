// `npm run fuzz:api`: every /api route of the route table, driven with generated input (numeric edges,
// dates, long strings, wrong types, unicode; query strings and JSON bodies) against the production build
// on a small generated catalogue. Prints the replies by status class, the 5xx and the replies that are
// not JSON (a CSV, PDF or image download counts as a file, not as non-JSON), and exits 1 if there is
// any 5xx or non-JSON reply. Bounded in inputs (--inputs, default 6000) and time (--max-seconds,
// default 900); the server listens on 127.0.0.1 only and is stopped at the end.
//
//   tsx scripts/fuzz-api.ts [--no-build] [--inputs N] [--max-seconds S] [--seed N]
//
// The endpoints and their parameters come from the app itself: src/routeTree.gen.ts lists every /api
// file route, and each handler made by src/server/http/routes.ts carries its payload schema
// (handlerSchema), whose keys are the parameters. tests/integration/hardening/filter-values.test.ts
// uses the same pieces on both database engines.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import fc from 'fast-check'
import { startServerProcess } from './serve.ts'

const ROOT = resolve(import.meta.dirname, '..')
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
type Method = (typeof METHODS)[number]

/** One method of one /api route, and the parameters its schema names (null: it reads the raw body). */
export type ApiMethod = { method: Method; params: string[] | null }
export type ApiEndpoint = { path: string; file: string; methods: ApiMethod[] }

/** The keys of an object schema, through pipes and optional wrappers. */
function schemaKeys(schema: unknown): string[] | null {
  if (typeof schema !== 'object' || schema === null) return null
  if ('entries' in schema && typeof schema.entries === 'object' && schema.entries !== null)
    return Object.keys(schema.entries)
  if ('pipe' in schema && Array.isArray(schema.pipe)) return schemaKeys(schema.pipe[0])
  if ('wrapped' in schema) return schemaKeys(schema.wrapped)
  if ('options' in schema && Array.isArray(schema.options)) {
    const keys = new Set<string>()
    for (const option of schema.options) for (const key of schemaKeys(option) ?? []) keys.add(key)
    return [...keys]
  }
  return null
}

/**
 * Every /api route of the generated route table with the methods it handles and each method's
 * parameters. The route files are imported for their handlers (no database is opened by an import).
 */
export async function apiEndpoints(root = ROOT): Promise<ApiEndpoint[]> {
  const table = readFileSync(resolve(root, 'src/routeTree.gen.ts'), 'utf8')
  const files = new Map<string, string>()
  for (const [, name, file] of table.matchAll(/import \{ Route as (\w+) \} from '(\.\/routes\/api\/[^']+)'/g))
    if (name && file) files.set(name, file)
  const { handlerSchema } = await import('../src/server/http/routes.ts')
  const out: ApiEndpoint[] = []
  for (const [, name, path] of table.matchAll(/= (\w+)\.update\(\{\s*id: '[^']*',\s*path: '([^']+)'/g)) {
    const file = name ? files.get(name) : undefined
    if (!file || !path) continue
    const module: unknown = await import(resolve(root, 'src', `${file}.ts`))
    const handlers = routeHandlers(module)
    const methods: ApiMethod[] = []
    for (const method of METHODS) {
      const handler = handlers[method]
      if (typeof handler !== 'function') continue
      const schema = handlerSchema(handler)
      methods.push({ method, params: schema ? schemaKeys(schema) : null })
    }
    out.push({ path, file, methods })
  }
  return out.sort((a, b) => a.path.localeCompare(b.path))
}

/** A route module's server handlers by method ({} when it has none). */
function routeHandlers(module: unknown): Record<string, unknown> {
  const route = read(module, 'Route')
  const handlers = read(read(read(route, 'options'), 'server'), 'handlers')
  return typeof handlers === 'object' && handlers !== null ? { ...handlers } : {}
}

const read = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && key in value ? Reflect.get(value, key) : undefined

// ---------------------------------------------------------------------------------------------
// Generated input

/** Numbers at the edges of JavaScript, int4, int8 and float4, and ranges made of them. */
export const NUMBER_EDGES = [
  '-0',
  '0',
  '0.5',
  '-1',
  '1e308',
  '-1e308',
  '1e400',
  'NaN',
  'Infinity',
  '2147483647',
  '2147483648',
  '3000000000',
  '9223372036854775807',
  '9223372036854775808',
  '-2147483649',
  '1e-7',
  '0x10',
  ' 5 ',
  '1,000.5',
  '5~2147483648',
  '0.5~1',
  '~1e300',
  '-5-3',
  '>=1e39',
  '<=-0',
  '3.4e38',
  '0.001',
] as const

/** Days that are not days, or not ones SQL accepts, or far outside the data. */
export const DAY_EDGES = [
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  '2026-13-01',
  '1899-12-31',
  '2100-12-31',
  '2101-01-01',
  '2026-1-1',
  '20260101',
  '-2026-01-01',
  '275760-09-13',
  'yesterday',
] as const

/** Text that has broken servers: control characters, long strings, unicode, injection shapes. */
export const TEXT_EDGES = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  'x'.repeat(10_000),
  '中'.repeat(3000),
  '👍🏽🇨🇳',
  '\u202eevil',
  '\ud800',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '{"a":1}',
  '[1,2]',
  'true',
  'null',
] as const

const day = fc
  .integer({ min: -1_000_000, max: 3_000_000 })
  .map((n) => new Date(n * 86_400_000).toISOString().slice(0, 10))

/** A value for a query-string parameter. */
export const queryValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NUMBER_EDGES) },
  { weight: 2, arbitrary: fc.constantFrom(...DAY_EDGES) },
  { weight: 2, arbitrary: fc.constantFrom(...TEXT_EDGES) },
  { weight: 2, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.bigInt().map(String) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.tuple(fc.double(), fc.double()).map(([a, b]) => `${a}~${b}`) },
  { weight: 1, arbitrary: day },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
)

/** A value for a JSON body field: the query values, and the wrong types a JSON body can carry. */
export const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: queryValue },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, 1e308, -0, 2 ** 31, 2 ** 63) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.string(), { maxKeys: 3 }) },
)

/** Path segments for the splat routes and the auth handler. */
const splat = fc.oneof(
  fc.constantFrom('sign-in/email', 'sign-up/email', 'get-session', 'sign-out', 'x', '..', '%2e%2e'),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
)

/** One request: path, method, query or body, and who sends it. */
export type FuzzInput = {
  method: Method
  path: string
  query: Record<string, string>
  /** A JSON value, or raw text sent as it is (not JSON, or JSON of the wrong shape). */
  body: { json: unknown } | { raw: string } | null
}

/** Concrete path of a route: parameters and splats filled in. */
function pathArbitrary(path: string): fc.Arbitrary<string> {
  if (path.endsWith('/$provider'))
    return fc.constantFrom('sandbox', 'stripe', 'nope').map((p) => path.replace('$provider', p))
  if (path.endsWith('/$')) return splat.map((rest) => path.replace(/\$$/, rest))
  return fc.constant(path)
}

/** Inputs for one method of one route: its own parameters (some set, some absent) and stray ones. */
export function inputArbitrary(endpoint: ApiEndpoint, entry: ApiMethod): fc.Arbitrary<FuzzInput> {
  const params = entry.params ?? []
  const known = params.length > 0 ? fc.subarray(params, { minLength: 1 }) : fc.constant([])
  const extra = fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), queryValue, { maxKeys: 2 })
  const readsQuery = entry.method === 'GET' || entry.method === 'DELETE'
  return fc
    .record({
      path: pathArbitrary(endpoint.path),
      keys: known,
      values: fc.array(readsQuery ? queryValue : jsonValue, {
        minLength: params.length,
        maxLength: params.length,
      }),
      extra,
      rawBody: fc.option(
        fc.oneof(fc.constantFrom('{', 'null', '[]', '"x"', '1e999', '{"a":'), fc.string({ maxLength: 200 })),
        { freq: 6 },
      ),
    })
    .map(({ path, keys, values, extra, rawBody }) => {
      const fields: Record<string, unknown> = { ...extra }
      for (const key of keys) fields[key] = values[params.indexOf(key)]
      if (readsQuery) {
        const query: Record<string, string> = {}
        for (const [key, value] of Object.entries(fields)) query[key] = String(value)
        return { method: entry.method, path, query, body: null }
      }
      return {
        method: entry.method,
        path,
        query: {},
        body: rawBody === null ? { json: fields } : { raw: rawBody },
      }
    })
}

/** Every parameter of an endpoint alone with each edge value: the sweep before the random inputs. */
export function edgeInputs(endpoint: ApiEndpoint, entry: ApiMethod): FuzzInput[] {
  const out: FuzzInput[] = []
  const path = endpoint.path.replace('$provider', 'sandbox').replace(/\$$/, 'x')
  const readsQuery = entry.method === 'GET' || entry.method === 'DELETE'
  for (const param of entry.params ?? []) {
    for (const value of [...NUMBER_EDGES, ...DAY_EDGES, ...TEXT_EDGES.slice(0, 8)]) {
      out.push(
        readsQuery
          ? { method: entry.method, path, query: { [param]: value }, body: null }
          : { method: entry.method, path, query: {}, body: { json: { [param]: value } } },
      )
    }
  }
  return out
}

/** What one reply was: its status, and whether it was a JSON envelope, a file download, or neither. */
export type FuzzReply = { status: number; kind: 'json' | 'file' | 'other'; detail: string }

const FILE_TYPES = /^(text\/csv|application\/pdf|image\/)/

/** Sends one input from a client address (X-Forwarded-For: the server trusts the proxy header). */
export async function sendInput(
  baseUrl: string,
  input: FuzzInput,
  options: { address: string; authorization?: string },
): Promise<FuzzReply> {
  const url = new URL(input.path, baseUrl)
  for (const [key, value] of Object.entries(input.query)) url.searchParams.set(key, value)
  const headers: Record<string, string> = { 'x-forwarded-for': options.address, origin: baseUrl }
  if (options.authorization) headers.authorization = options.authorization
  let body: string | undefined
  if (input.body) {
    headers['content-type'] = 'application/json'
    body = 'json' in input.body ? JSON.stringify(input.body.json) : input.body.raw
  }
  const response = await fetch(url, { method: input.method, headers, body, redirect: 'manual' })
  const type = response.headers.get('content-type') ?? ''
  const text = await response.text()
  const what = `${input.method} ${url.pathname}${url.search.slice(0, 120)} → ${response.status} ${type}`
  if (response.status < 300 && FILE_TYPES.test(type))
    return { status: response.status, kind: 'file', detail: what }
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed === 'object' && parsed !== null)
      return { status: response.status, kind: 'json', detail: what }
  } catch {
    // Not JSON: reported below.
  }
  return { status: response.status, kind: 'other', detail: `${what} ${JSON.stringify(text.slice(0, 80))}` }
}

/** A client address per request (10.x.y.z): the per-address limits stay out of the way of the count. */
export const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

/** Guest tokens minted from distinct addresses, for a share of the requests to carry a session. */
export async function mintGuestTokens(baseUrl: string, count: number): Promise<string[]> {
  const tokens: string[] = []
  for (let i = 0; i < count; i += 1) {
    const fingerprint = `fuzz-guest-${i}`
    const response = await fetch(`${baseUrl}/ecommerce/common/get-token?fingerprint=${fingerprint}`, {
      headers: { 'x-forwarded-for': `172.16.0.${i + 1}` },
    })
    const token = read(read(await response.json(), 'data'), 'token')
    if (typeof token === 'string' && token) tokens.push(`${token}##${fingerprint}`)
  }
  return tokens
}

// ---------------------------------------------------------------------------------------------
// The run

type Options = { build: boolean; inputs: number; maxSeconds: number; seed: number }

function parseOptions(argv: readonly string[]): Options {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      'no-build': { type: 'boolean' },
      inputs: { type: 'string' },
      'max-seconds': { type: 'string' },
      seed: { type: 'string' },
    },
    strict: true,
  })
  const whole = (name: string, text: string | undefined, fallback: number, min: number, max: number) => {
    if (text === undefined) return fallback
    const n = Number(text)
    if (!Number.isInteger(n) || n < min || n > max)
      throw new Error(`--${name} must be a whole number from ${min} to ${max}`)
    return n
  }
  return {
    build: !values['no-build'],
    inputs: whole('inputs', values.inputs, 6000, 1, 1_000_000),
    maxSeconds: whole('max-seconds', values['max-seconds'], 900, 10, 86_400),
    seed: whole('seed', values.seed, 32, 0, 2 ** 31 - 1),
  }
}

/** A small generated catalogue (600 products, 10 days) in a new PGlite folder. */
async function demoCatalogue(base: string): Promise<string> {
  const { generateSnapshots } = await import('../src/pipeline/seed/generate.ts')
  const { openDatabase } = await import('../src/server/db/client.ts')
  const { migrate } = await import('../src/server/db/migrate.ts')
  const { runIngest } = await import('../src/pipeline/ingest/ingest.ts')
  const outDir = join(base, 'snapshots')
  const dataDir = join(base, 'pglite')
  await generateSnapshots({ outDir, scale: 'demo', days: 10, seed: 7, until: '2026-11-21', products: 600 })
  const db = await openDatabase({ url: '', dataDir })
  await migrate(db)
  await runIngest({ dir: outDir, db })
  await db.close()
  return dataDir
}

async function main(argv: readonly string[]): Promise<number> {
  const options = parseOptions(argv)
  if (options.build) {
    const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
    if (built.status !== 0) return 2
  } else if (!existsSync(resolve(ROOT, 'dist/server/server.js'))) {
    console.error('No production build: run `npm run build` first, or drop --no-build.')
    return 2
  }
  const endpoints = await apiEndpoints()
  const methods = endpoints.flatMap((endpoint) => endpoint.methods.map((entry) => ({ endpoint, entry })))
  console.log(`${endpoints.length} /api routes, ${methods.length} route methods, from src/routeTree.gen.ts`)

  const base = mkdtempSync(join(tmpdir(), 'shopsight-fuzz-'))
  console.log('Generating and loading a demo catalogue (600 products)…')
  const dataDir = await demoCatalogue(base)
  const server = await startServerProcess({
    root: ROOT,
    env: { PGLITE_DIR: dataDir, DATABASE_URL: '', TRUST_PROXY: '1', NODE_ENV: 'production' },
  })
  const started = performance.now()
  const byClass = new Map<string, number>()
  const failures: string[] = []
  let sent = 0
  let files = 0
  let nonJson = 0
  let serverErrors = 0
  try {
    const tokens = await mintGuestTokens(server.baseUrl, 8)
    // The edge sweep first (each parameter alone with each edge), then random inputs spread evenly
    // over every route method until the count is reached.
    const inputs: FuzzInput[] = methods.flatMap(({ endpoint, entry }) => edgeInputs(endpoint, entry))
    const perMethod = Math.max(1, Math.ceil(Math.max(0, options.inputs - inputs.length) / methods.length))
    let seed = options.seed
    for (const { endpoint, entry } of methods) {
      inputs.push(...fc.sample(inputArbitrary(endpoint, entry), { numRuns: perMethod, seed: seed++ }))
    }
    const planned = Math.max(options.inputs, Math.min(inputs.length, options.inputs * 2))
    const queue = inputs.slice(0, planned)
    const deadline = started + options.maxSeconds * 1000
    let next = 0
    const worker = async () => {
      while (next < queue.length && performance.now() < deadline) {
        const n = next++
        const input = queue[n]
        if (!input) break
        const authorization = n % 3 === 0 ? tokens[n % Math.max(1, tokens.length)] : undefined
        let reply: FuzzReply
        try {
          reply = await sendInput(server.baseUrl, input, { address: addressOf(n + 1), authorization })
        } catch (error) {
          reply = { status: 0, kind: 'other', detail: `${input.method} ${input.path}: ${String(error)}` }
        }
        sent += 1
        const statusClass = reply.status === 0 ? 'no reply' : `${Math.floor(reply.status / 100)}xx`
        byClass.set(statusClass, (byClass.get(statusClass) ?? 0) + 1)
        if (reply.kind === 'file') files += 1
        if (reply.kind === 'other') nonJson += 1
        if (reply.status >= 500 || reply.status === 0) serverErrors += 1
        if ((reply.status >= 500 || reply.status === 0 || reply.kind === 'other') && failures.length < 40)
          failures.push(reply.detail)
      }
    }
    await Promise.all(Array.from({ length: 6 }, worker))
  } finally {
    await server.stop()
    rmSync(base, { recursive: true, force: true })
  }
  const seconds = (performance.now() - started) / 1000
  console.log(
    `\nSent ${sent.toLocaleString('en-US')} inputs to ${methods.length} route methods in ${seconds.toFixed(1)} s`,
  )
  for (const [statusClass, count] of [...byClass].sort())
    console.log(`  ${statusClass.padEnd(8)} ${count.toLocaleString('en-US').padStart(7)}`)
  console.log(`  file downloads (CSV, PDF, image): ${files}`)
  console.log(`5xx: ${serverErrors}`)
  console.log(`non-JSON replies: ${nonJson}`)
  for (const failure of failures) console.log(`  ${failure}`)
  if (sent < options.inputs)
    console.log(`Stopped by --max-seconds after ${sent} of ${options.inputs} inputs.`)
  return serverErrors > 0 || nonJson > 0 || sent < options.inputs ? 1 : 0
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  try {
    process.exit(await main(process.argv.slice(2)))
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(2)
  }
}
