// The product list page over the data platform: the typed server function behind a plain page, with
// its filters in the URL. Runs on a database loaded from the fixture snapshots.
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, SCREENSHOT_DIR } from '../support/browser'
import { startServerWithFixture, type TestServer } from '../support/server'

let server: TestServer
let browser: Browser
const errors: string[] = []

beforeAll(async () => {
  server = await startServerWithFixture()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

async function open(path: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' })
  return page
}

const titles = (page: Page) =>
  page.locator('[data-testid=product-row] td:first-child p.font-medium').allTextContents()

describe('/product-database', () => {
  it('lists the products with their figures, biggest sellers first', async () => {
    const page = await open('/product-database')
    expect(await titles(page)).toEqual([
      'Collapsible Silicone Food Storage Container Set',
      'Magnetic Building Blocks for Kids',
      'Airtight Glass Meal Prep Containers',
    ])
    await expect.poll(() => page.getByTestId('products-total').textContent()).toContain('3 products')
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'products-en-1280.png'), fullPage: true })
    await page.context().close()
  })

  it('keeps the keyword in the URL, so a reload shows the same rows', async () => {
    const page = await open('/product-database')
    await page.getByTestId('products-keyword').fill('container')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL((url) => url.searchParams.get('keyword') === 'container')
    await expect.poll(() => titles(page)).toHaveLength(2)
    await page.reload({ waitUntil: 'networkidle' })
    expect(await titles(page)).toHaveLength(2)
    await page.context().close()
  })

  it('shows Chinese titles under /cn and falls back to defaults for nonsense parameters', async () => {
    const page = await open('/cn/product-database?site=mars&page=-2&price=cheap')
    expect(await page.locator('html').getAttribute('lang')).toBe('zh')
    expect((await titles(page))[0]).toBe('可折叠硅胶保鲜盒套装')
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'products-cn-390.png'), fullPage: true })
    await page.context().close()
    expect(errors).toEqual([])
  })
})
