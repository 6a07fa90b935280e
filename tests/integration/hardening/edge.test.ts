// The server's edge as an attacker meets it (issue 32, findings 2, 3, 4, 6, 9 and 10), on the production
// build with the fixture catalogue, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL: every spelling
// of a limited path is counted, sign-in attempts are counted on the account whatever the body encoding,
// bodies are bounded before they are read, state changes from other sites are refused, a shared link
// opens for every stranger behind one address while a client minting guests gets no more than the
// documented quota, and replies carry their own headers and the envelope.
import { request as httpRequest } from 'node:http'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerProcess } from '../../../scripts/serve.ts'
import { LIMITS } from '../../../src/server/limits/limits'
import { FIXTURE } from '../../support/databases'
import { fixtureFolder, isEnvelopeBody, mintGuest, startProxiedServer } from '../../support/hardening'
import { spellingsOf } from '../../support/spellings'

/** The fixture's product 1 (tests/fixtures/snapshots/basic, products.jsonl). */
const PRODUCT_ID = 1
const PRODUCT_TITLE = 'Collapsible Silicone Food Storage Container Set'
/** The free plan's product details a day (docs/quotas.md). */
const FREE_PRODUCT_DETAILS = 3

/** A PostgreSQL database of this file's own beside TEST_DATABASE_URL's, with the fixture loaded. */
async function postgresWithFixture(adminUrl: string): Promise<string> {
  const url = new URL(adminUrl)
  const name = `${url.pathname.slice(1)}_edge`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.unsafe(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  url.pathname = `/${name}`
  const { openDatabase } = await import('../../../src/server/db/client')
  const { migrate } = await import('../../../src/server/db/migrate')
  const { runIngest } = await import('../../../src/pipeline/ingest/ingest')
  const db = await openDatabase({ url: url.toString() })
  await migrate(db)
  await runIngest({ dir: FIXTURE, db })
  await db.close()
  return url.toString()
}

const SERVERS: { engine: string; env: () => Promise<NodeJS.ProcessEnv> }[] = [
  { engine: 'pglite', env: async () => ({ PGLITE_DIR: await fixtureFolder(), DATABASE_URL: '' }) },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          engine: 'postgres',
          env: async () => ({ DATABASE_URL: await postgresWithFixture(process.env.TEST_DATABASE_URL ?? '') }),
        },
      ]
    : []),
]

type Raw = { status: number; headers: Record<string, string>; body: string; sent: number }

/**
 * A request whose body is produced as it is sent (`size` bytes in 64 KB chunks, never allocated whole):
 * with `chunked` no Content-Length is declared. Resolves when the answer arrives, with how many body
 * bytes had been handed to the socket by then; the rest is never sent.
 */
function streamed(
  baseUrl: string,
  path: string,
  options: { size: number; chunked: boolean; headers?: Record<string, string> },
): Promise<Raw> {
  return new Promise((done, fail) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers }
    if (!options.chunked) headers['content-length'] = String(options.size)
    let sent = 0
    let answered = false
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    const req = httpRequest(`${baseUrl}${path}`, { method: 'POST', headers }, (res) => {
      answered = true
      const at = sent
      const parts: Buffer[] = []
      res.on('data', (part: Buffer) => parts.push(part))
      res.on('end', () => {
        const flat: Record<string, string> = {}
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value
        }
        done({
          status: res.statusCode ?? 0,
          headers: flat,
          body: Buffer.concat(parts).toString('utf8'),
          sent: at,
        })
        req.destroy()
      })
    })
    // The server closing the connection mid-body is the expected end of a refused upload.
    req.on('error', (error) => {
      if (!answered) fail(error)
    })
    const pump = () => {
      while (!answered && sent < options.size) {
        const piece = chunk.subarray(0, Math.min(chunk.length, options.size - sent))
        sent += piece.length
        if (!req.write(piece)) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    // The head and a first piece, then a pause for an answer that comes without reading the body (a
    // server that answers while the client still writes may close first, and the answer would be lost to
    // the client's EPIPE); a server that reads the body whole answers only after the rest is pumped.
    req.write('{"a":"')
    req.write(chunk)
    sent += chunk.length
    // Not a timing assertion: how long to hold the rest back before sending it anyway.
    const giveUpAt = Date.now() + 2000
    const pause = setInterval(() => {
      if (answered || Date.now() > giveUpAt) {
        clearInterval(pause)
        pump()
      }
    }, 20)
  })
}

async function envelopeCode(response: Response): Promise<number | null> {
  const body: unknown = await response.json().catch(() => null)
  return isEnvelopeBody(body) ? body.code : null
}

describe.each(SERVERS)('the edge on $engine', ({ env }) => {
  let server: ServerProcess
  let base = ''
  /** A client address of this suite's own per test (the limits are per address). */
  let nextAddress = 0
  const address = () => `198.18.${Math.floor(++nextAddress / 250)}.${nextAddress % 250}`

  beforeAll(async () => {
    server = await startProxiedServer(await env())
    base = server.baseUrl
  }, 240_000)
  afterAll(async () => {
    await server?.stop()
  })

  /** Signs up a fresh account from its own address; its session cookie. */
  async function signUp(email: string, password: string): Promise<string> {
    const response = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': address() },
      body: JSON.stringify({ email, password, name: 'Edge Test' }),
    })
    expect(response.status).toBe(200)
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    expect(cookie).toContain('session_token')
    return cookie
  }

  describe('finding 2: one canonical path before every check', () => {
    it('counts every spelling of an /api path against the per-address limit (the 301st is refused)', async () => {
      const from = address()
      const spellings = spellingsOf('/api/nope')
      const statuses: number[] = []
      for (let i = 0; i <= LIMITS.apiPerAddress.points; i++) {
        const response = await fetch(`${base}${spellings[i % spellings.length]}`, {
          headers: { 'x-forwarded-for': from },
        })
        await response.arrayBuffer()
        statuses.push(response.status)
      }
      // Every spelling reaches the /api contract (the envelope's 404), none the page router.
      expect(statuses.slice(0, LIMITS.apiPerAddress.points).every((s) => s === 404)).toBe(true)
      expect(statuses[LIMITS.apiPerAddress.points]).toBe(429)
    }, 120_000)

    it('counts every spelling against the per-token limit, from any address (the 121st is refused)', async () => {
      const spellings = spellingsOf('/api/v2/products/list')
      let limitedAt = -1
      for (let i = 0; i < LIMITS.apiPerToken.points + 5 && limitedAt < 0; i++) {
        const response = await fetch(`${base}${spellings[i % spellings.length]}`, {
          headers: { authorization: 'edge-shared-token##edge-fp', 'x-forwarded-for': address() },
        })
        await response.arrayBuffer()
        if (response.status === 429) limitedAt = i
      }
      expect(limitedAt).toBe(LIMITS.apiPerToken.points)
    }, 120_000)

    it('mints no more than the per-address guests under any spelling of either guest-token door', async () => {
      const from = address()
      const users = new Set<string>()
      let calls = 0
      for (const door of ['/ecommerce/common/get-token', '/api/auth/guest-token']) {
        for (const spelling of spellingsOf(door)) {
          calls += 1
          const response = await fetch(`${base}${spelling}?fingerprint=edge-spelling-${calls}-abcdef`, {
            headers: { 'x-forwarded-for': from },
          })
          expect(response.status, spelling).toBe(200)
          const body: unknown = await response.json()
          // get-token answers the envelope (data.user_id), better-auth's door { userId }.
          const data = isEnvelopeBody(body) ? body.data : body
          const id =
            typeof data === 'object' && data !== null
              ? (Reflect.get(data, 'user_id') ?? Reflect.get(data, 'userId'))
              : null
          expect(typeof id, spelling).toBe('string')
          users.add(String(id))
        }
      }
      expect(calls).toBeGreaterThan(20)
      expect(users.size).toBe(LIMITS.guestsPerAddress.points)
    }, 120_000)
  })

  describe('finding 3: sign-in limits on the account whatever the body encoding', () => {
    it('refuses the 6th form-encoded attempt on one account, and the right password after 30 wrong ones', async () => {
      const email = `edge-form-${Date.now()}@example.com`
      const password = 'correct-horse-battery'
      await signUp(email, password)
      const attempt = (secret: string) =>
        fetch(`${base}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: base,
            // A new address each time: only the per-account limit can refuse.
            'x-forwarded-for': address(),
          },
          body: new URLSearchParams({ email, password: secret }).toString(),
        })
      const statuses: number[] = []
      for (let i = 0; i < 30; i++) {
        const response = await attempt(`wrong-password-${i}`)
        await response.arrayBuffer()
        statuses.push(response.status)
      }
      // The exact boundary: LIMITS.signInPerAccount (5) answered, the 6th refused, and so on.
      expect(statuses.slice(0, LIMITS.signInPerAccount.points)).toEqual(
        Array(LIMITS.signInPerAccount.points).fill(401),
      )
      expect(statuses.slice(LIMITS.signInPerAccount.points)).toEqual(
        Array(30 - LIMITS.signInPerAccount.points).fill(429),
      )
      const right = await attempt(password)
      expect(right.status).toBe(429)
      expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(right.headers.getSetCookie().some((c) => c.includes('session_token'))).toBe(false)
    }, 120_000)

    it('counts JSON, form and multipart attempts on one account together', async () => {
      const email = `edge-mixed-${Date.now()}@example.com`
      await signUp(email, 'correct-horse-battery')
      const bodies = (i: number): { body: BodyInit; type?: string }[] => [
        { body: JSON.stringify({ email, password: `bad-${i}` }), type: 'application/json' },
        {
          body: new URLSearchParams({ email: ` ${email.toUpperCase()} `, password: `bad-${i}` }).toString(),
          type: 'application/x-www-form-urlencoded',
        },
        (() => {
          const form = new FormData()
          form.set('email', email)
          form.set('password', `bad-${i}`)
          return { body: form }
        })(),
      ]
      const statuses: number[] = []
      for (let i = 0; i < 3; i++) {
        for (const { body, type } of bodies(i)) {
          const response = await fetch(`${base}/api/auth/sign-in/email`, {
            method: 'POST',
            headers: {
              ...(type ? { 'content-type': type } : {}),
              origin: base,
              'x-forwarded-for': address(),
            },
            body,
          })
          await response.arrayBuffer()
          statuses.push(response.status)
        }
      }
      expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true)
      expect(statuses.slice(5)).toEqual([429, 429, 429, 429])
    }, 120_000)

    it('refuses the 11th form-encoded attempt from one address, whichever accounts it tries', async () => {
      const from = address()
      const statuses: number[] = []
      for (let i = 0; i <= LIMITS.signInPerAddress.points; i++) {
        const response = await fetch(`${base}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: base,
            'x-forwarded-for': from,
          },
          body: new URLSearchParams({
            email: `nobody-${i}-${Date.now()}@example.com`,
            password: 'whatever-1234',
          }).toString(),
        })
        await response.arrayBuffer()
        statuses.push(response.status)
      }
      expect(statuses.slice(0, LIMITS.signInPerAddress.points).includes(429)).toBe(false)
      expect(statuses[LIMITS.signInPerAddress.points]).toBe(429)
    }, 60_000)
  })

  describe('finding 4: a body size limit on every route, before the body is read', () => {
    it('refuses a declared 100 MB body with 413 in the envelope without reading it', async () => {
      const reply = await streamed(base, '/api/invite/share', {
        size: 100 * 1024 * 1024,
        chunked: false,
        headers: { origin: base, 'x-forwarded-for': address() },
      })
      expect(reply.status).toBe(413)
      expect(JSON.parse(reply.body)).toMatchObject({ code: 10413 })
      expect(reply.headers.connection).toBe('close')
      expect(reply.sent).toBeLessThan(50 * 1024 * 1024)
    }, 120_000)

    it('refuses a chunked 100 MB body as soon as it passes the route cap', async () => {
      const reply = await streamed(base, '/api/analytics/page_view', {
        size: 100 * 1024 * 1024,
        chunked: true,
        headers: { origin: base, 'x-forwarded-for': address() },
      })
      expect(reply.status).toBe(413)
      expect(JSON.parse(reply.body)).toMatchObject({ code: 10413, data: { max_bytes: 4096 } })
      expect(reply.sent).toBeLessThan(50 * 1024 * 1024)
    }, 120_000)

    it('holds the cap per route: 20 KB refused on a JSON call, 15 KB read; 100 KB refused on a server function', async () => {
      const post = (path: string, size: number) =>
        fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': address() },
          body: JSON.stringify({ invited_code: 'x'.repeat(size) }),
        })
      const over = await post('/api/team/join', 20 * 1024)
      expect(over.status).toBe(413)
      expect(await envelopeCode(over)).toBe(10413)
      // Under the cap the route reads it (and asks for a session).
      const under = await post('/api/team/join', 15 * 1024)
      expect(under.status).not.toBe(413)
      await under.arrayBuffer()
      const serverFn = await post('/_serverFn/anything', 100 * 1024)
      expect(serverFn.status).toBe(413)
    })
  })

  describe('finding 6: origin on every state change; text/plain is not JSON', () => {
    const SEVEN = [
      ['/api/invite/share', {}],
      ['/api/invite/claim', { inviter: 'abcdefghij' }],
      ['/api/team/invite', { email: 'colleague@example.com' }],
      ['/api/team/join', { invited_code: '0123456789abcdef0123456789abcdef' }],
      ['/api/team/remove', { member: 'colleague@example.com' }],
      ['/api/affiliate/apply', { website: 'https://edge.example' }],
      ['/api/affiliate/attribute', { code: 'abcdefgh' }],
    ] as const

    it('refuses the seven POSTs from a foreign Origin (or Origin: null), with a session cookie', async () => {
      const cookie = await signUp(`edge-origin-${Date.now()}@example.com`, 'correct-horse-battery')
      for (const [path, payload] of SEVEN) {
        for (const origin of ['https://evil.example', 'null']) {
          const response = await fetch(`${base}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin, cookie, 'x-forwarded-for': address() },
            body: JSON.stringify(payload),
          })
          expect(response.status, `${path} from ${origin}`).toBe(403)
          expect(await envelopeCode(response), path).toBe(10403)
        }
        // Another spelling of the path is the same endpoint and the same refusal.
        const spelled = await fetch(`${base}/cn${path.replace('/api', '/%61pi')}/`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: 'https://evil.example',
            cookie,
            'x-forwarded-for': address(),
          },
          body: JSON.stringify(payload),
        })
        expect(spelled.status, `spelled ${path}`).toBe(403)
        await spelled.arrayBuffer()
      }
      // A browser without Origin still says where the request came from.
      const fetchSite = await fetch(`${base}/api/invite/share`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'sec-fetch-site': 'cross-site',
          cookie,
          'x-forwarded-for': address(),
        },
        body: '{}',
      })
      expect(fetchSite.status).toBe(403)
      await fetchSite.arrayBuffer()
      const serverFn = await fetch(`${base}/_serverFn/anything`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'https://evil.example',
          cookie,
          'x-forwarded-for': address(),
        },
        body: '{}',
      })
      expect(serverFn.status).toBe(403)
      expect(await envelopeCode(serverFn)).toBe(10403)
    }, 120_000)

    it('never reads a text/plain body as JSON, even from our own origin', async () => {
      const cookie = await signUp(`edge-plain-${Date.now()}@example.com`, 'correct-horse-battery')
      for (const [path, payload] of SEVEN) {
        const response = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'text/plain;charset=UTF-8',
            origin: base,
            cookie,
            'x-forwarded-for': address(),
          },
          body: JSON.stringify(payload),
        })
        expect(response.status, path).toBe(415)
        expect(await envelopeCode(response), path).toBe(10415)
        // Form fields are no JSON either.
        const form = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: base,
            cookie,
            'x-forwarded-for': address(),
          },
          body: 'a=1',
        })
        expect(form.status, path).toBe(415)
        await form.arrayBuffer()
      }
    }, 120_000)
  })

  describe('finding 9: a shared link always opens', () => {
    it('shows 200 strangers behind one address the product, while a client minting guests gets only the documented quota', async () => {
      const office = address()
      const openShared = async () => {
        const response = await fetch(`${base}/product-detail/${PRODUCT_ID}`, {
          headers: { 'x-forwarded-for': office, 'accept-language': 'en' },
        })
        const html = await response.text()
        return {
          status: response.status,
          shown: html.includes(PRODUCT_TITLE) && !html.includes('data-testid="detail-refused"'),
        }
      }
      for (let visitor = 0; visitor < 200; visitor++) {
        const { status, shown } = await openShared()
        expect(status, `visitor ${visitor + 1}`).toBe(200)
        expect(shown, `visitor ${visitor + 1} sees the product`).toBe(true)
      }
      // The same address, keeping no cookies, past the free entry pages: the rest of the hour's entry
      // views, then only the quota of the address's last guest, then the prompt.
      let more = 0
      for (let i = 0; i < LIMITS.entryViewsPerAddress.points; i++) {
        if (!(await openShared()).shown) break
        more += 1
      }
      expect(200 + more).toBe(LIMITS.entryViewsPerAddress.points + FREE_PRODUCT_DETAILS)

      // One client minting guests through get-token with a new fingerprint each time, from one address,
      // reading product details with every token until each is refused.
      const script = address()
      let views = 0
      for (let i = 0; i < 30; i++) {
        const fingerprint = `edge-minting-${i}-abcdef`
        const guest = await mintGuest(base, fingerprint, script)
        expect(guest.token).toBeTruthy()
        for (let read = 0; read < FREE_PRODUCT_DETAILS + 2; read++) {
          const response = await fetch(`${base}/api/v2/products/detail?id=${PRODUCT_ID}`, {
            headers: { authorization: `${guest.token}##${fingerprint}`, 'x-forwarded-for': script },
          })
          const code = await envelopeCode(response)
          if (code !== 10000) break
          views += 1
        }
      }
      expect(views).toBe(LIMITS.guestsPerAddress.points * FREE_PRODUCT_DETAILS)
    }, 600_000)
  })

  describe('finding 10: headers per response, the envelope for every /api path', () => {
    it('never replays HSTS learned over HTTPS onto a plain HTTP reply from the page cache', async () => {
      const page = `/pricing?edge=${Date.now()}`
      const secure = await fetch(`${base}${page}`, { headers: { 'x-forwarded-proto': 'https' } })
      await secure.arrayBuffer()
      expect(secure.headers.get('strict-transport-security')).toMatch(/^max-age=/)
      const plain = await fetch(`${base}${page}`)
      await plain.arrayBuffer()
      expect(plain.headers.get('x-page-cache')).toBe('hit')
      expect(plain.headers.get('strict-transport-security')).toBeNull()
      // And the other way: HTTPS gets its HSTS on a hit stored from plain HTTP.
      const again = await fetch(`${base}${page}`, { headers: { 'x-forwarded-proto': 'https' } })
      await again.arrayBuffer()
      expect(again.headers.get('x-page-cache')).toBe('hit')
      expect(again.headers.get('strict-transport-security')).toMatch(/^max-age=/)
    })

    it('answers a missing search picture with the JSON 404 envelope', async () => {
      for (const path of [
        '/api/imagesearch/image',
        '/api/imagesearch/image?id=not-a-picture',
        '/api/imagesearch/image?id=00000000-0000-4000-8000-000000000000',
      ]) {
        const response = await fetch(`${base}${path}`, { headers: { 'x-forwarded-for': address() } })
        expect(response.status, path).toBe(404)
        expect(response.headers.get('content-type'), path).toContain('application/json')
        expect(await envelopeCode(response), path).toBe(10404)
      }
    })

    it('answers wrong methods on /api/auth/* and the token endpoint with 405, Allow and the envelope', async () => {
      const cases: [string, string, string][] = [
        ['PUT', '/api/auth/sign-in/email', 'GET, POST'],
        ['DELETE', '/api/auth/get-session', 'GET, POST'],
        ['PATCH', '/api/auth/guest-token', 'GET, POST'],
        ['POST', '/ecommerce/common/get-token', 'GET'],
        ['PUT', '/cn/ecommerce/common/get-token/', 'GET'],
        ['DELETE', '/api/imagesearch/image', 'GET'],
      ]
      for (const [method, path, allow] of cases) {
        const response = await fetch(`${base}${path}`, {
          method,
          headers: { origin: base, 'x-forwarded-for': address() },
        })
        expect(response.status, `${method} ${path}`).toBe(405)
        expect(response.headers.get('content-type'), `${method} ${path}`).toContain('application/json')
        expect(response.headers.get('allow'), `${method} ${path}`).toBe(allow)
        expect(await envelopeCode(response), `${method} ${path}`).toBe(10405)
      }
    })

    it('closes the connection when it refuses an oversized upload, chunked or declared', async () => {
      // Just past the upload's cap (8 MB + 64 KB of framing), so the client has little left to write
      // when the refusal comes.
      const chunked = await streamed(base, '/api/imagesearch/upload', {
        size: 8 * 1024 * 1024 + 256 * 1024,
        chunked: true,
        headers: { 'content-type': 'image/jpeg', origin: base, 'x-forwarded-for': address() },
      })
      // Refused at the edge as it passes the upload's cap, in the envelope, and the connection closed.
      expect(chunked.status).toBe(413)
      expect(JSON.parse(chunked.body)).toMatchObject({ code: 10413 })
      expect(chunked.headers.connection).toBe('close')
      const declared = await streamed(base, '/api/imagesearch/upload', {
        size: 100 * 1024 * 1024,
        chunked: false,
        headers: { 'content-type': 'image/jpeg', origin: base, 'x-forwarded-for': address() },
      })
      expect(declared.status).toBe(413)
      expect(declared.headers.connection).toBe('close')
      expect(declared.sent).toBeLessThan(50 * 1024 * 1024)
    }, 120_000)
  })
})
