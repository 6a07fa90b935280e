// The ad library, ad detail, world ad trend and dashboard in a real browser, in English and Chinese, on
// the generated catalogue: a filtered ad list shared by URL, an ad's detail, the world map's click and
// keyboard selection, the dashboard's favorite whose price changed, and the ad export.
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCREENSHOT_DIR } from '../support/browser'
import { type BrowserSuite, startBrowserSuite } from '../support/browser-session'
import { parseExportCsv } from '../support/csv-parse'

const PRO = 'ads-pro@example.com'
/** The starred product whose price changed between the two latest days, with both prices in cents. */
let favorite: { id: number; today: number; before: number }

let suite: BrowserSuite
beforeAll(async () => {
  suite = await startBrowserSuite({
    network: 2,
    accounts: [{ email: PRO, plan: 2 }],
    prepare: async (db) => {
      const [changed] = await db.query<{ id: number; today: number; before: number }>(
        `SELECT p.id, h.price_cents[p.snapshot_date - h.start_date + 1] AS today,
           h.price_cents[p.snapshot_date - h.start_date] AS before
         FROM products p JOIN product_history h ON h.product_id = p.id
         WHERE p.site_id = 'us' AND h.price_cents[p.snapshot_date - h.start_date + 1] <> h.price_cents[p.snapshot_date - h.start_date]
         ORDER BY p.id LIMIT 1`,
      )
      if (!changed) throw new Error('no product with a price change in the catalogue')
      favorite = changed
      await db.query(
        `INSERT INTO favorites (user_id, product_id) SELECT id, $2 FROM users WHERE email = $1`,
        [PRO, changed.id],
      )
    },
  })
}, 240_000)
afterAll(() => suite?.close())

const context = (width?: number) => suite.context(width)
const open = (ctx: BrowserContext, path: string) => suite.open(ctx, path)
const signIn = (page: Page) => suite.auth(page, PRO)

/** The ad ids the grid shows, once it has settled. */
async function gridAds(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle')
  await expect.poll(() => page.getByTestId('ads-grid').getAttribute('aria-busy')).toBe('false')
  return page
    .locator('[data-testid=grid-row] [data-testid=ad-link]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))])
}

describe.each([
  { lang: 'en', prefix: '', price: /Price (down|up)/ },
  { lang: 'cn', prefix: '/cn', price: /(降价|涨价)/ },
])('ads and dashboard in $lang', ({ lang, prefix, price }) => {
  it('filters the ad library; the URL opens the same ads in a new browser', async () => {
    const ctx = await context()
    const page = await open(ctx, `${prefix}/ads`)
    await signIn(page)
    await page.reload({ waitUntil: 'networkidle' })
    await expect.poll(() => page.getByTestId('ad-card').count()).toBeGreaterThan(0)
    await page.getByTestId('ads-view-grid').click()
    await page.waitForURL((u) => u.searchParams.get('view') === 'grid')
    const all = await gridAds(page)
    await page.getByTestId('filter-platform').selectOption('facebook')
    await page.getByTestId('filter-apply').click()
    await page.waitForURL((u) => u.searchParams.get('platform') === 'facebook')
    await page.getByTestId('grid-sort-impressions').click()
    await page.waitForURL((u) => u.searchParams.get('sort') === 'impressions')
    await expect.poll(() => gridAds(page)).not.toEqual(all)
    const url = new URL(page.url())
    const other = await context()
    const pasted = await open(other, '/')
    await signIn(pasted)
    await pasted.goto(`${suite.baseUrl}${url.pathname}${url.search}`, { waitUntil: 'networkidle' })
    const shared = await gridAds(pasted)
    expect(shared.length).toBeGreaterThan(0)
    await expect.poll(() => gridAds(page), { timeout: 15_000 }).toEqual(shared)
    await page.screenshot({ path: join(SCREENSHOT_DIR, `ads-${lang}-1280.png`), fullPage: true })
    await other.close()
    await ctx.close()
  }, 90_000)

  it('opens an ad’s detail with its copy, countries and sales chart', async () => {
    const ctx = await context()
    const page = await open(ctx, `${prefix}/ads?sort=impressions`)
    await signIn(page)
    await page.reload({ waitUntil: 'networkidle' })
    await page.getByTestId('ad-card').first().getByTestId('ad-link').first().click()
    await page.waitForURL((u) => u.pathname.endsWith('/ads-detail') && u.searchParams.has('id'))
    await expect.poll(() => page.getByTestId('ad-copy').textContent(), { timeout: 15_000 }).toMatch(/\w/)
    await expect.poll(() => page.getByTestId('ad-countries').textContent()).toMatch(/\S/)
    await expect
      .poll(() => page.locator('[data-testid^=ads-chart-] svg path').count(), { timeout: 15_000 })
      .toBeGreaterThan(0)
    await page.screenshot({ path: join(SCREENSHOT_DIR, `ads-detail-${lang}-1280.png`), fullPage: true })
    await ctx.close()
  }, 60_000)

  it('renders the world map; a click and a keypress on a country show its series', async () => {
    const ctx = await context()
    const page = await open(ctx, `${prefix}/ads-trend`)
    await expect
      .poll(() => page.locator('[data-testid^=map-country-]').count(), { timeout: 20_000 })
      .toBeGreaterThan(2)
    const codes = await page
      .locator('[data-testid=ads-trend-table] [data-testid^=trend-country-]')
      .evaluateAll((buttons) =>
        buttons.map((b) => (b.getAttribute('data-testid') ?? '').replace('trend-country-', '')),
      )
    // Two countries that have a shape on the map.
    const shaped: string[] = []
    for (const code of codes)
      if ((await page.getByTestId(`map-country-${code}`).count()) > 0) shaped.push(code)
    const [first, second] = shaped
    if (!first || !second) throw new Error('fewer than two countries on the map')
    const firstName = (await page.getByTestId(`trend-country-${first}`).textContent()) ?? ''
    await page.getByTestId(`map-country-${first}`).click()
    await page.waitForURL((u) => u.searchParams.get('country') === first)
    await expect.poll(() => page.getByTestId('ads-trend-selected').textContent()).toBe(firstName)
    await expect
      .poll(() => page.locator('[data-testid=ads-trend-series] svg path').count())
      .toBeGreaterThan(0)
    await expect.poll(() => page.getByTestId('ads-trend-series-summary').textContent()).toContain(firstName)

    const secondName = (await page.getByTestId(`trend-country-${second}`).textContent()) ?? ''
    await page.getByTestId(`map-country-${second}`).focus()
    await page.keyboard.press('Enter')
    await page.waitForURL((u) => u.searchParams.get('country') === second)
    await expect.poll(() => page.getByTestId('ads-trend-selected').textContent()).toBe(secondName)
    await expect.poll(() => page.getByTestId('ads-trend-series-summary').textContent()).toContain(secondName)
    await expect
      .poll(() => page.getByTestId(`map-country-${second}`).getAttribute('aria-pressed'))
      .toBe('true')
    await page.screenshot({ path: join(SCREENSHOT_DIR, `ads-trend-${lang}-1280.png`), fullPage: true })
    await ctx.close()
  }, 60_000)

  it('shows the favorite’s price change on the dashboard, and a sign-in prompt to visitors', async () => {
    const visitor = await context()
    const anon = await open(visitor, `${prefix}/dashboard`)
    await expect.poll(() => anon.getByTestId('dashboard-sign-in').count()).toBe(1)
    await expect.poll(() => anon.getByTestId('movers-stores').locator('li').count()).toBeGreaterThan(0)
    await visitor.close()
    const ctx = await context()
    const page = await open(ctx, `${prefix}/dashboard`)
    await signIn(page)
    await page.reload({ waitUntil: 'networkidle' })
    const row = page.getByTestId('favorite-row')
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1)
    await expect.poll(() => row.getByTestId('favorite-change').textContent()).toMatch(price)
    const text = (await row.getByTestId('favorite-change').textContent()) ?? ''
    expect(text).toContain((favorite.before / 100).toFixed(2))
    expect(text).toContain((favorite.today / 100).toFixed(2))
    await page.screenshot({ path: join(SCREENSHOT_DIR, `dashboard-${lang}-1280.png`), fullPage: true })
    await ctx.close()
  }, 60_000)
})

describe('ad export and bad parameters', () => {
  it('exports the filtered ad list as a CSV a spreadsheet reads, in both languages', async () => {
    for (const [prefix, header] of [
      ['', 'Platform'],
      ['/cn', '平台'],
    ] as const) {
      const ctx = await context()
      const page = await open(ctx, `${prefix}/ads`)
      await signIn(page)
      await page.goto(`${suite.baseUrl}${prefix}/ads?view=grid&platform=tiktok`, {
        waitUntil: 'networkidle',
      })
      const total = Number(((await page.getByTestId('grid-total').textContent()) ?? '').replace(/[^\d]/g, ''))
      expect(total).toBeGreaterThan(0)
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().includes('/api/ads/export')),
        page.getByTestId('export-csv').click(),
      ])
      expect(new URL(response.url()).searchParams.get('platform')).toBe('tiktok')
      const text = (await (await ctx.request.get(response.url())).body()).toString('utf8')
      const rows = parseExportCsv(text)
      expect(rows[0]?.[1]).toBe(header)
      expect(rows.length - 1).toBe(total)
      expect(rows.slice(1).every((r) => r[1] === 'TikTok')).toBe(true)
      await ctx.close()
    }
  }, 90_000)

  it('answers a bad API parameter with 400 naming it, and a bad page parameter falls back', async () => {
    const bad = await fetch(`${suite.baseUrl}/api/ads/list?platform=myspace`)
    expect(bad.status).toBe(400)
    expect((await bad.json()).msg).toMatch(/^platform/)
    const trend = await fetch(`${suite.baseUrl}/api/ads/trend?days=14`)
    expect(trend.status).toBe(400)
    const ctx = await context()
    const page = await open(ctx, '/ads-trend?days=14&country=ZZZ')
    await expect.poll(() => page.getByTestId('ads-trend-table').count(), { timeout: 15_000 }).toBe(1)
    await ctx.close()
    expect(suite.errors).toEqual([])
  }, 60_000)
})
