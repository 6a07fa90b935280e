// Every built Chinese page, in a real browser at desktop and phone width, must read as Chinese: no
// English sentence in what a seller sees or hears (visible text, placeholders, labels), outside brand
// names, product data from the marketplace and code-like values; refusals show the localized reason,
// never the server's message. Full-page screenshots go to test-results/screenshots/cn-*.png for review.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, SCREENSHOT_DIR } from '../support/browser'
import { productDetailsShownToFreshVisitor } from '../support/guest-limits'
import {
  type ChildServer,
  type SeededData,
  seedSmallCatalogue,
  startChildServer,
} from '../support/seeded-server'

/** Names that stay in Latin letters in Chinese copy (docs/glossary.md, "Brand and data"), and units. */
const ALLOWED_WORDS = new Set(
  [
    'Shopsight',
    'Temu',
    'Shein',
    'TikTok',
    'Shop',
    'AliExpress',
    'Amazon',
    'Google',
    'Chrome',
    'Microsoft',
    'Edge',
    'Alipay',
    'WeChat',
    'Facebook',
    'Instagram',
    'YouTube',
    'X',
    'AI',
    'CSV',
    'ID',
    'UTC',
    'US',
    'USD',
    'CNY',
    'Cookie',
    'English',
    'cm',
    'kg',
    'g',
    'k',
    'm',
  ].map((word) => word.toLowerCase()),
)

/** The marker for text that comes from the data (product titles, store names, search terms). */
const DATA_SELECTOR = '[data-marketplace-text]'

/** Three or more Latin words in a row: the shortest English that reads as a phrase or sentence. */
const LATIN_RUN = /[A-Za-z][A-Za-z'’.-]*(?:[ \u00a0]+[A-Za-z][A-Za-z'’.-]*){2,}/g
const CODE_LIKE = /\b(?:https?:\/\/|www\.)\S+|\S+@\S+\.\S+|\/[\w\-/.?=&%{}]+/g

/** English phrases in a text: runs of 3+ Latin words that are not all brand names or units. */
function englishPhrases(text: string): string[] {
  const cleaned = text.replace(CODE_LIKE, ' ')
  return [...cleaned.matchAll(LATIN_RUN)]
    .map((match) => match[0])
    .filter((run) =>
      run.split(/[ \u00a0]+/).some((word) => !ALLOWED_WORDS.has(word.replace(/[.'’-]+$/, '').toLowerCase())),
    )
}

/** What a seller sees or hears on the page, data regions excepted. */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate((dataSelector) => {
    const texts: string[] = []
    const visible = (element: Element) =>
      element.checkVisibility({ opacityProperty: false, visibilityProperty: true }) ||
      // Screen-reader-only text is clipped but still read aloud.
      element.closest('.sr-only') !== null
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, noscript, template') || parent.closest(dataSelector))
        continue
      if (!visible(parent)) continue
      const text = node.textContent?.trim()
      if (text) texts.push(text)
    }
    for (const element of document.body.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')) {
      if (element.closest(dataSelector) || !visible(element)) continue
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim()
        if (value) texts.push(value)
      }
    }
    texts.push(document.title)
    return texts
  }, DATA_SELECTOR)
}

/** `data`: the page shows marketplace data, which must be marked so the check can skip it. */
type Target = { name: string; path: string | (() => string); status?: number; data?: true }

let productIds: string[] = []
const TARGETS: Target[] = [
  { name: 'home', path: '/cn' },
  { name: 'pricing', path: '/cn/pricing' },
  { name: 'blog', path: '/cn/blog' },
  { name: 'blog-article', path: '/cn/blog/find-winning-products-with-surge-lists' },
  { name: 'about', path: '/cn/about' },
  { name: 'contact', path: '/cn/contact' },
  { name: 'faq', path: '/cn/faq' },
  { name: 'data-methodology', path: '/cn/data-methodology' },
  { name: 'affiliate', path: '/cn/affiliate' },
  { name: 'affiliate-agreement', path: '/cn/affiliate-agreement' },
  { name: 'policy-privacy', path: '/cn/policy/privacy' },
  { name: 'policy-refund', path: '/cn/policy/refund' },
  { name: 'policy-terms', path: '/cn/policy/terms' },
  { name: 'plugin-resource-download', path: '/cn/plugin/resource-download' },
  { name: 'plugin-seller-assistant', path: '/cn/plugin/seller-assistant' },
  { name: 'plugin-cn-product-analysis', path: '/plugin-cn/product-analysis' },
  { name: 'plugin-cn-ai-review-analysis', path: '/plugin-cn/ai-review-analysis' },
  { name: 'temu-invitation', path: '/cn/temu-invitation' },
  { name: 'welcome', path: '/cn/welcome-to-shopsight' },
  { name: 'product-database', path: '/cn/product-database', data: true },
  { name: 'product-database-classic', path: '/cn/product-database/old', data: true },
  { name: 'product-database-hot-new', path: '/cn/product-database-hot-new' },
  { name: 'historical-rankings', path: '/cn/historical-rankings', data: true },
  { name: 'historical-rankings-analysis', path: '/cn/historical-rankings/analysis' },
  { name: 'historical-rankings-best', path: '/cn/historical-rankings-best' },
  { name: 'product-detail', path: () => `/cn/product-detail/${productIds[0] ?? ''}`, data: true },
  { name: 'product-detail-missing', path: '/cn/product-detail/999999999', status: 404 },
  { name: 'my-favorites', path: '/cn/my-favorites' },
  { name: 'login', path: '/cn/user/login' },
  { name: 'register', path: '/cn/user/register' },
  { name: 'not-found', path: '/cn/no-such-page-here', status: 404 },
]
const WIDTHS = [1280, 390] as const

let data: SeededData
let server: ChildServer
let browser: Browser
let client = 0

beforeAll(async () => {
  data = await seedSmallCatalogue()
  server = await startChildServer(data)
  browser = await launchBrowser()
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** A new visitor (own address, so per-visitor free quotas start afresh) at the given width. */
async function visitor(width: number): Promise<BrowserContext> {
  client += 1
  return browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    extraHTTPHeaders: { 'x-forwarded-for': `10.0.1.${client}` },
  })
}

async function open(page: Page, path: string): Promise<number | undefined> {
  const response = await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' })
  const consent = page.getByTestId('cookie-consent-accept')
  if (await consent.isVisible()) {
    await consent.click()
    await page.getByTestId('cookie-consent').waitFor({ state: 'detached' })
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  return response?.status()
}

describe('the detector', () => {
  it('finds English sentences and passes brand names, data-like values and Chinese', () => {
    expect(englishPhrases('Page Not Found: /cn/x')).toEqual(['Page Not Found'])
    expect(englishPhrases('无法显示该商品：session: sign in to use this feature')).toEqual([
      'sign in to use this feature',
    ])
    expect(englishPhrases('支持 Google Chrome 和 Microsoft Edge')).toEqual([])
    expect(englishPhrases('Temu、Shein、TikTok Shop 与 AliExpress')).toEqual([])
    expect(englishPhrases('发送邮件至 support@shopsight.app 或访问 https://shopsight.app/cn/about')).toEqual(
      [],
    )
  })
})

describe('the page reader', () => {
  it('reads the English home page as English: the check would see a sentence', async () => {
    const context = await visitor(1280)
    const page = await context.newPage()
    await open(page, '/')
    const english = (await pageTexts(page)).flatMap(englishPhrases)
    await context.close()
    expect(english.length).toBeGreaterThan(10)
  })
})

describe.each(WIDTHS)('Chinese pages at %i px', (width) => {
  let context: BrowserContext
  let page: Page
  const errors: string[] = []

  beforeAll(async () => {
    context = await visitor(width)
    page = await context.newPage()
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
    if (productIds.length === 0) {
      await open(page, '/cn/product-database')
      const hrefs = await page
        .locator('a[href*="/product-detail/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      productIds = [...new Set(hrefs.map((href) => /\/product-detail\/(\d+)/.exec(href)?.[1] ?? ''))].filter(
        Boolean,
      )
    }
  })

  afterAll(async () => {
    await context?.close()
  })

  for (const target of TARGETS) {
    it(`${target.name} reads as Chinese`, async () => {
      const path = typeof target.path === 'function' ? target.path() : target.path
      expect(productIds.length, 'product ids from the database page').toBeGreaterThan(0)
      const status = await open(page, path)
      expect(status, path).toBe(target.status ?? 200)
      expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN')

      if (target.data)
        expect(await page.locator(DATA_SELECTOR).count(), 'marked data regions').toBeGreaterThan(0)
      const english = (await pageTexts(page)).flatMap(englishPhrases)
      expect(english, `English on ${path}`).toEqual([])

      const file = join(SCREENSHOT_DIR, `cn-${target.name}-${width}.png`)
      rmSync(file, { force: true })
      await page.screenshot({ path: file, fullPage: true })
      expect(errors, 'uncaught errors in the page').toEqual([])
    })
  }

  it('a refused product detail shows the localized reason, not the server message', async () => {
    // A visitor's free product details run out after a few a day; the next one is refused.
    const visitorContext = await visitor(width)
    const visitorPage = await visitorContext.newPage()
    // The entry page and then the free number of details are shown; the one after is the first refused.
    const limit = productDetailsShownToFreshVisitor()
    expect(productIds.length).toBeGreaterThan(limit)
    for (const id of productIds.slice(0, limit)) {
      await open(visitorPage, `/cn/product-detail/${id}`)
      await expect
        .poll(() => visitorPage.getByTestId('product-detail').isVisible(), { message: `detail ${id}` })
        .toBe(true)
      expect(await visitorPage.getByTestId('detail-refused').count(), `detail ${id}`).toBe(0)
    }
    await open(visitorPage, `/cn/product-detail/${productIds[limit]}`)
    const refused = visitorPage.getByTestId('detail-refused')
    await refused.waitFor({ state: 'visible' })
    const refusal = await refused.textContent()
    await visitorContext.close()
    // The free limit: the reason in Chinese, and a visitor is asked to sign in (more uses come with an
    // account), not shown the plans (the login prompt opens by itself).
    expect(refusal).toContain('登录后继续')
    expect(englishPhrases(refusal ?? ''), 'no server message').toEqual([])
    // No English words but the names that stay in Latin letters (the brand: "登录 Shopsight 账号").
    expect(
      (refusal ?? '').match(/[A-Za-z]{3,}/g)?.filter((word) => !ALLOWED_WORDS.has(word.toLowerCase())) ?? [],
    ).toEqual([])
  })

  it('a free visitor on page 2 of a list sees the Chinese page-limit reason', async () => {
    await open(page, '/cn/product-database?page=2')
    const refusal = page.getByTestId('refusal')
    await refusal.waitFor({ state: 'visible' })
    expect(await refusal.textContent()).toContain('第 1 页')
  })
})
