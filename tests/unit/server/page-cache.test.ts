import { describe, expect, it } from 'vitest'
import { cacheKey, createPageCache } from '@/server/page-cache'

const html = (body: string, init: ResponseInit = {}) =>
  new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, ...init })
const req = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://localhost${path}`, { headers, method })

describe('anonymous page cache', () => {
  it('keys pages by language and URL, so a stored choice of Chinese gets the Chinese page', () => {
    expect(cacheKey(req('/pricing'))).toBe('en /pricing')
    expect(cacheKey(req('/pricing', { cookie: 'lang=cn' }))).toBe('cn /pricing')
    expect(cacheKey(req('/pricing', { 'accept-language': 'zh-CN' }))).toBe('cn /pricing')
    expect(cacheKey(req('/cn/pricing?x=1'))).toBe('cn /cn/pricing?x=1')
  })

  it('never shares anything personal: session cookies, tokens, other methods, the API', () => {
    expect(cacheKey(req('/pricing', { cookie: 'lang=cn; session=abc' }))).toBeUndefined()
    expect(cacheKey(req('/pricing', { authorization: 't##f' }))).toBeUndefined()
    expect(cacheKey(req('/pricing', {}, 'POST'))).toBeUndefined()
    expect(cacheKey(req('/api/v2/products/list'))).toBeUndefined()
  })

  it('serves a stored page until it expires', async () => {
    let now = 0
    const cache = createPageCache({ maxEntries: 10, ttlMs: 1000, now: () => now })
    const first = await cache.store(req('/a'), html('<p>a</p>'))
    expect(await first.text()).toBe('<p>a</p>')
    expect((await cache.lookup(req('/a'))?.text()) ?? null).toBe('<p>a</p>')
    now = 1001
    expect(cache.lookup(req('/a'))).toBeUndefined()
  })

  it('does not keep responses that set cookies, are private, or are not HTML', async () => {
    const cache = createPageCache({ maxEntries: 10, ttlMs: 1000 })
    await cache.store(req('/a'), html('x', { headers: { 'content-type': 'text/html', 'set-cookie': 's=1' } }))
    await cache.store(
      req('/b'),
      html('x', { headers: { 'content-type': 'text/html', 'cache-control': 'private' } }),
    )
    await cache.store(req('/c'), new Response('{}', { headers: { 'content-type': 'application/json' } }))
    await cache.store(req('/d'), html('x', { status: 500 }))
    expect(cache.size).toBe(0)
  })

  it('evicts the least recently used page beyond its size', async () => {
    const cache = createPageCache({ maxEntries: 2, ttlMs: 60_000 })
    await cache.store(req('/a'), html('a'))
    await cache.store(req('/b'), html('b'))
    cache.lookup(req('/a'))
    await cache.store(req('/c'), html('c'))
    expect(cache.lookup(req('/b'))).toBeUndefined()
    expect(cache.lookup(req('/a'))).toBeDefined()
  })
})
