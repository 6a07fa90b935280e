// The Chinese walk: every page the app has (one address per route, and each content page, list and
// platform its parameter names), in Chinese at 1280 and 390 px, signed in on the Team Pro plan so that
// detail pages and exports show their data. On each page: no bare country, register or source code in
// what a seller reads (docs/glossary.md: names, not codes), a title with the brand that is not the home
// page's, and a full-page screenshot in test-results/screenshots/cn-walk-*.png for a native reader. Every
// Chinese export is read back: no cell is a bare code. Codes inside data (SKUs, ASINs, IDs, titles) are
// data, not copy: the checks skip marked marketplace text and whole-cell ids.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseImagePath, renderProductImage } from '../../src/features/catalog/product-image'
import { PRODUCT_LISTS } from '../../src/features/catalog/products.shared'
import { SCREENSHOT_DIR } from '../support/browser'
import { type BrowserSuite, startBrowserSuite } from '../support/browser-session'
import { parseExportCsv } from '../support/csv-parse'

const PRO = 'cn-walk@example.com'

/** Codes a marketplace uses for countries, sites, registers and supplier sources. */
// biome-ignore format: a table
const COUNTRY_CODES = [
  'US', 'UK', 'GB', 'DE', 'FR', 'IT', 'ES', 'CA', 'AU', 'MX', 'JP', 'KR', 'NL', 'PL', 'SE', 'BE', 'AT',
  'CH', 'IE', 'PT', 'NZ', 'BR', 'SA', 'AE', 'CN', 'HK', 'IN', 'DK', 'NO', 'FI', 'CZ', 'GR', 'TR', 'IL',
  'ZA', 'CL', 'CO', 'AR', 'SG', 'MY', 'TH', 'PH',
]
const OTHER_CODES = ['EU', 'WIPO', 'alibaba', 'yiwugou', 'amazon']
/**
 * A code standing alone as a word: not inside a longer word, not a currency sign (US$), not a path, and
 * not the office prefix of a publication number ("CN 308627894 S", "US 11,234,567 B2"), which is an id.
 */
const BARE_CODE = new RegExp(
  `(?<![A-Za-z0-9/_.-])(?:${[...COUNTRY_CODES, ...OTHER_CODES].join('|')})(?![A-Za-z0-9$_/-]| ?\\d)`,
)
/** A CSV cell that is a code or a list of codes ("US", "us", "US CA MX", "alibaba"). */
const CODE_CELL = new RegExp(
  `^(?:${[...COUNTRY_CODES, ...OTHER_CODES].join('|')})(?:[ ,、]+(?:${COUNTRY_CODES.join('|')}))*$`,
  'i',
)

/** Bare codes in a text, each with a little context for the failure message. */
function bareCodes(text: string): string[] {
  const found: string[] = []
  const pattern = new RegExp(BARE_CODE.source, 'g')
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0
    found.push(text.slice(Math.max(0, at - 12), at + match[0].length + 12).replace(/\s+/g, ' '))
  }
  return found
}

/** What a seller reads or hears, outside marked marketplace data: text, labels, options, the title. */
async function sellerTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = []
    const data = (element: Element) => element.closest('[data-marketplace-text]') !== null
    const visible = (element: Element) =>
      element.checkVisibility({ opacityProperty: false, visibilityProperty: true }) ||
      element.closest('.sr-only') !== null
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, noscript, template, input, textarea') || data(parent))
        continue
      // A select's options are read when it opens, whatever their own visibility.
      if (!visible(parent) && !parent.closest('select')) continue
      const text = node.textContent?.trim()
      if (text) texts.push(text)
    }
    for (const element of document.body.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')) {
      if (data(element) || !visible(element)) continue
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim()
        if (value) texts.push(value)
      }
    }
    texts.push(document.title)
    return texts
  })
}

type Ids = {
  product: number
  store: number
  ad: number
  category: number
  keyword: number
  trademark: number
  patent: number
  supplierImage: string
}
let ids: Ids

type Target = { name: string; path: (ids: Ids) => string; status?: number }
const page = (name: string, path: string, status?: number): Target => ({ name, path: () => path, status })

/**
 * One address per page route of src/routeTree.gen.ts (the API, robots.txt, sitemap.xml, images, the
 * Google and plug-in call-backs are not pages), and one per value of a parameter that changes the page.
 */
const TARGETS: Target[] = [
  page('home', '/cn'),
  page('pricing', '/cn/pricing'),
  page('about', '/cn/about'),
  page('contact', '/cn/contact'),
  page('faq', '/cn/faq'),
  page('data-methodology', '/cn/data-methodology'),
  page('affiliate', '/cn/affiliate'),
  page('affiliate-agreement', '/cn/affiliate-agreement'),
  page('blog', '/cn/blog'),
  page('blog-surge-lists', '/cn/blog/find-winning-products-with-surge-lists'),
  page('blog-trademarks', '/cn/blog/check-trademarks-and-patents-before-listing'),
  page('blog-price-reduction', '/cn/blog/pricing-with-price-reduction-data'),
  page('blog-semi-vs-full', '/cn/blog/temu-semi-managed-vs-fully-managed'),
  page('policy-privacy', '/cn/policy/privacy'),
  page('policy-refund', '/cn/policy/refund'),
  page('policy-terms', '/cn/policy/terms'),
  page('plugin-resource-download', '/cn/plugin/resource-download'),
  page('plugin-seller-assistant', '/cn/plugin/seller-assistant'),
  page('plugin-cn-product-analysis', '/plugin-cn/product-analysis'),
  page('plugin-cn-ai-review-analysis', '/plugin-cn/ai-review-analysis'),
  page('temu-invitation', '/cn/temu-invitation'),
  page('welcome', '/cn/welcome-to-shopsight'),
  page('login', '/cn/user/login'),
  page('register', '/cn/user/register'),
  page('my-favorites', '/cn/my-favorites'),
  page('my-team', '/cn/my-team'),
  page('pay-result', '/cn/pay_result'),
  page('pay-sandbox-unknown-order', '/cn/pay/sandbox/no-such-order'),
  page('dashboard', '/cn/dashboard'),
  page('historical-rankings', '/cn/historical-rankings'),
  page('historical-rankings-analysis', '/cn/historical-rankings/analysis'),
  page('historical-rankings-old-analysis', '/cn/historical-rankings/old-analysis'),
  page('historical-rankings-best', '/cn/historical-rankings-best'),
  page('product-database', '/cn/product-database'),
  page('product-database-classic', '/cn/product-database/old'),
  ...PRODUCT_LISTS.map((list) => page(`product-database-${list}`, `/cn/product-database-${list}`)),
  page('product-database-hot-classic', '/cn/product-database-hot/old'),
  { name: 'product-detail', path: (i) => `/cn/product-detail/${i.product}` },
  page('product-detail-missing', '/cn/product-detail/999999999', 404),
  ...['hot-sale', 'new', 'semi-hot-sale'].map((list) => page(`mall-${list}`, `/cn/mall-${list}`)),
  page('mall-hot-sale-new-layout', '/cn/mall-hot-sale/new'),
  { name: 'mall-detail', path: (i) => `/cn/mall-detail?id=${i.store}` },
  { name: 'mall-detail-new-layout', path: (i) => `/cn/mall-detail/new?id=${i.store}` },
  page('category-database', '/cn/category-database'),
  { name: 'category-analysis', path: (i) => `/cn/category-analysis?category_id=${i.category}` },
  page('keyword-database', '/cn/keyword-database'),
  { name: 'keyword-reverse', path: (i) => `/cn/keyword-reverse?products=${i.product}` },
  { name: 'keyword-analysis', path: (i) => `/cn/keyword-analysis?id=${i.keyword}` },
  { name: 'keyword-analysis-classic', path: (i) => `/cn/keyword-analysis/old?id=${i.keyword}` },
  page('ads', '/cn/ads'),
  { name: 'ads-detail', path: (i) => `/cn/ads-detail?id=${i.ad}` },
  page('ads-trend', '/cn/ads-trend'),
  page('search-supplier', '/cn/search-supplier'),
  ...['alibaba', '1688', 'yiwugou', 'amazon'].map((source) =>
    page(`search-supplier-${source}`, `/cn/search-supplier-${source}`),
  ),
  page('search-trademark', '/cn/search-trademark?q=a'),
  { name: 'trademark-detail', path: (i) => `/cn/search-trademark/${i.trademark}` },
  page('search-patent', '/cn/search-patent?q=a'),
  { name: 'patent-detail', path: (i) => `/cn/search-patent/${i.patent}` },
  ...['shopsight', 'temu', 'shein', 'tiktok', 'aliexpress', 'amazon'].map((platform) =>
    page(`label-generator-${platform}`, `/cn/${platform}-label-generator`),
  ),
  page('tools-case-converter', '/cn/tools/case-converter'),
  page('tools-currency-converter', '/cn/tools/currency-converter'),
  // Staff only: to a seller who is not staff the page does not exist (the Chinese 404 screen).
  page('staff-page-views', '/cn/staff/page-views', 404),
  page('not-found', '/cn/no-such-page-here', 404),
]
const WIDTHS = [1280, 390] as const

let suite: BrowserSuite
let homeTitle = ''

beforeAll(async () => {
  suite = await startBrowserSuite({
    network: 35,
    accounts: [{ email: PRO, plan: 4 }],
    prepare: async (db) => {
      const first = async (sql: string) => {
        const [row] = await db.query<{ id: number | string }>(sql)
        if (!row) throw new Error(`the seeded catalogue has nothing for: ${sql}`)
        return Number(row.id)
      }
      const [supplier] = await db.query<{ image: string }>('SELECT image FROM suppliers ORDER BY id LIMIT 1')
      ids = {
        product: await first('SELECT id FROM products ORDER BY id LIMIT 1'),
        // A semi-managed store: its country is more often not China, so more names are on show.
        store: await first("SELECT id FROM stores ORDER BY (managed_mode = 'semi') DESC, id LIMIT 1"),
        ad: await first('SELECT id FROM ads ORDER BY array_length(countries, 1) DESC NULLS LAST, id LIMIT 1'),
        category: await first('SELECT id FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT 1'),
        keyword: await first('SELECT id FROM keywords ORDER BY id LIMIT 1'),
        trademark: await first("SELECT id FROM trademarks ORDER BY (jurisdiction = 'WIPO') DESC, id LIMIT 1"),
        patent: await first('SELECT id FROM patents ORDER BY id LIMIT 1'),
        supplierImage: supplier?.image ?? '',
      }
    },
  })
}, 300_000)
afterAll(() => suite?.close())

async function signedIn(width: number): Promise<BrowserContext> {
  const context = await suite.context(width)
  const first = await suite.open(context, '/cn')
  await suite.auth(first, PRO)
  await first.close()
  return context
}

async function visit(page: Page, path: string): Promise<number | undefined> {
  const response = await page.goto(`${suite.baseUrl}${path}`, { waitUntil: 'networkidle' })
  const consent = page.getByTestId('cookie-consent-accept')
  if (await consent.isVisible()) {
    await consent.click()
    await page.getByTestId('cookie-consent').waitFor({ state: 'detached' })
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  return response?.status()
}

describe('the code detector', () => {
  it('finds bare codes and passes names, money and data-like words', () => {
    expect(bareCodes('美国 · 半托管')).toEqual([])
    expect(bareCodes('US · 半托管')).toHaveLength(1)
    expect(bareCodes('US · CA · MX · JP +3')).toHaveLength(4)
    expect(bareCodes('注册地 WIPO')).toHaveLength(1)
    expect(bareCodes('售价 US$9.99，SKU A-US-01，/cn/ads，USB 线，公开号 CN 308627894 S')).toEqual([])
    expect(CODE_CELL.test('US CA MX')).toBe(true)
    expect(CODE_CELL.test('us')).toBe(true)
    expect(CODE_CELL.test('美国、加拿大')).toBe(false)
    expect(CODE_CELL.test('Phone case US plug')).toBe(false)
  })
})

describe.each(WIDTHS)('every Chinese page at %i px', (width) => {
  let context: BrowserContext
  let tab: Page

  beforeAll(async () => {
    context = await signedIn(width)
    tab = await context.newPage()
    await visit(tab, '/cn')
    homeTitle = await tab.title()
  }, 60_000)
  afterAll(async () => {
    await context?.close()
  })

  for (const target of TARGETS) {
    it(`${target.name}: names not codes, its own title, a screenshot`, async () => {
      const path = target.path(ids)
      const status = await visit(tab, path)
      expect(status, path).toBe(target.status ?? 200)
      expect(await tab.locator('html').getAttribute('lang')).toBe('zh-CN')

      const codes = (await sellerTexts(tab)).flatMap(bareCodes)
      expect(codes, `codes on ${path}`).toEqual([])

      const title = await tab.title()
      expect(title, `title of ${path}`).toContain('Shopsight')
      if (target.name !== 'home') expect(title, `title of ${path}`).not.toBe(homeTitle)

      const file = join(SCREENSHOT_DIR, `cn-walk-${target.name}-${width}.png`)
      rmSync(file, { force: true })
      await tab.screenshot({ path: file, fullPage: true })
    }, 60_000)
  }

  it('raised no uncaught error in any page', () => {
    expect(suite.errors).toEqual([])
  })
})

/** Pages with an export button, and the part of the export address that answers it. */
const EXPORTS: Array<{ name: string; path: string; api: string }> = [
  { name: 'products', path: '/cn/product-database', api: '/api/v2/products/export' },
  { name: 'rankings', path: '/cn/historical-rankings', api: '/api/rank/export' },
  { name: 'stores', path: '/cn/mall-hot-sale', api: '/api/store/export' },
  { name: 'keywords', path: '/cn/keyword-database', api: '/api/keyword/export' },
  { name: 'ads', path: '/cn/ads', api: '/api/ads/export' },
  { name: 'categories', path: '/cn/category-database', api: '/api/category_analysis/export' },
]

describe('every Chinese export', () => {
  let context: BrowserContext
  beforeAll(async () => {
    context = await signedIn(1280)
  }, 60_000)
  afterAll(async () => {
    await context?.close()
  })

  /** The CSV behind the export button of the open page, as the browser's session fetches it. */
  async function exported(tab: Page, api: string): Promise<string[][]> {
    // Fold the seller-community widget only where it opened expanded (on a data page it starts as a
    // tab, and a click on that tab would open it over the export button).
    const fold = tab.locator('[data-testid=chat-widget] [data-testid=chat-widget-toggle]').first()
    if (await fold.isVisible()) await fold.click()
    const [response] = await Promise.all([
      tab.waitForResponse((r) => r.url().includes(api)),
      tab.getByTestId('export-csv').first().click(),
    ])
    const text = (await (await context.request.get(response.url())).body()).toString('utf8')
    return parseExportCsv(text)
  }

  const codeCells = (rows: string[][]) =>
    rows.flatMap((row, r) =>
      row.filter((cell) => CODE_CELL.test(cell.trim())).map((cell) => `row ${r}: ${cell}`),
    )

  for (const target of EXPORTS) {
    it(`${target.name}: Chinese headers, and names where the rows hold a country, site or source`, async () => {
      const tab = await context.newPage()
      await visit(tab, target.path)
      const rows = await exported(tab, target.api)
      await tab.close()
      expect(rows.length, 'rows besides the header').toBeGreaterThan(1)
      expect(rows[0]?.join(''), 'Chinese headers').toMatch(/[\u4e00-\u9fff]/)
      expect(codeCells(rows)).toEqual([])
    }, 60_000)
  }

  it('suppliers: the source column names the source', async () => {
    const info = parseImagePath(ids.supplierImage)
    if (info?.kind !== 'product') throw new Error(`not a product picture: ${ids.supplierImage}`)
    const upload = await sharp(Buffer.from(renderProductImage(info)))
      .resize(300, 300)
      .jpeg()
      .toBuffer()
    const tab = await context.newPage()
    await visit(tab, '/cn/search-supplier')
    await tab
      .getByTestId('supplier-file')
      .setInputFiles({ name: 'p.jpg', mimeType: 'image/jpeg', buffer: upload })
    await tab.waitForURL((url) => url.searchParams.has('image_id'))
    await expect
      .poll(() => tab.locator('[data-testid=supplier-grid] [data-testid=grid-row]').count(), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0)
    const rows = await exported(tab, '/api/imagesearch/export')
    await tab.close()
    expect(rows.length).toBeGreaterThan(1)
    expect(codeCells(rows)).toEqual([])
    expect(rows.slice(1).some((row) => ['阿里巴巴', '1688', '义乌购', '亚马逊'].includes(row[0] ?? ''))).toBe(
      true,
    )
  }, 60_000)
})
