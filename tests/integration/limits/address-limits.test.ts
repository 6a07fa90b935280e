// Limits per client address that had no test of their own (docs/quotas.md), on the production build behind
// a pretend proxy (each test picks its address with X-Forwarded-For):
// - sign-in attempts: the documented number a minute per address go through (right or wrong password),
//   the next is refused with 429 and Retry-After even with the right password, and another address is
//   not affected;
// - a first visit (no cookie) from an address that has made its hour's guests: it is not given a new
//   guest but the address's last one (shared quota), and that personal reply is marked no-store.
// The numbers are read from LIMITS, the configuration that enforces them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerProcess } from '../../../scripts/serve.ts'
import { LIMITS } from '../../../src/server/limits/limits'
import { fixtureFolder, isEnvelopeBody, mintGuest, startProxiedServer } from '../../support/hardening'

let server: ServerProcess

beforeAll(async () => {
  server = await startProxiedServer({ PGLITE_DIR: await fixtureFolder(), DATABASE_URL: '' })
}, 240_000)
afterAll(async () => {
  await server?.stop()
})

const PASSWORD = 'correct-horse-battery-9'

async function signIn(email: string, password: string, address: string): Promise<Response> {
  const response = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl, 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  })
  await response.clone().arrayBuffer()
  return response
}

describe('sign-in attempts per address', () => {
  it('lets the documented number a minute through, refuses the next with 429 even when right', async () => {
    const email = `address-limit-${crypto.randomUUID()}@example.com`
    const signUp = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.baseUrl,
        'x-forwarded-for': '198.51.100.40',
      },
      body: JSON.stringify({ email, password: PASSWORD, name: 'Limit' }),
    })
    expect(signUp.status).toBe(200)

    const { points } = LIMITS.signInPerAddress
    const address = '198.51.100.41'
    // Each attempt names another account, so only the per-address count can stop one; the last one
    // allowed is the real account with its right password (it signs in).
    const statuses: number[] = []
    for (let i = 0; i < points - 1; i++) {
      statuses.push(
        (await signIn(`nobody-${i}-${crypto.randomUUID()}@example.com`, 'wrong-guess-1', address)).status,
      )
    }
    statuses.push((await signIn(email, PASSWORD, address)).status)
    expect(statuses).toEqual([...Array(points - 1).fill(401), 200])

    // One more from the same address within the minute: refused before the password is looked at.
    const refused = await signIn(email, PASSWORD, address)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.headers.getSetCookie().some((c) => c.startsWith('shopsight.session_token='))).toBe(false)
    // Another address signs the same account in.
    expect((await signIn(email, PASSWORD, '198.51.100.42')).status).toBe(200)
  })
})

describe('a first visit from an address over its guest limit', () => {
  it("is given the address's last guest, not a new one, in a reply marked private, no-store", async () => {
    const address = '198.51.100.60'
    const minted: string[] = []
    for (let i = 0; i < LIMITS.guestsPerAddress.points; i++) {
      const guest = await mintGuest(server.baseUrl, `over-limit-visitor-${i}-abcdef`, address)
      expect(guest.status).toBe(200)
      minted.push(guest.userId ?? '')
    }
    expect(new Set(minted).size).toBe(LIMITS.guestsPerAddress.points)
    const last = minted.at(-1)

    // A shared product link opened in a fresh browser (no cookie) from that address.
    const page = await fetch(`${server.baseUrl}/product-detail/1`, {
      headers: { 'x-forwarded-for': address, accept: 'text/html' },
    })
    expect(page.status).toBe(200)
    const cacheControl = page.headers.get('cache-control') ?? ''
    expect(cacheControl).toContain('no-store')
    expect(cacheControl).toContain('private')
    const html = await page.text()
    expect(html).toContain('data-testid="product-detail"')
    const cookies = page.headers.getSetCookie()
    expect(cookies.some((c) => c.startsWith('shopsight.session_token='))).toBe(true)
    const fingerprint =
      cookies
        .find((c) => c.startsWith('shopsight_fp='))
        ?.split(';')[0]
        ?.split('=')[1] ?? ''
    expect(fingerprint).not.toBe('')

    // The visit's fingerprint belongs to the address's last guest: its quota is that guest's.
    const same = await mintGuest(server.baseUrl, fingerprint, address)
    expect(isEnvelopeBody(same.body) && same.body.code).toBe(10000)
    expect(same.userId).toBe(last)

    // A first visit from another address gets a guest of its own (and the same no-store reply).
    const other = await fetch(`${server.baseUrl}/product-detail/1`, {
      headers: { 'x-forwarded-for': '198.51.100.61', accept: 'text/html' },
    })
    expect(other.headers.get('cache-control') ?? '').toContain('no-store')
    const otherFp =
      other.headers
        .getSetCookie()
        .find((c) => c.startsWith('shopsight_fp='))
        ?.split(';')[0]
        ?.split('=')[1] ?? ''
    const own = await mintGuest(server.baseUrl, otherFp, '198.51.100.61')
    expect(own.userId).not.toBe(last)
    expect(minted).not.toContain(own.userId)
  })
})
