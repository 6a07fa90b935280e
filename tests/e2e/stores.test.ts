// Store lists and the store detail in a real browser, in English and Chinese, on the generated catalogue:
// a filtered list shared by URL, a store's charts and products, the free plan's first page, the export.
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCREENSHOT_DIR } from '../support/browser'
import { type BrowserSuite, explained, settledRows, startBrowserSuite } from '../support/browser-session'
import { downloadFileName, parseExportCsv } from '../support/csv-parse'

const PRO = 'stores-pro@example.com'

let suite: BrowserSuite
beforeAll(async () => {
  suite = await startBrowserSuite({ network: 1, accounts: [{ email: PRO, plan: 2 }] })
}, 240_000)
afterAll(() => suite?.close())

const context = (width?: number) => suite.context(width)
const open = (ctx: BrowserContext, path: string) => suite.open(ctx, path)
const auth = (page: Page, email: string, kind: 'sign-up' | 'sign-in') => suite.auth(page, email, kind)

const storeNames = (page: Page) =>
  page.locator('[data-testid=grid-row] [data-testid=store-name]').allTextContents()
const settledStores = (page: Page) => settledRows(page, 'stores-grid', '[data-testid=store-name]')

describe.each([
  { lang: 'en', prefix: '' },
  { lang: 'cn', prefix: '/cn' },
])('store lists in $lang', ({ lang, prefix }) => {
  it('filters and sorts a store list; the URL opens the same rows in a new browser', async () => {
    const ctx = await context()
    const page = await open(ctx, `${prefix}/mall-hot-sale`)
    await auth(page, PRO, 'sign-in')
    await page.reload({ waitUntil: 'networkidle' })
    const first = await settledStores(page)
    expect(first.length).toBeGreaterThan(0)

    await page.getByTestId('filter-managed').selectOption('full')
    await page.getByTestId('filter-apply').click()
    await page.waitForURL((url) => url.searchParams.get('managed') === 'full')
    await page.getByTestId('grid-sort-followers').click()
    await page.waitForURL((url) => url.searchParams.get('sort') === 'followers')

    // The pasted link, rendered by the server for a fresh browser, is the truth for this URL; the
    // first browser must settle on the same rows (a URL change commits before its fetch starts, so
    // the rows are polled, not read once).
    const url = new URL(page.url())
    const other = await context()
    const pasted = await open(other, '/')
    await auth(pasted, PRO, 'sign-in')
    await pasted.goto(`${suite.baseUrl}${url.pathname}${url.search}`, { waitUntil: 'networkidle' })
    const shared = await settledStores(pasted)
    expect(shared.length).toBeGreaterThan(0)
    expect(shared).not.toEqual(first)
    await expect.poll(() => storeNames(page), { timeout: 15_000 }).toEqual(shared)
    await page.screenshot({ path: join(SCREENSHOT_DIR, `stores-${lang}-1280.png`), fullPage: true })
    await other.close()
    await ctx.close()
  }, 60_000)

  it('opens a store from the list and shows its figures, charts and products', async () => {
    const ctx = await context()
    const page = await open(ctx, `${prefix}/mall-hot-sale/new`)
    await auth(page, PRO, 'sign-in')
    await page.reload({ waitUntil: 'networkidle' })
    const name = (await settledStores(page))[0] ?? ''
    await page.locator('[data-testid=grid-row] [data-testid=store-name]').first().click()
    await page.waitForURL((u) => u.pathname.endsWith('/mall-detail') && u.searchParams.has('id'))
    await expect.poll(() => page.locator('h1').textContent()).toBe(name)
    await expect.poll(() => page.getByTestId('store-figures').locator('dd').count()).toBeGreaterThan(0)
    // The charts come in a lazily loaded chunk.
    await expect
      .poll(() => page.locator('[data-testid=store-chart-sales] svg path').count(), { timeout: 15_000 })
      .toBeGreaterThan(0)
    await expect.poll(() => page.getByTestId('store-chart-sales-summary').textContent()).toMatch(/\d/)
    await page.getByTestId('store-range-7').click()
    await page.waitForURL((u) => u.searchParams.get('range') === '7')
    await expect
      .poll(() => page.locator('[data-testid=store-products-grid] [data-testid=grid-row]').count())
      .toBeGreaterThan(0)
    await page.screenshot({ path: join(SCREENSHOT_DIR, `store-detail-${lang}-1280.png`), fullPage: true })
    await ctx.close()
  }, 60_000)
})

describe('store pages and plans', () => {
  it('gives the 404 screen for an unknown list type and an unknown store', async () => {
    const ctx = await context()
    const page = await ctx.newPage()
    const reply = await page.goto(`${suite.baseUrl}/mall-cheap`)
    expect(reply?.status()).toBe(404)
    await auth(page, PRO, 'sign-in')
    const missing = await page.goto(`${suite.baseUrl}/cn/mall-detail?id=2000000000`)
    expect(missing?.status()).toBe(404)
    await ctx.close()
  }, 30_000)

  it('stars a store in a list; it is on the stores tab of /my-favorites and starred on its page', async () => {
    const ctx = await context()
    const page = await open(ctx, '/mall-hot-sale')
    await auth(page, 'stores-stars@example.com', 'sign-up')
    await page.reload({ waitUntil: 'networkidle' })
    const name = (await settledStores(page))[0] ?? ''
    const star = page.locator('[data-testid=grid-row] [data-testid=favorite-toggle]').first()
    expect(await star.getAttribute('aria-label')).toContain(name)
    await star.click()
    await explained(page, 'stores-star', () =>
      expect.poll(() => star.getAttribute('aria-pressed')).toBe('true'),
    )

    await page.goto(`${suite.baseUrl}/cn/my-favorites`, { waitUntil: 'networkidle' })
    // The products tab is first and holds no product: the store went to the stores tab only.
    await expect
      .poll(() => page.locator('[data-testid=favorites-grid] [data-testid=grid-row]').count())
      .toBe(0)
    await page.getByTestId('favorites-tab-stores').click()
    await page.waitForURL((u) => u.searchParams.get('tab') === 'stores')
    await expect
      .poll(() =>
        page.locator('[data-testid=favorite-stores-grid] [data-testid=store-name]').allTextContents(),
      )
      .toEqual([name])
    await page.locator('[data-testid=favorite-stores-grid] [data-testid=store-name]').first().click()
    await page.waitForURL((u) => u.pathname.endsWith('/mall-detail'))
    const detailStar = page.getByTestId('favorite-toggle')
    await expect.poll(() => detailStar.getAttribute('aria-pressed')).toBe('true')
    await detailStar.click()
    await expect.poll(() => detailStar.getAttribute('aria-pressed')).toBe('false')
    await page.goto(`${suite.baseUrl}/my-favorites?tab=stores`, { waitUntil: 'networkidle' })
    await expect
      .poll(() => page.getByTestId('favorite-stores-grid').textContent())
      .toContain('No starred stores')
    await ctx.close()
  }, 60_000)

  it('refuses page 2 to a free user with a prompt', async () => {
    const ctx = await context()
    const page = await open(ctx, '/mall-hot-sale')
    await auth(page, 'stores-free@example.com', 'sign-up')
    await page.goto(`${suite.baseUrl}/mall-hot-sale?page=2`, { waitUntil: 'networkidle' })
    await expect.poll(() => page.getByTestId('refusal').textContent()).toContain('first page')
    // The prompt's module loads with the first refusal.
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 15_000 }).toBeGreaterThan(0)
    await ctx.close()
  }, 30_000)

  it('exports a store list as a CSV a spreadsheet reads: BOM, every cell quoted, every row', async () => {
    for (const [prefix, header] of [
      ['', 'Store'],
      ['/cn', '店铺'],
    ] as const) {
      const pro = await context()
      const list = await open(pro, `${prefix}/mall-hot-sale`)
      await auth(list, PRO, 'sign-in')
      await list.goto(`${suite.baseUrl}${prefix}/mall-hot-sale?sort=revenue`, { waitUntil: 'networkidle' })
      const total = Number(((await list.getByTestId('grid-total').textContent()) ?? '').replace(/[^\d]/g, ''))
      expect(total).toBeGreaterThan(0)
      const [response] = await Promise.all([
        list.waitForResponse((r) => r.url().includes('/api/store/export')),
        list.getByTestId('export-csv').click(),
      ])
      expect(await downloadFileName(response)).toBe(
        'attachment; filename="shopsight-mall-hot-sale-us-2026-11-21-demo-data.csv"',
      )
      expect(new URL(response.url()).searchParams.get('sort')).toBe('revenue')
      const text = (await (await pro.request.get(response.url())).body()).toString('utf8')
      const rows = parseExportCsv(text)
      expect(rows[0]?.[1]).toBe(header)
      expect(rows.length - 1).toBe(Math.min(total, 10_000))
      const revenue = rows.slice(1).map((r) => Number(r[10]))
      expect([...revenue].sort((a, b) => b - a)).toEqual(revenue)
      await pro.close()
    }
    expect(suite.errors).toEqual([])
  }, 120_000)
})
