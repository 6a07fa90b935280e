// Google sign-in (spec §7 new-google-callback, §8 result codes) against a local stand-in for Google's
// key endpoint: ID tokens signed here with a test key, published as the JWKS the server checks against.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerWithFixture, type TestServer } from '../../support/server'

const CLIENT_ID = 'shopsight-test.apps.googleusercontent.com'
let server: TestServer
let certs: http.Server
let privateKey: CryptoKey
let otherKey: CryptoKey

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true })
  privateKey = pair.privateKey
  otherKey = (await generateKeyPair('RS256')).privateKey
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }
  certs = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ keys: [jwk] }))
  })
  await new Promise<void>((resolve) => certs.listen(0, '127.0.0.1', resolve))
  const { port } = certs.address() as AddressInfo
  process.env.GOOGLE_CLIENT_ID = CLIENT_ID
  process.env.GOOGLE_CLIENT_SECRET = 'test-secret'
  process.env.GOOGLE_CERTS_URL = `http://127.0.0.1:${port}/oauth2/v3/certs`
  server = await startServerWithFixture()
})

afterAll(async () => {
  await server?.close()
  await new Promise((resolve) => certs?.close(resolve))
  delete process.env.GOOGLE_CLIENT_ID
  delete process.env.GOOGLE_CLIENT_SECRET
  delete process.env.GOOGLE_CERTS_URL
})

async function idToken(claims: Record<string, unknown>, key: CryptoKey = privateKey) {
  return new SignJWT({ email_verified: true, name: 'Grace G', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(CLIENT_ID)
    .setSubject(String(claims.sub ?? '1000001'))
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key)
}

async function callback(body: unknown, origin = server.baseUrl) {
  const response = await fetch(`${server.baseUrl}/user/default/new-google-callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    cookie: response.headers.getSetCookie().find((c) => c.startsWith('shopsight.session_token=')),
    body: (await response.json()) as {
      code: number
      msg: string
      data: { is_register?: number; url: string }
    },
  }
}

describe('POST /user/default/new-google-callback', () => {
  it('registers on first use (100000, welcome url), signs in on return (100000, reload)', async () => {
    const email = `grace-${Date.now()}@gmail.com`
    const first = await callback({ JWT: await idToken({ email, sub: '2001' }), state: 'ga-123' })
    expect(first.body).toMatchObject({ code: 100000, data: { is_register: 1, url: '/welcome-to-shopsight' } })
    expect(first.cookie).toBeDefined()
    const me = await fetch(`${server.baseUrl}/ecommerce/common/get-token?fingerprint=grace-phone-1`, {
      headers: { cookie: first.cookie?.split(';')[0] ?? '' },
    })
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe(email)

    const again = await callback({ JWT: await idToken({ email, sub: '2001' }) })
    expect(again.body).toMatchObject({ code: 100000, data: { is_register: 0, url: '' } })
  })

  it('sends a token Google did not sign, or for another app, to the login page', async () => {
    const forged = await callback({ JWT: await idToken({ email: 'mallory@gmail.com' }, otherKey) })
    expect(forged.status).toBe(401)
    expect(forged.body).toMatchObject({ code: 10001, data: { url: '/user/login' } })
    expect(forged.cookie).toBeUndefined()
    const otherApp = await new SignJWT({ email: 'mallory@gmail.com', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience('someone-else.apps.googleusercontent.com')
      .setSubject('3001')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey)
    expect((await callback({ JWT: otherApp })).body.data.url).toBe('/user/login')
  })

  it('answers bad input with the field and cross-site calls with 403', async () => {
    const missing = await callback({})
    expect(missing.status).toBe(400)
    expect(missing.body.msg).toMatch(/^JWT:/)
    expect(missing.body.data.url).toBe('/user/login')
    const crossSite = await callback({ JWT: await idToken({ email: 'x@gmail.com' }) }, 'https://evil.example')
    expect(crossSite.status).toBe(403)
  })

  it('offers the Google button on the login page only when configured', async () => {
    const page = await (await fetch(`${server.baseUrl}/user/login`)).text()
    expect(page).toContain(CLIENT_ID)
  })
})
