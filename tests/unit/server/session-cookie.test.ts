// The signed session cookie, read by server/auth/viewer.ts in better-call's format (the library signs,
// this reads): the signature is checked against the token before any database lookup.
import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sessionTokenOf } from '../../../src/server/auth/viewer'

const NAME = 'shopsight.session_token'
const SECRET = 'a-secret-of-at-least-thirty-two-characters'
const sign = (token: string, secret = SECRET) =>
  encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`)

describe('sessionTokenOf', () => {
  it('answers the token of a cookie signed with the secret, wherever it sits in the header', () => {
    const token = 'Zq3xY1bR8kT0mW5pL2vN7cH4dF6gJ9sA'
    expect(sessionTokenOf(`${NAME}=${sign(token)}`, NAME, SECRET)).toBe(token)
    expect(sessionTokenOf(`a=1; ${NAME}=${sign(token)}; b=2`, NAME, SECRET)).toBe(token)
    expect(sessionTokenOf(`${NAME}="${sign(token)}"`, NAME, SECRET)).toBe(token)
  })

  it('matches what better-auth sets (the same HMAC, base64 with padding, URL-encoded)', () => {
    const cookie = sign('abc')
    expect(decodeURIComponent(cookie)).toMatch(/^abc\.[A-Za-z0-9+/]{43}=$/)
  })

  it('refuses another secret, a changed token, a bad signature and other cookies', () => {
    const token = 'Zq3xY1bR8kT0mW5pL2vN7cH4dF6gJ9sA'
    expect(
      sessionTokenOf(`${NAME}=${sign(token, 'another-secret-of-thirty-two-characters')}`, NAME, SECRET),
    ).toBeNull()
    const signature = decodeURIComponent(sign(token)).split('.')[1]
    expect(sessionTokenOf(`${NAME}=${encodeURIComponent(`${token}x.${signature}`)}`, NAME, SECRET)).toBeNull()
    expect(sessionTokenOf(`${NAME}=${token}`, NAME, SECRET)).toBeNull()
    expect(sessionTokenOf(`${NAME}=${token}.short=`, NAME, SECRET)).toBeNull()
    expect(sessionTokenOf(`${NAME}=%E0%A4%A`, NAME, SECRET)).toBeNull()
    expect(sessionTokenOf(`other.${NAME}=${sign(token)}`, NAME, SECRET)).toBeNull()
    expect(sessionTokenOf(`__Secure-${NAME}=${sign(token)}`, NAME, SECRET)).toBeNull()
    expect(sessionTokenOf(`__Secure-${NAME}=${sign(token)}`, `__Secure-${NAME}`, SECRET)).toBe(token)
    expect(sessionTokenOf('', NAME, SECRET)).toBeNull()
  })
})
