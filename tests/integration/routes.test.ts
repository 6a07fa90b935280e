// Every page route of the foundation answers in its three language variants, over HTTP, from the
// production build: status, <html lang>, and language-specific text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, {
    headers: { 'sec-fetch-dest': 'document', ...headers },
    redirect: 'manual',
  })

const htmlLang = (html: string) => /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1]

const PAGES = [
  '/',
  '/pricing',
  '/affiliate',
  '/affiliate-agreement',
  '/blog',
  '/blog/find-winning-products-with-surge-lists',
  '/blog/temu-semi-managed-vs-fully-managed',
  '/blog/pricing-with-price-reduction-data',
  '/blog/check-trademarks-and-patents-before-listing',
  '/policy/privacy',
  '/policy/refund',
  '/policy/terms',
  '/plugin/resource-download',
  '/plugin/seller-assistant',
  '/welcome-to-shopsight',
  '/temu-invitation',
  '/about',
  '/faq',
  '/contact',
  '/data-methodology',
]

const PLUGIN_PAGES = ['product-analysis', 'seller-assistant', 'ai-review-analysis', 'resource-download']

describe('page routes in three language variants', () => {
  for (const path of PAGES) {
    it(`${path} answers 200 unprefixed (en), under /en and under /cn (zh)`, async () => {
      const variants: Array<[string, string]> = [
        [path, 'en'],
        [path === '/' ? '/en' : `/en${path}`, 'en'],
        [path === '/' ? '/cn' : `/cn${path}`, 'zh-CN'],
      ]
      for (const [url, lang] of variants) {
        const response = await get(url)
        expect(response.status, url).toBe(200)
        const html = await response.text()
        expect(htmlLang(html), url).toBe(lang)
        expect(html, url).toContain('<h1')
      }
    })
  }

  it('serves the plug-in pages in their own language only', async () => {
    for (const page of PLUGIN_PAGES) {
      const cn = await get(`/plugin-cn/${page}`)
      expect(cn.status).toBe(200)
      expect(htmlLang(await cn.text())).toBe('zh-CN')
      const en = await get(`/plugin-en/${page}`)
      expect(en.status).toBe(200)
      expect(htmlLang(await en.text())).toBe('en')
      expect((await get(`/cn/plugin-en/${page}`)).status).toBe(404)
      expect((await get(`/en/plugin-cn/${page}`)).status).toBe(404)
    }
  })

  it('sends /plugin/<page> links of the per-language plug-in pages to the page in the visitor language', async () => {
    for (const page of ['product-analysis', 'ai-review-analysis']) {
      for (const [from, to] of [
        [`/plugin/${page}`, `/plugin-en/${page}`],
        [`/en/plugin/${page}`, `/plugin-en/${page}`],
        [`/cn/plugin/${page}`, `/plugin-cn/${page}`],
      ] as const) {
        const response = await get(from)
        expect(response.status, from).toBe(301)
        expect(new URL(response.headers.get('location') ?? '', server.baseUrl).pathname, from).toBe(to)
      }
    }
    expect((await get('/plugin/no-such-page')).status).toBe(404)
    expect((await get('/cn/plugin/no-such-page')).status).toBe(404)
  })

  it('renders Chinese text under /cn and English text unprefixed', async () => {
    expect(await (await get('/pricing')).text()).toContain('Plans and pricing')
    expect(await (await get('/cn/pricing')).text()).toContain('套餐与价格')
  })
})

describe('language at start', () => {
  it('serves an unprefixed page in Chinese to a visitor whose stored choice is cn', async () => {
    const html = await (await get('/pricing', { cookie: 'lang=cn' })).text()
    expect(htmlLang(html)).toBe('zh-CN')
    expect(html).toContain('套餐与价格')
  })

  it('falls back to the browser language, then English', async () => {
    expect(htmlLang(await (await get('/', { 'accept-language': 'zh-CN,zh;q=0.9' })).text())).toBe('zh-CN')
    expect(htmlLang(await (await get('/', { 'accept-language': 'de-DE' })).text())).toBe('en')
  })

  it('lets the URL win over the cookie', async () => {
    expect(htmlLang(await (await get('/en/pricing', { cookie: 'lang=cn' })).text())).toBe('en')
  })

  it('does not redirect /en pages to their canonical form, and names the canonical in the head', async () => {
    const response = await get('/en/pricing')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/shopsight.app\/pricing"/)
    expect(html).toMatch(
      /hrefLang="zh-CN" href="https:\/\/shopsight.app\/cn\/pricing"|href="https:\/\/shopsight.app\/cn\/pricing" hrefLang="zh-CN"/i,
    )
  })
})

describe('errors and redirects', () => {
  it('answers unknown paths with the 404 screen and status 404, in both languages', async () => {
    for (const [path, lang] of [
      ['/no-such-page', 'en'],
      ['/cn/no-such-page', 'zh-CN'],
      ['/blog/no-such-post', 'en'],
      ['/policy/cookies', 'en'],
      ['/welcome-to-somebody-else', 'en'],
      ['/a/b/c', 'en'],
    ] as const) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      const html = await response.text()
      expect(html, path).toContain(lang === 'en' ? `Page Not Found: ${path}` : `页面不存在：${path}`)
      expect(htmlLang(html), path).toBe(lang)
    }
  })

  it('follows the configured redirects, keeping the language prefix', async () => {
    const internal = await get('/cn/plans')
    expect(internal.status).toBe(301)
    expect(internal.headers.get('location')).toBe('/cn/pricing')
    const external = await get('/seller-center')
    expect(external.status).toBe(302)
    expect(external.headers.get('location')).toBe('https://seller.temu.com')
  })

  it('never answers 500 to odd input in the path or query', async () => {
    for (const path of [
      '/%E0%A4%A',
      '/blog/%00',
      `/${'x'.repeat(3000)}`,
      '/pricing?page=-1&lang=<script>',
      '/cn/%2e%2e/etc/passwd',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBeLessThan(500)
    }
  })
})

describe('anonymous page cache', () => {
  it('serves a repeated anonymous page from the cache, in the right language', async () => {
    await get('/affiliate', { cookie: 'lang=cn' })
    const again = await get('/affiliate', { cookie: 'lang=cn' })
    expect(again.headers.get('x-page-cache')).toBe('hit')
    expect(htmlLang(await again.text())).toBe('zh-CN')
    const english = await get('/affiliate')
    expect(htmlLang(await english.text())).toBe('en')
  })

  it('renders fresh for a visitor with a session cookie', async () => {
    await get('/temu-invitation')
    const personal = await get('/temu-invitation', { cookie: 'session=abc' })
    expect(personal.headers.get('x-page-cache')).toBeNull()
    expect(personal.status).toBe(200)
  })
})

describe('static files', () => {
  it('serves the build id for the new-build check, revalidated on every poll', async () => {
    const response = await get('/build.json')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBeNull()
    expect(response.headers.get('etag')).toBeTruthy()
    const body: unknown = await response.json()
    expect(body).toMatchObject({ buildId: expect.any(String) })
  })

  it('serves fingerprinted assets with a year of immutable caching', async () => {
    const html = await (await get('/')).text()
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0]
    expect(asset).toBeDefined()
    const response = await get(asset ?? '')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('immutable')
  })
})
