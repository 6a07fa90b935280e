// Issue 32, finding 5: numeric and date filter values answered 500 (a fraction for an integer column,
// 3000000000 for an int4, year 0). Every GET /api endpoint of the route table that takes parameters,
// each parameter alone with the edge values, then generated combinations (fast-check), on the
// production build over each database engine: no reply is a 5xx, and every reply is a JSON envelope or
// a file download. The endpoints and parameters come from the app (scripts/fuzz-api.ts reads them from
// src/routeTree.gen.ts and the handlers' schemas), so a new list or filter is covered without an edit.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type ApiEndpoint,
  type ApiMethod,
  addressOf,
  apiEndpoints,
  type FuzzInput,
  inputArbitrary,
  sendInput,
} from '../../../scripts/fuzz-api.ts'
import type { ServerProcess } from '../../../scripts/serve.ts'
import { ENGINES, FIXTURE } from '../../support/databases'
import { fixtureFolder, startProxiedServer } from '../../support/hardening'

/** The values of the probes, and their neighbours, for every parameter alone. */
const EDGES = [
  '0.5',
  '-0',
  '3000000000',
  '2147483648',
  '9223372036854775808',
  '1e308',
  'NaN',
  '5~1e400',
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  'a\u0000b',
]

type Target = { endpoint: ApiEndpoint; entry: ApiMethod; params: string[] }

let targets: Target[] = []
beforeAll(async () => {
  targets = (await apiEndpoints()).flatMap((endpoint) =>
    endpoint.methods.flatMap((entry) =>
      entry.method === 'GET' && entry.params && entry.params.length > 0
        ? [{ endpoint, entry, params: entry.params }]
        : [],
    ),
  )
}, 120_000)

describe.each(ENGINES)('filter values on every list endpoint, on $name', (engine) => {
  let server: ServerProcess
  let sent = 0

  beforeAll(async () => {
    if (engine.name === 'pglite') {
      server = await startProxiedServer({ PGLITE_DIR: await fixtureFolder(), DATABASE_URL: '' })
      return
    }
    const { runIngest } = await import('../../../src/pipeline/ingest/ingest')
    const db = await engine.open()
    await runIngest({ dir: FIXTURE, db })
    await db.close()
    server = await startProxiedServer({ DATABASE_URL: process.env.TEST_DATABASE_URL, PGLITE_DIR: '' })
  }, 180_000)
  afterAll(async () => {
    await server?.stop()
  })

  /** Sends an input from an address of its own (the per-address limit is not under test here). */
  const send = (input: FuzzInput) => sendInput(server.baseUrl, input, { address: addressOf(++sent) })

  it('answers the issue probes with 400 naming the parameter, in the envelope', async () => {
    for (const [path, field] of [
      ['/api/store/list?week_sales=0.5', 'week_sales'],
      ['/api/keyword/keyword_list?volume=3000000000', 'volume'],
      ['/api/v2/products/list?listed_from=0000-01-01', 'listed_from'],
      ['/api/v2/products/list?keyword=a%00b', 'keyword'],
      ['/api/category_analysis/get_list?revenue=0.001', 'revenue'],
    ] as const) {
      const response = await fetch(`${server.baseUrl}${path}`, {
        headers: { 'x-forwarded-for': addressOf(++sent) },
      })
      const body = (await response.json()) as { code: number; msg: string; data: { field?: string } | null }
      expect(response.status, path).toBe(400)
      expect(body.code, path).toBe(10400)
      expect(body.msg.startsWith(`${field}:`), `${path} → ${body.msg}`).toBe(true)
      expect(body.data?.field, path).toBe(field)
    }
  })

  it('answers every parameter of every list endpoint alone with each edge value below 500, in JSON', async () => {
    const paths = targets.map((target) => target.endpoint.path)
    for (const path of [
      '/api/v2/products/list',
      '/api/store/list',
      '/api/keyword/keyword_list',
      '/api/ads/list',
    ])
      expect(paths).toContain(path)
    const failures: string[] = []
    const inputs = targets.flatMap(({ endpoint, params }) =>
      params.flatMap((param) =>
        EDGES.map(
          (value): FuzzInput => ({
            method: 'GET',
            path: endpoint.path,
            query: { [param]: value },
            body: null,
          }),
        ),
      ),
    )
    // Four at a time: the order does not matter, and one at a time takes minutes.
    let next = 0
    const worker = async () => {
      for (let input = inputs[next++]; input; input = inputs[next++]) {
        const reply = await send(input)
        if (reply.status >= 500 || reply.kind === 'other') failures.push(reply.detail)
      }
    }
    await Promise.all([worker(), worker(), worker(), worker()])
    expect(failures).toEqual([])
  }, 600_000)

  it('answers generated combinations of parameters below 500, in JSON', async () => {
    for (const { endpoint, entry } of targets) {
      await fc.assert(
        fc.asyncProperty(inputArbitrary(endpoint, entry), async (input) => {
          const reply = await send(input)
          expect(reply.status, reply.detail).toBeLessThan(500)
          expect(reply.kind, reply.detail).not.toBe('other')
        }),
        { numRuns: 30, seed: 32 },
      )
    }
  }, 600_000)
})
