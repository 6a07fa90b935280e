// The keyword tools in a real browser, in English and Chinese, on the generated catalogue: a reverse
// lookup by pasted URL, by id and of three products at once; a keyword's analysis with its charts; the
// keyword database filtered and reopened from its URL in a new browser; the export as a spreadsheet reads it.
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCREENSHOT_DIR } from '../support/browser'
import { type BrowserSuite, settledRows, startBrowserSuite } from '../support/browser-session'
import { downloadFileName, parseExportCsv } from '../support/csv-parse'

const PRO = 'keywords-pro@example.com'

/** Three products that share a keyword (first is the one with the most keywords), and that keyword. */
let trio: number[] = []
let sharedKeyword = { id: 0, en: '', cn: '' }

let suite: BrowserSuite
beforeAll(async () => {
  suite = await startBrowserSuite({
    network: 3,
    accounts: [{ email: PRO, plan: 2 }],
    prepare: async (db) => {
      const [row] = await db.query<{ id: number; text_en: string; text_cn: string; ids: number[] }>(
        `SELECT k.id, k.text_en, k.text_cn, (array_agg(kp.product_id ORDER BY kp.position))[1:3] AS ids
         FROM keywords k JOIN keyword_products kp ON kp.keyword_id = k.id
         WHERE k.site_id = 'us' GROUP BY k.id HAVING count(*) >= 3 ORDER BY k.search_volume DESC LIMIT 1`,
      )
      if (!row) throw new Error('no keyword with three products')
      trio = row.ids.map(Number)
      sharedKeyword = { id: Number(row.id), en: row.text_en, cn: row.text_cn }
    },
  })
}, 240_000)
afterAll(() => suite?.close())

const context = (width?: number) => suite.context(width)
const open = (ctx: BrowserContext, path: string) => suite.open(ctx, path)
const signIn = (page: Page) => suite.auth(page, PRO)

const keywordTexts = (page: Page, grid: string) =>
  page.locator(`[data-testid=${grid}] [data-testid=grid-row] [data-testid=keyword-text]`).allTextContents()
const settled = (page: Page, grid: string) => settledRows(page, grid, '[data-testid=keyword-text]')

describe.each([
  { lang: 'en' as const, prefix: '' },
  { lang: 'cn' as const, prefix: '/cn' },
])('keyword tools in $lang', ({ lang, prefix }) => {
  const text = (k: { en: string; cn: string }) => (lang === 'cn' ? k.cn : k.en)

  it('reverse-looks-up a product by pasted Temu URL, by id, and three products at once', async () => {
    const ctx = await context()
    const page = await open(ctx, `${prefix}/keyword-reverse`)
    await signIn(page)
    await page.reload({ waitUntil: 'networkidle' })

    // A pasted Temu link: the product's keywords, one column for it.
    await page.getByTestId('reverse-input').fill(`https://www.temu.com/floral-thing-g-${trio[0]}.html`)
    await page.getByTestId('reverse-submit').click()
    await page.waitForURL((u) => (u.searchParams.get('products') ?? '').includes(`-g-${trio[0]}`))
    await expect
      .poll(() => keywordTexts(page, 'reverse-grid'), { timeout: 15_000 })
      .toContain(text(sharedKeyword))
    const byUrl = await settled(page, 'reverse-grid')

    // Something that is not a product: the page says which, and nothing is fetched.
    await page.getByTestId('reverse-input').fill('https://www.amazon.com/dp/B000')
    await page.getByTestId('reverse-submit').click()
    await expect.poll(() => page.getByTestId('reverse-error').textContent()).toContain('amazon.com')

    // The same product by id gives the same keywords.
    await page.getByTestId('reverse-input').fill(String(trio[0]))
    await page.getByTestId('reverse-submit').click()
    await page.waitForURL((u) => u.searchParams.get('products') === String(trio[0]))
    await expect.poll(() => keywordTexts(page, 'reverse-grid'), { timeout: 15_000 }).toEqual(byUrl)

    // Three products: a column each, the shared keyword first in the shared list.
    await page.getByTestId('reverse-input').fill(trio.join('\n'))
    await page.getByTestId('reverse-submit').click()
    await page.waitForURL((u) => (u.searchParams.get('products') ?? '').split(/\s+/).length === 3)
    await expect
      .poll(() => page.getByTestId('reverse-shared').textContent(), { timeout: 15_000 })
      .toContain(text(sharedKeyword))
    await expect.poll(() => page.locator('[data-testid=reverse-products] li').count()).toBe(3)
    const firstRowCells = page
      .locator('[data-testid=reverse-grid] [data-testid=grid-row]')
      .first()
      .getByTestId('reverse-cell')
    await expect.poll(() => firstRowCells.count()).toBe(3)
    await page.screenshot({ path: join(SCREENSHOT_DIR, `keyword-reverse-${lang}-1280.png`), fullPage: true })
    await page.setViewportSize({ width: 390, height: 900 })
    await page.screenshot({ path: join(SCREENSHOT_DIR, `keyword-reverse-${lang}-390.png`), fullPage: true })
    await ctx.close()
  }, 90_000)

  it('opens a keyword analysis with its charts, from the reverse lookup’s keyword link', async () => {
    const ctx = await context()
    const page = await open(ctx, `${prefix}/keyword-analysis?id=${sharedKeyword.id}`)
    await signIn(page)
    await page.reload({ waitUntil: 'networkidle' })
    await expect
      .poll(() => page.getByTestId('keyword-analysis-title').textContent(), { timeout: 15_000 })
      .toContain(text(sharedKeyword))
    expect(await page.getByTestId('keyword-en').textContent()).toBe(sharedKeyword.en)
    expect(await page.getByTestId('keyword-cn').textContent()).toBe(sharedKeyword.cn)
    // The charts come in a lazily loaded chunk.
    await expect
      .poll(() => page.locator('[data-testid=keyword-daily-chart] svg path').count(), { timeout: 15_000 })
      .toBeGreaterThan(0)
    await expect
      .poll(() => page.locator('[data-testid=keyword-price-chart] svg rect').count())
      .toBeGreaterThan(0)
    await expect
      .poll(() => page.locator('[data-testid=keyword-top-products] tbody tr').count())
      .toBeGreaterThan(2)
    await page.screenshot({ path: join(SCREENSHOT_DIR, `keyword-analysis-${lang}-1280.png`), fullPage: true })
    await page.setViewportSize({ width: 390, height: 900 })
    await expect
      .poll(() => page.locator('[data-testid=keyword-daily-chart] svg path').count())
      .toBeGreaterThan(0)
    await page.screenshot({ path: join(SCREENSHOT_DIR, `keyword-analysis-${lang}-390.png`), fullPage: true })
    // The classic layout shows the same keyword.
    await page.getByTestId('layout-switch').click()
    await page.waitForURL((u) => u.pathname.endsWith('/keyword-analysis/old'))
    await expect.poll(() => page.getByTestId('keyword-en').textContent()).toBe(sharedKeyword.en)
    // An unknown keyword falls back to the keyword search, not an error page.
    await page.goto(`${suite.baseUrl}${prefix}/keyword-analysis?id=2000000000`, { waitUntil: 'networkidle' })
    await expect.poll(() => page.getByTestId('keyword-analysis-intro').count(), { timeout: 15_000 }).toBe(1)
    await ctx.close()
  }, 60_000)

  it('filters the keyword database; the URL opens the same rows in a new browser', async () => {
    const ctx = await context()
    const page = await open(ctx, `${prefix}/keyword-database`)
    await signIn(page)
    await page.reload({ waitUntil: 'networkidle' })
    expect(await page.getByTestId('keyword-free-badge').count()).toBe(1)
    const first = await settled(page, 'keywords-grid')
    expect(first.length).toBeGreaterThan(0)

    const word = sharedKeyword.en.split(' ')[0] ?? ''
    await page.getByTestId('filter-q').fill(word)
    await page.getByTestId('filter-volume-min').fill('1')
    await page.getByTestId('filter-apply').click()
    await page.waitForURL((u) => u.searchParams.get('q') === word)
    await page.getByTestId('grid-sort-growth').click()
    await page.waitForURL((u) => u.searchParams.get('sort') === 'growth')
    await expect
      .poll(async () => (await keywordTexts(page, 'keywords-grid')).length, { timeout: 15_000 })
      .toBeGreaterThan(0)

    const url = new URL(page.url())
    const other = await context(390)
    const pasted = await open(other, '/')
    await signIn(pasted)
    await pasted.goto(`${suite.baseUrl}${url.pathname}${url.search}`, { waitUntil: 'networkidle' })
    const shared = await settled(pasted, 'keywords-grid')
    expect(shared.length).toBeGreaterThan(0)
    if (lang === 'en') expect(shared.every((t) => t.toLowerCase().includes(word.toLowerCase()))).toBe(true)
    await expect.poll(() => keywordTexts(page, 'keywords-grid'), { timeout: 15_000 }).toEqual(shared)
    await page.screenshot({ path: join(SCREENSHOT_DIR, `keyword-database-${lang}-1280.png`), fullPage: true })
    await pasted.screenshot({
      path: join(SCREENSHOT_DIR, `keyword-database-${lang}-390.png`),
      fullPage: true,
    })
    await other.close()
    await ctx.close()
  }, 90_000)

  it('exports the filtered keyword database as a CSV a spreadsheet reads', async () => {
    const ctx = await context()
    const page = await open(ctx, `${prefix}/keyword-database`)
    await signIn(page)
    await page.goto(`${suite.baseUrl}${prefix}/keyword-database?words=2~&sort=volume`, {
      waitUntil: 'networkidle',
    })
    const total = Number(((await page.getByTestId('grid-total').textContent()) ?? '').replace(/[^\d]/g, ''))
    expect(total).toBeGreaterThan(0)
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/keyword/export')),
      page.getByTestId('export-csv').click(),
    ])
    expect(await downloadFileName(response)).toMatch(/^attachment; filename="shopsight-keyword-database-us-/)
    const body = (await (await ctx.request.get(response.url())).body()).toString('utf8')
    const rows = parseExportCsv(body)
    expect(rows[0]?.[1]).toBe(lang === 'en' ? 'Keyword (English)' : '关键词（英文）')
    expect(rows.length - 1).toBe(total)
    expect(rows.slice(1).every((r) => (r[1] ?? '').split(' ').length >= 2)).toBe(true)
    await ctx.close()
  }, 60_000)
})

describe('keyword pages', () => {
  it('answers 400 naming the field for bad API input, and the pages raise no error', async () => {
    const bad = await fetch(
      `${suite.baseUrl}/api/keyword/keyword_reverse?products=${encodeURIComponent('https://example.org/x')}`,
    )
    expect(bad.status).toBe(400)
    expect((await bad.json()).msg).toContain('products')
    const list = await fetch(`${suite.baseUrl}/api/keyword/keyword_list?volume=lots`)
    expect(list.status).toBe(400)
    expect((await list.json()).msg).toContain('volume')
    // A bad search param on the page is dropped, not an error page.
    const ctx = await context(390)
    const page = await open(ctx, '/cn/keyword-database?volume=lots&sort=nope')
    expect(await settled(page, 'keywords-grid')).not.toHaveLength(0)
    await page.screenshot({
      path: join(SCREENSHOT_DIR, 'keyword-database-visitor-cn-390.png'),
      fullPage: true,
    })
    await ctx.close()
    expect(suite.errors).toEqual([])
  }, 60_000)
})
