// The research pages as a seller uses them every day (issue 34), in a real browser on the generated
// catalogue, signed in on a paid plan, in English and Chinese, at 1280×900 and 390×844: no floating
// element (the seller-community widget above all) takes the click meant for a page's control, no page
// is wider than the screen, and every list can be sorted, phones included. One file per language
// (daily-en.test.ts, daily-cn.test.ts), so that the browser suite's two workers share the walk.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCT_LISTS } from '../../src/features/catalog/products.shared'
import { type BrowserSuite, startBrowserSuite } from '../support/browser-session'
import { ALL_PAGES, PRODUCT } from '../support/pages'

const PRO = 'daily-pro@example.com'
const FREE = 'daily-free@example.com'

/**
 * Every data page a seller works in, with whether it has a sortable list: each product list (PRODUCT_LISTS;
 * /product-database is the hot list) in its card layout and one in the classic table, each store list
 * in both layouts, rankings and their analysis, categories, keywords, ads, the dashboard, favorites and
 * the detail pages (both layouts where a detail has two).
 */
const DATA_PAGES: ReadonlyArray<{ path: string; sorted: boolean }> = [
  { path: '/product-database', sorted: true },
  { path: '/product-database/old', sorted: true },
  ...PRODUCT_LISTS.filter((list) => list !== 'hot').map((list) => ({
    path: `/product-database-${list}`,
    sorted: true,
  })),
  { path: '/product-database-hot-new/old', sorted: true },
  { path: '/historical-rankings', sorted: false },
  { path: '/historical-rankings-best', sorted: false },
  { path: '/historical-rankings/analysis', sorted: false },
  { path: '/historical-rankings/old-analysis', sorted: false },
  { path: '/category-database', sorted: true },
  { path: '/category-analysis?category_id=1', sorted: false },
  { path: '/mall-hot-sale', sorted: true },
  { path: '/mall-hot-sale/new', sorted: true },
  { path: '/mall-new', sorted: true },
  { path: '/mall-new/new', sorted: true },
  { path: '/mall-semi-hot-sale', sorted: true },
  { path: '/mall-semi-hot-sale/new', sorted: true },
  { path: '/mall-detail?id=1', sorted: false },
  { path: '/mall-detail/new?id=1', sorted: false },
  { path: '/keyword-database', sorted: true },
  { path: '/keyword-reverse', sorted: false },
  { path: '/keyword-analysis?id=1', sorted: false },
  { path: '/keyword-analysis/old?id=1', sorted: false },
  { path: '/ads', sorted: true },
  { path: '/ads-detail?id=1', sorted: false },
  { path: '/ads-trend', sorted: false },
  { path: '/dashboard', sorted: false },
  { path: '/my-favorites', sorted: false },
  { path: '/product-detail/{product}', sorted: false },
]

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const

/**
 * The page's primary controls: every enabled button, select and submit in the page's main column
 * (export, sort, pagination, period toggles, filter submit, trend buttons), the toggles drawn as links
 * (7/30/90 days), and, inside a list, those of its first five rows (a row's trend button, its star).
 */
const CONTROLS = [
  'main button:not([disabled])',
  'main select:not([disabled])',
  'main input[type=submit]',
  'main a[data-testid*=range-]',
  'main a[role=tab]',
].join(', ')

type Blocked = { control: string; covered_by: string }

/**
 * Brings each control to the middle of the screen (as a seller scrolls to it) and asks the browser which
 * element a click at its centre lands on: the control itself or something inside it, never a floating
 * element over it. Controls in list rows past the fifth are left out (fifty rows alike).
 */
async function blockedControls(page: Page): Promise<{ checked: number; blocked: Blocked[] }> {
  return page.evaluate((selector) => {
    const describe = (el: Element) =>
      el.getAttribute('data-testid') ??
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`
    // Kept for screen readers only (the card layout's table header): clipped to nothing on screen.
    const visuallyHidden = (el: Element): boolean => {
      for (let at: Element | null = el; at; at = at.parentElement) {
        if (at.getAttribute('aria-hidden') === 'true') return true
        const style = getComputedStyle(at)
        const box = at.getBoundingClientRect()
        if (
          style.position === 'absolute' &&
          (style.clip !== 'auto' || style.clipPath.startsWith('inset(50%'))
        )
          return true
        if (style.overflow === 'hidden' && (box.width <= 1 || box.height <= 1)) return true
      }
      return false
    }
    const blocked: Blocked[] = []
    let checked = 0
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const row = el.closest('tbody tr')
      if (row && Array.from(row.parentElement?.children ?? []).indexOf(row) >= 5) continue
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden' || el.getClientRects().length === 0) continue
      if (visuallyHidden(el)) continue
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })
      const rect = el.getBoundingClientRect()
      if (rect.width < 2 || rect.height < 2) continue
      checked += 1
      const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1)
      const y = Math.min(Math.max(rect.top + rect.height / 2, 0), window.innerHeight - 1)
      const hit = document.elementFromPoint(x, y)
      // A label wrapping its select passes the click on; anything else over the control takes it.
      if (hit && (el === hit || el.contains(hit) || (hit instanceof HTMLLabelElement && hit.control === el)))
        continue
      blocked.push({ control: describe(el), covered_by: hit ? describe(hit) : 'nothing (off screen)' })
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
    return { checked, blocked }
  }, CONTROLS)
}

/**
 * Sort controls a seller can see: the column headers' sort buttons on a table, the sort picker on
 * cards (the card layout keeps the header for screen readers only, clipped off screen), the ad
 * library's sort select (its creative cards have no grid header).
 */
const visibleSortControls = (page: Page) =>
  page.locator('[data-testid^=grid-sort-], [data-testid=ads-sort]').evaluateAll(
    (els) =>
      els.filter((el) => {
        if (el.getClientRects().length === 0) return false
        for (let at: Element | null = el; at; at = at.parentElement) {
          const style = getComputedStyle(at)
          if (
            style.position === 'absolute' &&
            (style.clip !== 'auto' || style.clipPath.startsWith('inset(50%'))
          )
            return false
          if (style.display === 'none' || style.visibility === 'hidden') return false
        }
        return true
      }).length,
  )

/** The walk and the refusal checks in one language, on a server and browser of the file's own. */
export function describeDaily(lang: 'en' | 'cn'): void {
  const prefix = lang === 'cn' ? '/cn' : ''
  const pagesOfLanguage = ALL_PAGES.filter((path) =>
    lang === 'cn' ? path === '/cn' || path.startsWith('/cn/') : !(path === '/cn' || path.startsWith('/cn/')),
  )
  let suite: BrowserSuite
  let productId = 0
  beforeAll(async () => {
    suite = await startBrowserSuite({
      network: 34,
      accounts: [{ email: PRO, plan: 2 }, { email: FREE }],
      // Read while no server holds the folder (PGlite has one user).
      prepare: async (db) => {
        const [row] = await db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1')
        productId = Number(row?.id)
      },
    })
  }, 240_000)
  afterAll(() => suite?.close())

  /** What each page showed, printed at the end for the issue's note (page, width, language: counts). */
  const figures: string[] = []
  afterAll(() => {
    if (figures.length > 0) console.log(`controls checked / sort controls per page:\n${figures.join('\n')}`)
  })

  describe.each(
    [
      { lang: 'en', prefix: '' },
      { lang: 'cn', prefix: '/cn' },
    ].filter((l) => l.lang === lang),
  )('data pages in $lang', ({ prefix }) => {
    it.each(VIEWPORTS)(
      'at $width px every primary control takes its own click, nothing is wider than the screen, lists sort',
      async (viewport) => {
        const ctx = await suite.context(viewport.width)
        await ctx.pages()[0]?.close()
        const first = await suite.open(ctx, `${prefix}/`)
        await suite.auth(first, PRO, 'sign-in')
        await first.setViewportSize(viewport)
        const failures: string[] = []
        for (const { path, sorted } of DATA_PAGES) {
          const url = `${prefix}${path.replace('{product}', String(productId))}`
          await first.goto(`${suite.baseUrl}${url}`, { waitUntil: 'networkidle' })
          // The widget is mounted (deferred), in its data-page state: a tab, not the open panel.
          await first.getByTestId('chat-widget-toggle').waitFor({ state: 'visible' })
          if ((await first.getByTestId('chat-widget').count()) > 0) failures.push(`${url}: widget open`)
          const { checked, blocked } = await blockedControls(first)
          for (const b of blocked) failures.push(`${url}: ${b.control} covered by ${b.covered_by}`)
          const width = await first.evaluate(() => ({
            scroll: document.documentElement.scrollWidth,
            inner: window.innerWidth,
          }))
          if (width.scroll > width.inner) failures.push(`${url}: ${width.scroll - width.inner} px wider`)
          const sorts = await visibleSortControls(first)
          if (sorted && sorts === 0) failures.push(`${url}: no sort control`)
          // A capped total ("1,000+ ads") says that the count stops there; an exact one says nothing more.
          if (path === '/ads') {
            const capped = (await first.getByTestId('ads-total').textContent())?.includes('+') ?? false
            if ((await first.getByTestId('ads-total-capped').count()) !== (capped ? 1 : 0))
              failures.push(`${url}: capped total ${capped} without its note`)
          }
          figures.push(`${url} @${viewport.width}: ${checked} controls, ${sorts} sort controls`)
        }
        // Playwright's own actionability check (the element receives the pointer event) on the export
        // of a list, the control the widget used to sit on.
        await first.goto(`${suite.baseUrl}${prefix}/mall-hot-sale`, { waitUntil: 'networkidle' })
        await first.getByTestId('chat-widget-toggle').waitFor({ state: 'visible' })
        await first
          .getByTestId('export-csv')
          .click({ trial: true, timeout: 5_000 })
          .catch((error: Error) => failures.push(`${prefix}/mall-hot-sale export: ${error.message}`))
        expect(failures).toEqual([])
        expect(suite.errors).toEqual([])
        await ctx.close()
      },
      600_000,
    )
  })

  describe(`every ${lang} page on a phone`, () => {
    it('is no wider than a 390 px screen, for a visitor', async () => {
      const ctx = await suite.context(390)
      const page = await ctx.newPage()
      await page.setViewportSize({ width: 390, height: 844 })
      const wider: string[] = []
      for (const path of pagesOfLanguage) {
        const url = path.replace(PRODUCT, String(productId))
        await page.goto(`${suite.baseUrl}${url}`, { waitUntil: 'networkidle' })
        const excess = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        if (excess > 0) wider.push(`${url}: ${excess} px wider`)
      }
      figures.push(`visitor @390: ${pagesOfLanguage.length} pages measured`)
      expect(wider).toEqual([])
      expect(suite.errors).toEqual([])
      await ctx.close()
    }, 600_000)
  })

  describe.each(
    [
      { prefix: '', body: 'The free plan does not include data export. Upgrade to use it.' },
      { prefix: '/cn', body: '免费版不包含数据导出，升级后即可使用。' },
    ].filter((l) => l.prefix === prefix),
  )('a free user exporting ($prefix)', ({ prefix, body }) => {
    it('is told the free plan has no export, with one prompt: upgrade', async () => {
      const ctx = await suite.context()
      const page = await suite.open(ctx, `${prefix}/`)
      await suite.auth(page, FREE, 'sign-in')
      await page.goto(`${suite.baseUrl}${prefix}/mall-hot-sale`, { waitUntil: 'networkidle' })
      await page.getByTestId('export-csv').click()
      await page.getByTestId('limit-prompt').waitFor({ state: 'visible' })
      expect(await page.getByTestId('limit-prompt-body').textContent()).toBe(body)
      expect(await page.getByTestId('limit-prompt-upgrade').count()).toBe(1)
      expect(await page.getByTestId('login-prompt').count()).toBe(0)
      await ctx.close()
    }, 90_000)
  })

  /**
   * The refusal vocabulary in the browser (issue 34): every surface of one refusal says the same thing, and
   * each viewer gets one prompt. The whole matrix of words is tests/unit/quota/limit-text.test.ts.
   */
  describe.each(
    [
      {
        prefix: '',
        firstPage: 'Product database on the free plan: page 1 only. Upgrade to see page 2 and beyond.',
        banner: /^Free plan: page 1 of each list, \d+ product database uses left today\./,
        adDetails: 'The free plan does not include ad details.',
        login: 'Sign in to continue',
      },
      {
        prefix: '/cn',
        firstPage: '免费版的商品库仅可查看第 1 页，升级后可查看第 2 页及之后的内容。',
        banner: /^免费版：每个列表仅限第 1 页，今日商品库还剩 \d+ 次。/,
        adDetails: '免费版不包含广告详情。',
        login: '登录后继续',
      },
    ].filter((l) => l.prefix === prefix),
  )('one refusal, one vocabulary ($prefix)', ({ prefix, firstPage, banner, adDetails, login }) => {
    it('a free user on page 2 reads the first-page rule in the panel and the dialog, the banner keeps its count', async () => {
      const ctx = await suite.context()
      const page = await suite.open(ctx, `${prefix}/`)
      await suite.auth(page, FREE, 'sign-in')
      await page.goto(`${suite.baseUrl}${prefix}/product-database?page=2`, { waitUntil: 'networkidle' })
      await page.getByTestId('limit-prompt').waitFor({ state: 'visible' })
      expect(await page.getByTestId('limit-prompt-body').textContent()).toBe(firstPage)
      expect(await page.getByTestId('refusal').locator('p').textContent()).toBe(firstPage)
      const bannerText = await page.getByTestId('free-limit-banner').textContent()
      expect(bannerText).toMatch(banner)
      expect(bannerText).not.toMatch(/\b0 |还剩 0 次/)
      expect(await page.getByTestId('login-prompt').count()).toBe(0)
      // A feature the free plan lacks is named as lacking, never "0 left today".
      await page.goto(`${suite.baseUrl}${prefix}/ads-detail?id=1`, { waitUntil: 'networkidle' })
      await expect
        .poll(() => page.getByTestId('free-limit-banner').textContent())
        .toMatch(new RegExp(`^${adDetails}`))
      await ctx.close()
    }, 90_000)

    it('a visitor refused page 2 is asked to log in, and only that', async () => {
      const ctx = await suite.context()
      // The page a visit enters on is free; the next one is held to the visitor's rules.
      const page = await suite.open(ctx, `${prefix}/`)
      await page.goto(`${suite.baseUrl}${prefix}/product-database?page=2`, { waitUntil: 'networkidle' })
      await page.getByTestId('login-prompt').waitFor({ state: 'visible' })
      expect(await page.getByTestId('refusal-prompt').textContent()).toBe(login)
      expect(await page.getByTestId('limit-prompt').count()).toBe(0)
      expect(await page.getByTestId('upgrade-prompt').count()).toBe(0)
      expect(await page.getByTestId('free-limit-banner-upgrade').count()).toBe(0)
      await ctx.close()
    }, 90_000)
  })
}
