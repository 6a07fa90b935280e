// The one canonical form of a request path (issue 32): every spelling of a limited path that reaches
// the same endpoint is the same key, so no limit, admission or routing check can be skipped by spelling.
import { describe, expect, it } from 'vitest'
import { canonicalPath, GUEST_TOKEN_KEYS, isEndpointKey } from '@/lib/canonical-path'
import { bodyCap } from '@/server/http/body-limit'
import { isLimitedPath } from '@/server/security/request-limit'
import { spellingsOf } from '../../support/spellings'

const LIMITED = [
  '/api/v2/products/list',
  '/api/nope',
  '/api/auth/sign-in/email',
  '/api/auth/guest-token',
  '/ecommerce/common/get-token',
  '/api/invite/share',
  '/api/team/join',
]

describe('canonicalPath', () => {
  it.each(LIMITED)('gives every spelling of %s the same key', (path) => {
    for (const spelling of spellingsOf(path)) {
      expect(canonicalPath(spelling).key, spelling).toBe(path)
      expect(isLimitedPath(spelling), spelling).toBe(true)
    }
  })

  it('recognises both guest-token doors under every spelling', () => {
    for (const door of GUEST_TOKEN_KEYS) {
      for (const spelling of spellingsOf(door))
        expect(GUEST_TOKEN_KEYS.has(canonicalPath(spelling).key)).toBe(true)
    }
  })

  it('splits off the language prefix and keeps the rest of a page path as it was spelled', () => {
    expect(canonicalPath('/cn/product-detail/12')).toEqual({
      path: '/product-detail/12',
      key: '/product-detail/12',
      prefix: '/cn',
    })
    expect(canonicalPath('/EN/Blog/Hello/')).toEqual({
      path: '/Blog/Hello',
      key: '/blog/hello',
      prefix: '/en',
    })
    expect(canonicalPath('/')).toEqual({ path: '/', key: '/', prefix: '' })
    expect(canonicalPath('/cn')).toEqual({ path: '/', key: '/', prefix: '/cn' })
    // A language code that is only the start of a segment is not a prefix.
    expect(canonicalPath('/cnx/api/nope').key).toBe('/cnx/api/nope')
    expect(isLimitedPath('/cnx/api/nope')).toBe(false)
  })

  it('never climbs above the root, and survives malformed escapes and control characters', () => {
    expect(canonicalPath('/../../api/nope').key).toBe('/api/nope')
    expect(canonicalPath('/%2e%2e/api/nope').key).toBe('/api/nope')
    // An incomplete UTF-8 sequence decodes byte by byte; a lone `%A` stays as it is.
    expect(canonicalPath('/api/%E0%A4%A/nope').key).toBe('/api/à¤%a/nope')
    expect(canonicalPath('/api/%ff/x').key).toBe('/api/ÿ/x')
    expect(canonicalPath('/%00api/nope').key).toBe('/api/nope')
    expect(canonicalPath('/api\\nope').key).toBe('/api/nope')
  })

  it('does not take a page for an endpoint', () => {
    for (const page of ['/', '/pricing', '/cn/product-detail/1', '/apix', '/blog/api']) {
      expect(isEndpointKey(canonicalPath(page).key), page).toBe(false)
      expect(isLimitedPath(page), page).toBe(false)
    }
    expect(isEndpointKey(canonicalPath('/_serverFn/abc').key)).toBe(true)
    expect(isEndpointKey(canonicalPath('/cn/_SERVERFN/abc').key)).toBe(true)
  })
})

describe('body caps by route', () => {
  it('gives every spelling of a route its cap: a few KB to 64 KB, uploads and label batches their own', () => {
    expect(bodyCap(canonicalPath('/API/Analytics/page_view/').key)).toBe(4096)
    expect(bodyCap(canonicalPath('/cn/api/auth/sign-in/email').key)).toBe(8192)
    expect(bodyCap('/api/invite/share')).toBe(16_384)
    expect(bodyCap('/_serverfn/abc')).toBe(65_536)
    expect(bodyCap('/api/pay/webhook/stripe')).toBe(65_536)
    expect(bodyCap(canonicalPath('/%61pi/imagesearch/upload').key)).toBe(8 * 1024 * 1024 + 64 * 1024)
    expect(bodyCap('/pricing')).toBe(16_384)
  })
})
