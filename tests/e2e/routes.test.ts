// Every page route in both languages against the production build: status, <html lang>, the page's own
// heading and content, the language rules (prefix, cookie, Accept-Language, fixed plug-in pages), the
// 404 screen and the canonical / hreflang links. Any uncaught page error fails the test that caused it.
import type { Browser, BrowserContext, BrowserContextOptions, Page, Response } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../support/browser.ts'
import { startTestServer, type TestServer } from '../support/server.ts'

const SITE_URL = 'https://shopsight.app'

let server: TestServer
let browser: Browser
let contexts: BrowserContext[] = []
let pageErrors: string[] = []

beforeAll(async () => {
  server = await startTestServer()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

afterEach(async () => {
  const open = contexts
  contexts = []
  await Promise.all(open.map((context) => context.close()))
  const errors = pageErrors
  pageErrors = []
  expect(errors, 'uncaught errors in the page').toEqual([])
})

async function newPage(
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options })
  contexts.push(context)
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`))
  return { context, page }
}

/** Loads a path and waits until the app has hydrated (no network activity left). */
async function visit(page: Page, path: string): Promise<Response> {
  const response = await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' })
  if (!response) throw new Error(`No response for ${path}`)
  return response
}

async function htmlLang(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('lang')
}

/** The page's single visible h1. */
async function heading(page: Page): Promise<string> {
  const h1 = page.locator('h1')
  await h1.first().waitFor({ state: 'visible' })
  expect(await h1.count(), 'exactly one h1').toBe(1)
  return ((await h1.textContent()) ?? '').trim()
}

type Lang = 'en' | 'cn'
type RouteCase = {
  path: string
  h1: Record<Lang, string>
  /** The page renders a Markdown document. */
  article?: boolean
  check?: (page: Page, lang: Lang) => Promise<void>
}

const ROUTES: RouteCase[] = [
  {
    path: '/',
    h1: { en: 'See what sells on Temu before you stock it', cn: '先看清 Temu 上什么好卖，再决定备货' },
  },
  {
    path: '/pricing',
    h1: { en: 'Plans and pricing', cn: '套餐与价格' },
    check: async (page, lang) => {
      await page.getByTestId('plan-table').waitFor({ state: 'visible' })
      expect(await page.locator('[data-testid^=plan-card-]').count()).toBe(5)
      const basic = (await page.getByTestId('plan-card-1').textContent()) ?? ''
      expect(basic).toContain(lang === 'cn' ? '¥69.00' : '$9.99')
      expect(basic).not.toContain(lang === 'cn' ? '$' : '¥')
    },
  },
  {
    path: '/affiliate',
    h1: { en: 'Earn 30% recurring commission', cn: '推荐 Shopsight，享 30% 持续返佣' },
  },
  {
    path: '/affiliate-agreement',
    h1: { en: 'Affiliate Agreement', cn: '推广联盟协议' },
    article: true,
  },
  {
    path: '/blog',
    h1: { en: 'Shopsight blog', cn: 'Shopsight 博客' },
    check: async (page) => {
      await page.getByTestId('blog-card').first().waitFor({ state: 'visible' })
      expect(await page.getByTestId('blog-card').count()).toBe(4)
    },
  },
  {
    path: '/blog/find-winning-products-with-surge-lists',
    h1: {
      en: 'How to Find Winning Temu Products with Surge and New-Listing Lists',
      cn: '用飙升榜和新品榜找 Temu 潜力爆款：一套可复用的选品流程',
    },
    article: true,
  },
  { path: '/policy/privacy', h1: { en: 'Privacy Policy', cn: '隐私政策' }, article: true },
  { path: '/policy/refund', h1: { en: 'Refund Policy', cn: '退款政策' }, article: true },
  { path: '/policy/terms', h1: { en: 'Terms of Service', cn: '服务条款' }, article: true },
  { path: '/plugin/resource-download', h1: { en: 'Resource Download', cn: '素材下载' }, article: true },
  {
    path: '/plugin/seller-assistant',
    h1: { en: 'Seller Back-Office Assistant', cn: '卖家后台助手' },
    article: true,
  },
  { path: '/welcome-to-shopsight', h1: { en: 'Welcome to Shopsight', cn: '欢迎来到 Shopsight' } },
  {
    path: '/temu-invitation',
    h1: { en: 'Invite Temu sellers, earn free Pro', cn: '邀请 Temu 卖家，免费领专业版' },
    check: async (page) => {
      const table = page.getByTestId('invite-rewards')
      await table.waitFor({ state: 'visible' })
      expect(await table.locator('tbody tr').count()).toBeGreaterThan(0)
    },
  },
  { path: '/about', h1: { en: 'About Shopsight', cn: '关于 Shopsight' }, article: true },
  { path: '/faq', h1: { en: 'Frequently Asked Questions', cn: '常见问题' }, article: true },
  { path: '/contact', h1: { en: 'Contact Us', cn: '联系我们' }, article: true },
  { path: '/data-methodology', h1: { en: 'Data Methodology', cn: '数据说明' }, article: true },
]

const PLUGIN_PAGES: Array<{ slug: string; en: string; cn: string }> = [
  { slug: 'product-analysis', en: 'Product Analysis Extension for Temu', cn: 'Temu 商品分析插件' },
  { slug: 'ai-review-analysis', en: 'AI Review Analysis', cn: 'AI 评价分析' },
  { slug: 'seller-assistant', en: 'Seller Back-Office Assistant', cn: '卖家后台助手' },
  { slug: 'resource-download', en: 'Resource Download', cn: '素材下载' },
]

function prefixed(prefix: '' | '/en' | '/cn', path: string): string {
  if (!prefix) return path
  return path === '/' ? prefix : `${prefix}${path}`
}

async function expectRoute(page: Page, route: RouteCase, path: string, lang: Lang): Promise<void> {
  const response = await visit(page, path)
  expect(response.status(), `status of ${path}`).toBe(200)
  expect(await htmlLang(page)).toBe(lang === 'cn' ? 'zh-CN' : 'en')
  await expect.poll(() => heading(page)).toBe(route.h1[lang])
  if (route.article) {
    const article = page.getByTestId('content-article')
    await article.waitFor({ state: 'visible' })
    expect(((await article.locator('h1').textContent()) ?? '').trim()).toBe(route.h1[lang])
    expect(((await article.textContent()) ?? '').length).toBeGreaterThan(200)
  }
  await route.check?.(page, lang)
  expect(await page.getByTestId('not-found').count()).toBe(0)
  // Still the same page and language once the client has taken over.
  expect(new URL(page.url()).pathname).toBe(path)
  expect(await htmlLang(page)).toBe(lang === 'cn' ? 'zh-CN' : 'en')
}

describe('English pages (unprefixed)', () => {
  for (const route of ROUTES) {
    it(`${route.path} renders in English`, async () => {
      const { page } = await newPage()
      await expectRoute(page, route, route.path, 'en')
    })
  }
})

describe('English pages under /en', () => {
  for (const path of ['/', '/pricing', '/blog', '/policy/terms', '/about', '/welcome-to-shopsight']) {
    it(`/en${path === '/' ? '' : path} renders in English`, async () => {
      const route = ROUTES.find((r) => r.path === path)
      if (!route) throw new Error(`No route case for ${path}`)
      const { page } = await newPage()
      await expectRoute(page, route, prefixed('/en', path), 'en')
    })
  }
})

describe('Chinese pages under /cn', () => {
  for (const route of ROUTES) {
    it(`/cn${route.path === '/' ? '' : route.path} renders in Chinese`, async () => {
      const { page } = await newPage()
      await expectRoute(page, route, prefixed('/cn', route.path), 'cn')
    })
  }
})

describe('fixed-language plug-in pages', () => {
  for (const { slug, en, cn } of PLUGIN_PAGES) {
    it(`/plugin-cn/${slug} is Chinese even for an English visitor`, async () => {
      const { page } = await newPage({
        locale: 'en-US',
        extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' },
      })
      const response = await visit(page, `/plugin-cn/${slug}`)
      expect(response.status()).toBe(200)
      expect(await htmlLang(page)).toBe('zh-CN')
      await expect.poll(() => heading(page)).toBe(cn)
      await page.getByTestId('content-article').waitFor({ state: 'visible' })
    })

    it(`/plugin-en/${slug} is English even with the Chinese cookie`, async () => {
      const { context, page } = await newPage({
        locale: 'zh-CN',
        extraHTTPHeaders: { 'Accept-Language': 'zh-CN,zh;q=0.9' },
      })
      await context.addCookies([{ name: 'lang', value: 'cn', url: server.baseUrl }])
      const response = await visit(page, `/plugin-en/${slug}`)
      expect(response.status()).toBe(200)
      expect(await htmlLang(page)).toBe('en')
      await expect.poll(() => heading(page)).toBe(en)
      await page.getByTestId('content-article').waitFor({ state: 'visible' })
    })
  }

  for (const path of [
    '/cn/plugin-en/product-analysis',
    '/en/plugin-cn/product-analysis',
    '/cn/plugin-cn/seller-assistant',
  ]) {
    it(`${path} has no prefixed variant (404)`, async () => {
      const { page } = await newPage()
      const response = await visit(page, path)
      expect(response.status()).toBe(404)
      await page.getByTestId('not-found').waitFor({ state: 'visible' })
      expect(await page.getByTestId('content-article').count()).toBe(0)
    })
  }

  it('an unknown plug-in page is a 404', async () => {
    const { page } = await newPage()
    const response = await visit(page, '/plugin-en/no-such-extension')
    expect(response.status()).toBe(404)
    await page.getByTestId('not-found').waitFor({ state: 'visible' })
  })
})

describe('404 screen', () => {
  it('an unknown path answers 404 with the English not-found screen', async () => {
    const { page } = await newPage()
    const response = await visit(page, '/no-such-page-here')
    expect(response.status()).toBe(404)
    expect(await htmlLang(page)).toBe('en')
    const screen = page.getByTestId('not-found')
    await screen.waitFor({ state: 'visible' })
    expect(await screen.textContent()).toContain('Page Not Found: /no-such-page-here')
    expect(await screen.textContent()).toContain('Go to the home page')
  })

  it('an unknown /cn path answers 404 with the Chinese not-found screen', async () => {
    const { page } = await newPage()
    const response = await visit(page, '/cn/no-such-page-here')
    expect(response.status()).toBe(404)
    expect(await htmlLang(page)).toBe('zh-CN')
    const screen = page.getByTestId('not-found')
    await screen.waitFor({ state: 'visible' })
    expect(await screen.textContent()).toContain('页面不存在：/cn/no-such-page-here')
    expect(await screen.textContent()).toContain('返回首页')
  })

  for (const path of [
    '/nested/unknown/path',
    '/blog/no-such-article',
    '/policy/no-such-policy',
    '/welcome-to-someone-else',
  ]) {
    it(`${path} answers 404`, async () => {
      const { page } = await newPage()
      const response = await visit(page, path)
      expect(response.status()).toBe(404)
      const screen = page.getByTestId('not-found')
      await screen.waitFor({ state: 'visible' })
      expect(await screen.textContent()).toContain(`Page Not Found: ${path}`)
    })
  }
})

describe('language at the first visit', () => {
  it('Accept-Language zh-CN gets Chinese on /', async () => {
    const { page } = await newPage({
      locale: 'zh-CN',
      extraHTTPHeaders: { 'Accept-Language': 'zh-CN,zh;q=0.9' },
    })
    const response = await visit(page, '/')
    expect(response.status()).toBe(200)
    expect(await htmlLang(page)).toBe('zh-CN')
    await expect.poll(() => heading(page)).toBe('先看清 Temu 上什么好卖，再决定备货')
    expect(new URL(page.url()).pathname).toBe('/')
  })

  it('Accept-Language en-US (or none known) gets English on /', async () => {
    const { page } = await newPage({
      locale: 'de-DE',
      extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' },
    })
    await visit(page, '/')
    expect(await htmlLang(page)).toBe('en')
    await expect.poll(() => heading(page)).toBe('See what sells on Temu before you stock it')
  })

  it('the lang=cn cookie gives Chinese on an unprefixed URL', async () => {
    const { context, page } = await newPage({
      locale: 'en-US',
      extraHTTPHeaders: { 'Accept-Language': 'en-US,en' },
    })
    await context.addCookies([{ name: 'lang', value: 'cn', url: server.baseUrl }])
    const response = await visit(page, '/pricing')
    expect(response.status()).toBe(200)
    expect(await htmlLang(page)).toBe('zh-CN')
    await expect.poll(() => heading(page)).toBe('套餐与价格')
    expect((await page.getByTestId('plan-card-1').textContent()) ?? '').toContain('¥69.00')
    expect(new URL(page.url()).pathname).toBe('/pricing')
  })

  it('the lang=en cookie wins over a Chinese Accept-Language', async () => {
    const { context, page } = await newPage({
      locale: 'zh-CN',
      extraHTTPHeaders: { 'Accept-Language': 'zh-CN,zh' },
    })
    await context.addCookies([{ name: 'lang', value: 'en', url: server.baseUrl }])
    await visit(page, '/')
    expect(await htmlLang(page)).toBe('en')
    await expect.poll(() => heading(page)).toBe('See what sells on Temu before you stock it')
  })

  it('a language prefix wins over the cookie', async () => {
    const { context, page } = await newPage()
    await context.addCookies([{ name: 'lang', value: 'cn', url: server.baseUrl }])
    await visit(page, '/en/pricing')
    expect(await htmlLang(page)).toBe('en')
    await expect.poll(() => heading(page)).toBe('Plans and pricing')
  })
})

type HeadLinks = { canonical: string[]; en: string[]; zh: string[] }

async function headLinks(page: Page): Promise<HeadLinks> {
  return page.evaluate(() => {
    const hrefs = (selector: string) =>
      Array.from(document.head.querySelectorAll<HTMLLinkElement>(selector)).map(
        (link) => link.getAttribute('href') ?? '',
      )
    return {
      canonical: hrefs('link[rel=canonical]'),
      en: hrefs('link[rel=alternate][hreflang=en]'),
      zh: hrefs('link[rel=alternate][hreflang=zh-CN]'),
    }
  })
}

describe('canonical and hreflang links', () => {
  const cases: Array<{ path: string; expected: HeadLinks }> = [
    {
      path: '/pricing',
      expected: {
        canonical: [`${SITE_URL}/pricing`],
        en: [`${SITE_URL}/pricing`],
        zh: [`${SITE_URL}/cn/pricing`],
      },
    },
    {
      path: '/en/pricing',
      expected: {
        canonical: [`${SITE_URL}/pricing`],
        en: [`${SITE_URL}/pricing`],
        zh: [`${SITE_URL}/cn/pricing`],
      },
    },
    {
      path: '/cn/pricing',
      expected: {
        canonical: [`${SITE_URL}/cn/pricing`],
        en: [`${SITE_URL}/pricing`],
        zh: [`${SITE_URL}/cn/pricing`],
      },
    },
    {
      path: '/cn/blog/find-winning-products-with-surge-lists',
      expected: {
        canonical: [`${SITE_URL}/cn/blog/find-winning-products-with-surge-lists`],
        en: [`${SITE_URL}/blog/find-winning-products-with-surge-lists`],
        zh: [`${SITE_URL}/cn/blog/find-winning-products-with-surge-lists`],
      },
    },
    {
      path: '/plugin-en/product-analysis',
      expected: {
        canonical: [`${SITE_URL}/plugin-en/product-analysis`],
        en: [`${SITE_URL}/plugin-en/product-analysis`],
        zh: [`${SITE_URL}/plugin-cn/product-analysis`],
      },
    },
    {
      path: '/plugin-cn/product-analysis',
      expected: {
        canonical: [`${SITE_URL}/plugin-cn/product-analysis`],
        en: [`${SITE_URL}/plugin-en/product-analysis`],
        zh: [`${SITE_URL}/plugin-cn/product-analysis`],
      },
    },
  ]

  for (const { path, expected } of cases) {
    it(`${path} links its canonical URL and both languages`, async () => {
      const { page } = await newPage()
      const response = await visit(page, path)
      expect(response.status()).toBe(200)
      // As served, before any script ran…
      const html = await response.text()
      expect(html).toContain(`<link rel="canonical" href="${expected.canonical[0]}"`)
      // …and in the live document after hydration: one of each, with the right address.
      expect(await headLinks(page)).toEqual(expected)
    })
  }

  it('the home pages link / and /cn', async () => {
    const { page } = await newPage()
    await visit(page, '/cn')
    expect(await headLinks(page)).toEqual({
      canonical: [`${SITE_URL}/cn`],
      en: [`${SITE_URL}/`],
      zh: [`${SITE_URL}/cn`],
    })
    await visit(page, '/en')
    expect(await headLinks(page)).toEqual({
      canonical: [`${SITE_URL}/`],
      en: [`${SITE_URL}/`],
      zh: [`${SITE_URL}/cn`],
    })
  })

  it('client-side navigation keeps one canonical link, updated to the new page', async () => {
    const { page } = await newPage()
    await visit(page, '/cn/pricing')
    await page.locator('footer a[href="/cn/about"]').click()
    await page.waitForURL((url) => url.pathname === '/cn/about')
    await expect
      .poll(() => headLinks(page))
      .toEqual({
        canonical: [`${SITE_URL}/cn/about`],
        en: [`${SITE_URL}/about`],
        zh: [`${SITE_URL}/cn/about`],
      })
    await expect.poll(() => heading(page)).toBe('关于 Shopsight')
  })
})
