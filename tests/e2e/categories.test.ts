// The category database and category analysis in a real browser, in English and Chinese, on the
// generated catalogue of 600 products: expand the tree, filter it and share the URL, open a category's
// analysis, the free plan's first-page rule, the export, and the contract's answers to bad input.
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, SCREENSHOT_DIR } from '../support/browser'
import { parseExportCsv } from '../support/csv-parse'
import {
  type ChildServer,
  grantPlanTo,
  type SeededData,
  seedSmallCatalogue,
  startChildServer,
} from '../support/seeded-server'

let data: SeededData
let server: ChildServer
let browser: Browser
const errors: string[] = []

const PRO = 'category-pro@example.com'
const PASSWORD = 'correct-horse-battery-9'

beforeAll(async () => {
  data = await seedSmallCatalogue()
  server = await startChildServer(data)
  const reply = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ email: PRO, password: PASSWORD, name: 'pro' }),
  })
  if (!reply.ok) throw new Error(`sign-up answered ${reply.status}`)
  const port = Number(new URL(server.baseUrl).port)
  await server.stop()
  await grantPlanTo(data, PRO, 2)
  server = await startChildServer(data, port)
  browser = await launchBrowser()
  // One sign-in for the whole file (an account may sign in 5 times a minute): each test's browser
  // starts from this session's cookies, otherwise fresh.
  const ctx = await context()
  const page = await open(ctx, '/')
  await auth(page, 'sign-in', PRO)
  proSession = await ctx.storageState()
  await ctx.close()
}, 240_000)
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

let client = 0
let proSession: Awaited<ReturnType<BrowserContext['storageState']>> | undefined

/** A new browser, as a different client address (sign-ups are rate-limited per address). */
async function context(width = 1280, signedIn = false): Promise<BrowserContext> {
  client += 1
  const ctx = await browser.newContext({
    storageState: signedIn ? proSession : undefined,
    viewport: { width, height: 900 },
    acceptDownloads: true,
    extraHTTPHeaders: { 'x-forwarded-for': `10.1.0.${client}` },
  })
  ctx.on('page', (page) => page.on('pageerror', (e) => errors.push(e.message)))
  return ctx
}

async function open(ctx: BrowserContext, path: string): Promise<Page> {
  const page = await ctx.newPage()
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' })
  return page
}

async function auth(page: Page, kind: 'sign-up' | 'sign-in', email: string): Promise<void> {
  const status = await page.evaluate(
    async ([path, address, password]) => {
      const reply = await fetch(`/api/auth/${path}/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, password, name: address.split('@')[0] }),
      })
      return reply.status
    },
    [kind, email, PASSWORD] as const,
  )
  expect(status).toBe(200)
}

const names = (page: Page) =>
  page.locator('[data-testid=grid-row] [data-testid=category-name]').allTextContents()

async function settled(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle')
  await expect.poll(() => page.getByTestId('category-grid').getAttribute('aria-busy')).toBe('false')
  return names(page)
}

describe.each([
  { lang: 'en', prefix: '' },
  { lang: 'cn', prefix: '/cn' },
])('category database in $lang', ({ lang, prefix }) => {
  it('expands the tree, and a filtered URL shows the same rows in a fresh browser', async () => {
    const ctx = await context(1280, true)
    const page = await open(ctx, `${prefix}/category-database`)
    expect(await page.locator('html').getAttribute('lang')).toBe(lang === 'cn' ? 'zh-CN' : 'en')
    const roots = await settled(page)
    expect(roots.length).toBeGreaterThan(1)
    expect(await page.locator('[data-testid=category-name][data-level="2"]').count()).toBe(0)
    // Open the first top-level category: its sub-categories appear under it, the button says so.
    const toggle = page.getByTestId('tree-toggle').first()
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await expect
      .poll(() => page.locator('[data-testid=category-name][data-level="2"]').count())
      .toBeGreaterThan(0)
    // And one of those down to the leaves.
    const rows = page.getByTestId('grid-row')
    const second = rows.nth(1).getByTestId('tree-toggle')
    await second.click()
    await expect
      .poll(() => page.locator('[data-testid=category-name][data-level="3"]').count())
      .toBeGreaterThan(0)
    await page.screenshot({
      path: join(SCREENSHOT_DIR, `category-database-${lang}-1280.png`),
      fullPage: true,
    })

    // Filter: at least 1,000 units in 30 days, sorted by growth.
    await page.getByTestId('category-sales-min').fill('1000')
    await page.getByTestId('filter-apply').click()
    await page.waitForURL((url) => url.searchParams.get('sales') === '1000~')
    await page.getByTestId('grid-sort-growth').click()
    await page.waitForURL((url) => url.searchParams.get('sort') === 'growth')
    const url = new URL(page.url())

    // The pasted link as a fresh browser gets it from the server is the truth for this URL; the first
    // browser must settle on the same rows (polled: a URL change commits before its fetch starts).
    const other = await context(1280, true)
    const pasted = await open(other, `${url.pathname}${url.search}`)
    const shared = await settled(pasted)
    expect(shared.length).toBeGreaterThan(0)
    expect(shared).not.toEqual(roots)
    await expect.poll(() => names(page), { timeout: 15_000 }).toEqual(shared)
    await other.close()
    await ctx.close()
  }, 90_000)

  it('opens a category analysis with its charts, reading and tables', async () => {
    for (const width of [1280, 390]) {
      const ctx = await context(width, true)
      const page = await open(ctx, `${prefix}/category-database`)
      if (width === 390) {
        await page.screenshot({
          path: join(SCREENSHOT_DIR, `category-database-${lang}-390.png`),
          fullPage: true,
        })
      }
      const name = (await settled(page))[0] ?? ''
      await page.getByTestId('category-name').first().click()
      await page.waitForURL(/\/category-analysis\?category_id=\d+/)
      await expect.poll(() => page.getByTestId('category-analysis-title').textContent()).toContain(name)
      await expect
        .poll(() => page.locator('[data-testid=category-chart-sales] svg path').count())
        .toBeGreaterThan(0)
      await page.getByTestId('category-chart-sales').focus()
      await expect.poll(() => page.getByTestId('category-chart-sales-tooltip').isVisible()).toBe(true)
      expect(await page.getByTestId('category-reading').getAttribute('data-verdict')).toMatch(
        /^(open|mixed|crowded)$/,
      )
      expect(await page.locator('[data-testid=category-reading] li').count()).toBe(4)
      // The top tables arrive with their own queries after the page: polled, not read once.
      await expect
        .poll(() => page.locator('[data-testid=category-top-products] [data-testid=grid-row]').count())
        .toBeGreaterThan(0)
      await expect
        .poll(() => page.locator('[data-testid=category-top-stores] [data-testid=grid-row]').count())
        .toBeGreaterThan(0)
      // A top store's name opens its store page, in the page's language.
      const storeHref = await page
        .locator('[data-testid=category-top-stores] a[href*="mall-detail"]')
        .first()
        .getAttribute('href')
      expect(storeHref).toMatch(new RegExp(`^${prefix}/mall-detail\\?id=\\d+$`))
      await page.getByTestId('category-range-7').click()
      await page.waitForURL((u) => u.searchParams.get('days') === '7')
      await page.screenshot({
        path: join(SCREENSHOT_DIR, `category-analysis-${lang}-${width}.png`),
        fullPage: true,
      })
      await ctx.close()
    }
  }, 90_000)

  it('exports the filtered tree: BOM, every cell quoted, one row per category shown', async () => {
    const ctx = await context(1280, true)
    const page = await open(ctx, `${prefix}/category-database?sales=100~`)
    await settled(page)
    const nodes = Number(
      ((await page.getByTestId('category-node-total').textContent()) ?? '').replace(/[^\d]/g, ''),
    )
    expect(nodes).toBeGreaterThan(0)
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/category_analysis/export')),
      page.getByTestId('export-csv').click(),
    ])
    expect(new URL(response.url()).searchParams.get('sales')).toBe('100~')
    const text = (await (await ctx.request.get(response.url())).body()).toString('utf8')
    const rows = parseExportCsv(text)
    expect(rows[0]?.[0]).toBe(lang === 'cn' ? '类目 ID' : 'Category ID')
    expect(rows.length - 1).toBe(Math.min(nodes, 10_000))
    await ctx.close()
  }, 60_000)
})

describe('category pages and contract', () => {
  it('refuses page 2 of the tree to a free user with a prompt', async () => {
    const ctx = await context()
    const page = await open(ctx, '/category-database')
    await auth(page, 'sign-up', 'category-free@example.com')
    await page.goto(`${server.baseUrl}/category-database?page_size=10&page=2`, { waitUntil: 'networkidle' })
    // The free plan's first-page rule, in the words of the quota table (docs/quotas.md, issue 34).
    await expect.poll(() => page.getByTestId('refusal').textContent()).toContain('page 1 only')
    await expect.poll(() => page.getByRole('dialog').count()).toBeGreaterThan(0)
    await ctx.close()
  }, 30_000)

  it('falls back on bad page parameters and shows the 404 screen for an unknown category', async () => {
    const ctx = await context()
    const page = await open(ctx, '/category-database?sales=lots&page=-1&sort=vibes&stage=booming')
    const url = new URL(page.url())
    expect([...url.searchParams.keys()]).toEqual([])
    expect((await settled(page)).length).toBeGreaterThan(0)
    const missing = await page.goto(`${server.baseUrl}/category-analysis?category_id=999999`)
    expect(missing?.status()).toBe(404)
    await page.getByTestId('not-found').waitFor({ state: 'visible' })
    // Without a category the analysis is the category picker, not a dead end (issue 37).
    const none = await page.goto(`${server.baseUrl}/cn/category-analysis`)
    expect(none?.status()).toBe(200)
    await page.locator('[data-category-picker]').waitFor({ state: 'visible' })
    await ctx.close()
  }, 30_000)

  it('answers bad API parameters with 400 naming the field', async () => {
    for (const [path, field] of [
      ['/api/category_analysis/get_list?sales=lots', 'sales'],
      ['/api/category_analysis/get_list?page_size=7', 'page_size'],
      ['/api/category_analysis/get_list?sort=vibes', 'sort'],
      ['/api/category_analysis/get_list?stage=booming', 'stage'],
      ['/api/category_analysis/get_list?site=mars', 'site'],
      ['/api/category_analysis/detail?category_id=abc', 'category_id'],
      ['/api/category_analysis/detail', 'category_id'],
      ['/api/category_analysis/detail?category_id=1&days=12', 'days'],
      ['/api/category_analysis/export?growth=fast', 'growth'],
    ] as const) {
      const reply = await fetch(`${server.baseUrl}${path}`)
      expect(reply.status, path).toBe(400)
      const body = (await reply.json()) as { code: number; msg: string }
      expect(body.code).toBe(10400)
      expect(body.msg.startsWith(`${field}:`), `${path}: ${body.msg}`).toBe(true)
    }
    // A visitor reads the first page of the tree over the API.
    const list = await fetch(`${server.baseUrl}/api/category_analysis/get_list?page_size=10`)
    const body = (await list.json()) as { code: number; data: { list: unknown[]; total: number } }
    expect(body.code).toBe(10000)
    expect(body.data.list.length).toBe(Math.min(10, body.data.total))
    expect(errors).toEqual([])
  }, 30_000)
})
