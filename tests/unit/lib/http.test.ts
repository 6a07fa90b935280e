import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttpClient, type HttpClient, HttpError, type HttpMethod } from '@/lib/http'

// A real server: retries, timeouts and encodings are checked on the wire, not against a fetch mock.
let server: Server
let origin: string
const hits = new Map<string, number>()
/** Replies the 'hold' route keeps open until the test releases them. */
const held = new Map<string, ServerResponse>()

function hitCount(path: string): number {
  return hits.get(path) ?? 0
}

function sendJson(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(value))
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost')
  const hit = hitCount(url.pathname) + 1
  hits.set(url.pathname, hit)
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(Buffer.from(chunk))
  const body = Buffer.concat(chunks).toString('utf8')
  const [, route = '', arg = ''] = url.pathname.split('/')

  switch (route) {
    case 'echo':
      return sendJson(res, 200, { method: req.method, url: req.url, headers: req.headers, body })
    case 'status':
      return sendJson(res, Number(arg), { error: 'boom', hit })
    case 'flaky':
      return hit === 1 ? sendJson(res, 503, { error: 'busy' }) : sendJson(res, 200, { ok: true, hit })
    case 'text-error':
      res.writeHead(400, { 'Content-Type': 'text/plain' })
      return res.end('bad input')
    case 'empty':
      res.writeHead(200)
      return res.end()
    case 'no-content':
      res.writeHead(204)
      return res.end()
    case 'html':
      res.writeHead(200, { 'Content-Type': 'text/html' })
      return res.end('<!doctype html><p>app</p>')
    case 'slow':
      return setTimeout(() => sendJson(res, 200, { late: true }), Number(arg)).unref()
    case 'hold':
      held.set(url.pathname, res)
      return
    case 'drop':
      return req.socket.destroy()
    default:
      return sendJson(res, 404, { error: 'no route' })
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void handle(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('server is not listening on TCP')
  origin = `http://127.0.0.1:${address.port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

let unique = 0
/** A fresh path per case so hit counts never mix. */
function path(route: string, arg: string | number = ''): string {
  unique += 1
  return `/${route}/${arg}/${unique}`
}

function client(options: Parameters<typeof createHttpClient>[0] = {}): HttpClient {
  return createHttpClient({ baseUrl: origin, ...options })
}

type Echo = { method: string; url: string; headers: Record<string, string | undefined>; body: string }

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`)
  return error
}

describe('HttpError', () => {
  it('has a message naming the method, url and status', () => {
    const error = new HttpError({
      method: 'GET',
      url: '/api/x?a=1',
      status: 503,
      statusText: 'Service Unavailable',
    })
    expect(error.message).toBe('[GET] "/api/x?a=1": 503 Service Unavailable')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('HttpError')
    expect(error.body).toBeUndefined()
  })
})

describe('createHttpClient', () => {
  const methods: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']
  const retryable = [408, 409, 425, 429, 500, 502, 503, 504]

  describe.each(retryable)('status %i', (status) => {
    it.each(methods)('%s: only GET is sent a second time', async (method) => {
      const target = path('status', status)
      const error = await failure(client().request(method, target))
      expect(error.status).toBe(status)
      expect(error.body).toEqual({ error: 'boom', hit: method === 'GET' ? 2 : 1 })
      expect(hitCount(target)).toBe(method === 'GET' ? 2 : 1)
    })
  })

  it.each([400, 401, 403, 404, 422, 501])('does not retry a GET answered with %i', async (status) => {
    const target = path('status', status)
    const error = await failure(client().get(target))
    expect(error.status).toBe(status)
    expect(hitCount(target)).toBe(1)
  })

  it('returns the data when the retry of a GET succeeds', async () => {
    const target = path('flaky')
    await expect(client().get(target)).resolves.toEqual({ ok: true, hit: 2 })
    expect(hitCount(target)).toBe(2)
  })

  it('does not repeat a POST that failed transiently', async () => {
    const target = path('flaky')
    const error = await failure(client().post(target, { a: 1 }))
    expect(error.status).toBe(503)
    expect(hitCount(target)).toBe(1)
  })

  it('reports failures as "[METHOD] "url": status statusText" with the JSON body', async () => {
    const target = path('status', 404)
    const error = await failure(client().get(target, { q: 'x' }))
    expect(error.message).toBe(`[GET] "${origin}${target}?q=x": 404 Not Found`)
    expect(error).toMatchObject({
      method: 'GET',
      url: `${origin}${target}?q=x`,
      status: 404,
      statusText: 'Not Found',
    })
    expect(error.body).toEqual({ error: 'boom', hit: 1 })
  })

  it('keeps a non-JSON error body as text', async () => {
    const error = await failure(client().get(path('text-error')))
    expect(error.status).toBe(400)
    expect(error.body).toBe('bad input')
  })

  it('retries a GET once on a network failure, then reports status 0', async () => {
    const target = path('drop')
    const error = await failure(client().get(target))
    expect(error.status).toBe(0)
    expect(error.statusText).toBe('fetch failed')
    expect(error.message).toBe(`[GET] "${origin}${target}": 0 fetch failed`)
    expect(hitCount(target)).toBe(2)
  })

  it('does not retry a POST on a network failure', async () => {
    const target = path('drop')
    const error = await failure(client().post(target, {}))
    expect(error.status).toBe(0)
    expect(hitCount(target)).toBe(1)
  })

  it('times out with status 0 "Timeout" and does not retry', async () => {
    // The server never answers until released: only the client's timeout can end the call (without it
    // the call hangs and the test fails on its own timeout), and the reply is still unsent when it ends.
    const target = path('hold')
    const error = await failure(client({ timeoutMs: 100 }).get(target))
    expect(error).toMatchObject({ status: 0, statusText: 'Timeout' })
    expect(error.message).toBe(`[GET] "${origin}${target}": 0 Timeout`)
    const reply = held.get(target)
    expect(reply?.writableEnded).toBe(false)
    reply?.end()
    expect(hitCount(target)).toBe(1)
  })

  it('lets a call set its own timeout', async () => {
    const slow = client({ timeoutMs: 50 })
    await expect(slow.get(path('slow', 150), undefined, { timeoutMs: 2000 })).resolves.toEqual({ late: true })
    const error = await failure(client().get(path('slow', 2000), undefined, { timeoutMs: 50 }))
    expect(error.statusText).toBe('Timeout')
  })

  it('passes a caller abort through as an AbortError, not an HttpError', async () => {
    const controller = new AbortController()
    const pending = client({ timeoutMs: 5000 }).get(path('slow', 2000), undefined, {
      signal: controller.signal,
    })
    setTimeout(() => controller.abort(), 50)
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('puts GET and DELETE payloads in the query string, keeping the existing query', async () => {
    const payload = {
      q: 'mug & cup',
      tags: ['a', 'b'],
      skip: null,
      gone: undefined,
      page: 2,
      fresh: true,
      since: new Date(0),
      zh: '杯子',
    }
    const expected =
      '?site=us&q=mug%20%26%20cup&tags=a&tags=b&page=2&fresh=true&since=1970-01-01T00%3A00%3A00.000Z&zh=%E6%9D%AF%E5%AD%90'
    for (const method of ['GET', 'DELETE'] as const) {
      const echo = await client().request<Echo>(method, '/echo/q?site=us', payload)
      expect(echo.method).toBe(method)
      expect(echo.url).toBe(`/echo/q${expected}`)
      expect(echo.body).toBe('')
      expect(echo.headers['content-type']).toBeUndefined()
    }
  })

  it('sends POST, PUT and PATCH payloads as a JSON body', async () => {
    const payload = { title: '杯子 "mug"', price: 9.9, tags: ['a'] }
    for (const method of ['post', 'put', 'patch'] as const) {
      const echo = await client()[method]<Echo>('/echo/body', payload)
      expect(echo.method).toBe(method.toUpperCase())
      expect(echo.url).toBe('/echo/body')
      expect(JSON.parse(echo.body)).toEqual(payload)
      expect(echo.headers['content-type']).toBe('application/json')
      expect(echo.headers.accept).toBe('application/json')
    }
  })

  it('can send a POST payload as a query instead', async () => {
    const echo = await client().post<Echo>('/echo/as-query', { a: 1, b: 'x y' }, { asQuery: true })
    expect(echo.url).toBe('/echo/as-query?a=1&b=x%20y')
    expect(echo.body).toBe('')
  })

  it('sends Authorization as token##fingerprint, and nothing when both are missing', async () => {
    const auth = async (options: Parameters<typeof createHttpClient>[0]) =>
      (await client(options).get<Echo>('/echo/auth')).headers.authorization
    expect(await auth({ getToken: () => 'tok', getFingerprint: () => 'fp' })).toBe('tok##fp')
    expect(await auth({ getToken: () => 'tok', getFingerprint: () => null })).toBe('tok##')
    expect(await auth({ getToken: () => undefined, getFingerprint: () => 'fp' })).toBe('##fp')
    expect(await auth({ getToken: () => null, getFingerprint: () => '' })).toBeUndefined()
    expect(await auth({})).toBeUndefined()
  })

  it('reads the token on every request so a new login is picked up', async () => {
    let token = 'first'
    const api = client({ getToken: () => token })
    expect((await api.get<Echo>('/echo/t')).headers.authorization).toBe('first##')
    token = 'second'
    expect((await api.get<Echo>('/echo/t')).headers.authorization).toBe('second##')
  })

  it('merges caller headers over the defaults', async () => {
    const echo = await client({ getToken: () => 'tok' }).get<Echo>('/echo/h', undefined, {
      headers: { 'X-Trace': 'abc', Authorization: 'override' },
    })
    expect(echo.headers['x-trace']).toBe('abc')
    expect(echo.headers.authorization).toBe('override')
  })

  it('returns null for an empty successful body', async () => {
    await expect(client().get(path('empty'))).resolves.toBeNull()
    await expect(client().delete(path('no-content'))).resolves.toBeNull()
  })

  it('rejects a successful response that is not JSON', async () => {
    const error = await failure(client().get(path('html')))
    expect(error).toMatchObject({ status: 200, statusText: 'Invalid JSON' })
    expect(error.body).toContain('<p>app</p>')
  })

  it('works with absolute URLs and the fetch it is given', async () => {
    let calls = 0
    const counted: typeof fetch = (input, init) => {
      calls += 1
      return fetch(input, init)
    }
    const api = createHttpClient({ baseUrl: 'http://unused.invalid', fetch: counted })
    const echo = await api.get<Echo>(`${origin}/echo/abs`, { a: 1 })
    expect(echo.url).toBe('/echo/abs?a=1')
    expect(calls).toBe(1)
  })

  it('joins the base URL and path with exactly one slash', async () => {
    const api = createHttpClient({ baseUrl: `${origin}/echo/` })
    expect((await api.get<Echo>('/joined')).url).toBe('/echo/joined')
    expect((await api.get<Echo>('joined')).url).toBe('/echo/joined')
  })
})
