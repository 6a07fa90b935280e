// Accounts over HTTP against the production build: fingerprint guests, registration and sign-in,
// cookies, rate limits, caller isolation and the subscription and usage endpoints.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerWithFixture, type TestServer } from '../../support/server'

let server: TestServer

beforeAll(async () => {
  // Each simulated seller comes from its own address (X-Forwarded-For is read only behind a proxy).
  process.env.TRUST_PROXY = '1'
  server = await startServerWithFixture()
})
afterAll(async () => {
  await server?.close()
  delete process.env.TRUST_PROXY
})

type Envelope<T = unknown> = { code: number; msg: string; data: T }
type UserInfo = {
  user_id: string
  username: string
  email: string
  token: string
  is_guest: boolean
  subscription: { plan_id: number; start_at: number; expire_at: number; cycle_subscription: number }
}

const url = (path: string) => `${server.baseUrl}${path}`

async function getJson<T>(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(url(path), { headers })
  return { status: response.status, body: (await response.json()) as Envelope<T>, headers: response.headers }
}

/** The session cookie (name=value) a response set. */
function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('shopsight.session_token='))
  if (!cookie) throw new Error('no session cookie was set')
  return cookie.split(';')[0] ?? ''
}

async function authPost(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url(`/api/auth${path}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl, ...headers },
    body: JSON.stringify(body),
  })
}

let emailCounter = 0
async function register(name = 'seller') {
  emailCounter += 1
  const email = `${name}${emailCounter}-${Date.now()}@example.com`
  const response = await authPost(
    '/sign-up/email',
    { name, email, password: 'correct horse 1' },
    { 'x-forwarded-for': `10.1.0.${emailCounter}` },
  )
  expect(response.status).toBe(200)
  return { email, cookie: sessionCookie(response) }
}

describe('GET /ecommerce/common/get-token', () => {
  it('answers a guest token that /api accepts, the same guest for the same fingerprint', async () => {
    const first = await fetch(url('/ecommerce/common/get-token?fingerprint=visitor-one-0001'))
    const body = (await first.json()) as Envelope<UserInfo>
    expect(body.code).toBe(10000)
    expect(body.data).toMatchObject({ is_guest: true, username: '', email: '', subscription: { plan_id: 0 } })
    expect(body.data.token).toMatch(/^\w{20,}$/)
    const cookie = first.headers.getSetCookie().join('\n')
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/Max-Age=259200/)

    const usage = await getJson<unknown[]>('/api/common/used_limit_count', {
      authorization: `${body.data.token}##visitor-one-0001`,
    })
    expect(usage.body.code).toBe(10000)
    expect(usage.body.data).toContainEqual(
      expect.objectContaining({ feature: 'product-detail', num: 3, used: 0, remaining: 3 }),
    )

    const again = await getJson<UserInfo>('/ecommerce/common/get-token?fingerprint=visitor-one-0001')
    expect(again.body.data.user_id).toBe(body.data.user_id)
    const other = await getJson<UserInfo>('/ecommerce/common/get-token?fingerprint=visitor-two-0002')
    expect(other.body.data.user_id).not.toBe(body.data.user_id)
  })

  it('keeps a signed-in user signed in and answers 400 with the field for a bad fingerprint', async () => {
    const { email, cookie } = await register('keeper')
    const reply = await getJson<UserInfo>('/ecommerce/common/get-token?fingerprint=any-device-123', {
      cookie,
    })
    expect(reply.body.data).toMatchObject({ email, username: 'keeper', is_guest: false })
    for (const bad of ['', 'short', 'x'.repeat(200), 'has spaces in it', '<script>alert(1)</script>']) {
      const { status, body } = await getJson(
        `/ecommerce/common/get-token?fingerprint=${encodeURIComponent(bad)}`,
      )
      expect(status).toBe(400)
      expect(body.msg).toMatch(/^fingerprint:/)
    }
  })
})

describe('accounts', () => {
  it('registers, signs in over a stale guest cookie, and signs out', async () => {
    const { email } = await register('alice')
    const guest = await fetch(url('/ecommerce/common/get-token?fingerprint=alice-laptop-01'))
    const guestCookie = sessionCookie(guest)
    const signIn = await authPost(
      '/sign-in/email',
      { email, password: 'correct horse 1' },
      { cookie: guestCookie },
    )
    expect(signIn.status).toBe(200)
    const cookie = sessionCookie(signIn)
    const sub = await getJson('/api/pay/get_user_sub', { cookie })
    expect(sub.body).toEqual({
      code: 10000,
      msg: 'success',
      data: { plan_id: 0, start_at: 0, expire_at: 0, cycle_subscription: 0 },
    })
    const me = await getJson<UserInfo>('/ecommerce/common/get-token?fingerprint=alice-laptop-01', { cookie })
    expect(me.body.data.email).toBe(email)
    const out = await authPost('/sign-out', {}, { cookie })
    expect(out.status).toBe(200)
    expect((await getJson('/api/pay/get_user_sub', { cookie })).body.code).toBe(10001)
  })

  it('answers bad registrations with a message, never a 500', async () => {
    const taken = await register('bob')
    const cases: Array<[unknown, number, RegExp]> = [
      [{ name: 'x', email: 'not-an-email', password: 'long enough 1' }, 400, /email/i],
      [{ name: 'x', email: `short${Date.now()}@example.com`, password: 'short' }, 400, /password/i],
      [{ name: 'x', email: taken.email, password: 'long enough 1' }, 422, /exist/i],
    ]
    for (const [body, status, message] of cases) {
      const response = await authPost('/sign-up/email', body, { 'x-forwarded-for': '10.2.0.1' })
      expect(response.status).toBe(status)
      expect(((await response.json()) as { message: string }).message).toMatch(message)
    }
  })

  it('limits registrations per address with 429', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i += 1) {
      const email = `burst${i}-${Date.now()}@example.com`
      const response = await authPost(
        '/sign-up/email',
        { name: 'burst', email, password: 'correct horse 1' },
        { 'x-forwarded-for': '10.3.0.1' },
      )
      statuses.push(response.status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('refuses cross-site sign-in', async () => {
    const response = await authPost(
      '/sign-in/email',
      { email: 'a@example.com', password: 'whatever1' },
      {
        origin: 'https://evil.example',
      },
    )
    expect(response.status).toBe(403)
  })

  it('limits sign-in attempts per account with 429 and a message', async () => {
    const { email } = await register('carol')
    const statuses: number[] = []
    for (let i = 0; i < 7; i += 1) {
      const response = await authPost(
        '/sign-in/email',
        { email, password: 'wrong password' },
        { 'x-forwarded-for': `10.4.0.${i}` },
      )
      statuses.push(response.status)
      if (response.status === 429) {
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
        expect(((await response.json()) as { message: string }).message).toMatch(/too many/i)
      }
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses.slice(5)).toEqual([429, 429])
  })
})

describe('quotas and isolation', () => {
  it('counts each user separately, answers 10020 at the limit and consumes nothing on a failure', async () => {
    const a = await register('dave')
    const b = await register('erin')
    const detail = (cookie: string, id: number) =>
      getJson<{ remaining: number }>(`/api/v2/products/detail?id=${id}`, { cookie })
    expect((await detail(a.cookie, 1)).body.data.remaining).toBe(2)
    expect((await detail(a.cookie, 424242)).status).toBe(404)
    expect((await detail(a.cookie, 2)).body.data.remaining).toBe(1)
    expect((await detail(a.cookie, 3)).body.data.remaining).toBe(0)
    const over = await detail(a.cookie, 1)
    expect(over.status).toBe(403)
    expect(over.body.code).toBe(10020)
    // Erin's day is untouched by Dave's.
    expect((await detail(b.cookie, 1)).body.data.remaining).toBe(2)
    const usage = await getJson<Array<{ feature: string; used: number }>>('/api/common/used_limit_count', {
      cookie: b.cookie,
    })
    expect(usage.body.data.find((e) => e.feature === 'product-detail')?.used).toBe(1)
  })

  it('gives free users the first page only, and asks visitors without a session to sign in', async () => {
    const { cookie } = await register('frank')
    const page2 = await getJson('/api/v2/products/list?site=us&page=2', { cookie })
    expect(page2.body.code).toBe(10020)
    const first = await getJson<{ remaining: number }>('/api/v2/products/list?site=us', { cookie })
    expect(first.body.data.remaining).toBe(4)
    expect((await getJson('/api/v2/products/list?site=us&page=2')).body.code).toBe(10001)
    expect((await getJson('/api/v2/products/detail?id=1')).body.code).toBe(10001)
    expect((await getJson('/api/common/used_limit_count')).body.code).toBe(10001)
    expect(
      (await getJson('/api/v2/products/detail?id=1', { authorization: 'forged-token##fp' })).body.code,
    ).toBe(10001)
  })

  it('cancels only an auto-renewal, only from this site, only for the caller', async () => {
    const { cookie } = await register('gina')
    const post = (headers: Record<string, string>) =>
      fetch(url('/api/pay/cancel_subscription'), { method: 'POST', headers }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as Envelope,
      }))
    expect((await post({ cookie, origin: 'https://evil.example' })).status).toBe(403)
    expect((await post({ origin: server.baseUrl })).body.code).toBe(10001)
    const none = await post({ cookie, origin: server.baseUrl })
    expect(none.status).toBe(400)
    expect(none.body.msg).toMatch(/^subscription:/)
  })

  it('never serves a page with a session from the anonymous page cache', async () => {
    const { cookie } = await register('henry')
    await fetch(url('/pricing'))
    const anonymous = await fetch(url('/pricing'))
    expect(anonymous.headers.get('x-page-cache')).toBe('hit')
    const personal = await fetch(url('/pricing'), { headers: { cookie } })
    expect(personal.headers.get('x-page-cache')).toBeNull()
  })
})

// The server reads the signed session cookie itself (server/auth/viewer.ts), not through the library's
// getSession: a cookie is a session only with the library's signature, for a live session row.
describe('the session cookie', () => {
  /** The session token inside a `shopsight.session_token=token.signature` cookie. */
  const tokenOf = (cookie: string) => {
    const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))
    return value.slice(0, value.lastIndexOf('.'))
  }
  const subCode = async (cookie: string) => (await getJson('/api/pay/get_user_sub', { cookie })).body.code

  it('accepts the signed cookie among other cookies, in either order', async () => {
    const { cookie } = await register('ivy')
    expect(await subCode(cookie)).toBe(10000)
    expect(await subCode(`theme=dark; ${cookie}; locale=zh`)).toBe(10000)
  })

  it('refuses a forged signature, a signature moved to another token and an unsigned token', async () => {
    const { cookie } = await register('jack')
    const other = await register('kate')
    const [name, value] = [
      cookie.slice(0, cookie.indexOf('=')),
      decodeURIComponent(cookie.split('=')[1] ?? ''),
    ]
    const signature = value.slice(value.lastIndexOf('.') + 1)
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`
    const forged = `${name}=${encodeURIComponent(`${tokenOf(cookie)}.${flipped}`)}`
    const moved = `${name}=${encodeURIComponent(`${tokenOf(other.cookie)}.${signature}`)}`
    for (const bad of [
      forged,
      moved,
      `${name}=${tokenOf(cookie)}`,
      `${name}=${encodeURIComponent(`${tokenOf(cookie)}.`)}`,
    ]) {
      expect(await subCode(bad), bad).toBe(10001)
    }
    // The real ones still work: nothing above touched the sessions.
    expect(await subCode(cookie)).toBe(10000)
    expect(await subCode(other.cookie)).toBe(10000)
  })

  it('refuses the cookie of an expired session', async () => {
    const { cookie } = await register('liam')
    expect(await subCode(cookie)).toBe(10000)
    // The server runs in this process; its database is the shared one (server/db/client.ts).
    const db = await globalThis.shopsightDatabase
    if (!db) throw new Error('the test server has no shared database')
    await db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token = $1`, [
      tokenOf(cookie),
    ])
    expect(await subCode(cookie)).toBe(10001)
  })
})
