// Supplier search by image in a real browser, in English and Chinese, on the generated catalogue:
// uploading a catalogue picture finds its supplier among the top five; "find suppliers" on a product
// lands on the search with the product's picture and price and shows margins; a wrong file is refused
// with a message in the page's language; leaving the search clears the stored picture; an unknown
// source is the 404 screen. Screenshots at 1280 and 390 px; axe on the results page.
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SUPPLIER_IMAGE_URL_KEY } from '../../src/features/suppliers/supplier-search-state'
import { parseImagePath, renderProductImage } from '../../src/server/images/product-image'
import { axeViolations } from '../support/axe'
import { launchBrowser, SCREENSHOT_DIR } from '../support/browser'
import { firstProductId } from '../support/pages'
import {
  type ChildServer,
  grantPlanTo,
  type SeededData,
  seedSmallCatalogue,
  startChildServer,
} from '../support/seeded-server'
import { sessionCache } from '../support/sessions'

let data: SeededData
let server: ChildServer
let browser: Browser
let productId: number
/** A supplier's picture in the catalogue, and the same picture as a PNG a seller would upload. */
let supplierImage: string
let uploadPng: Buffer
const errors: string[] = []
const sessions = sessionCache()

const PRO = 'suppliers-pro@example.com'
const PASSWORD = 'correct-horse-battery-9'

beforeAll(async () => {
  data = await seedSmallCatalogue()
  productId = await firstProductId(data)
  const { openDatabase } = await import('../../src/server/db/client')
  const db = await openDatabase({ url: '', dataDir: data.dataDir })
  try {
    const [row] = await db.query<{ image: string }>(
      "SELECT image FROM suppliers WHERE source = 'alibaba' ORDER BY id LIMIT 1",
    )
    supplierImage = row!.image
  } finally {
    await db.close()
  }
  const info = parseImagePath(supplierImage)
  if (info?.kind !== 'product') throw new Error(`not a product picture: ${supplierImage}`)
  // A seller's copy: rasterised, smaller, and saved as JPEG.
  uploadPng = await sharp(Buffer.from(renderProductImage(info)))
    .resize(300, 300)
    .jpeg({ quality: 80 })
    .toBuffer()
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
}, 300_000)
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

let client = 0
async function context(width = 1280): Promise<BrowserContext> {
  client += 1
  const ctx = await browser.newContext({
    viewport: { width, height: 900 },
    acceptDownloads: true,
    extraHTTPHeaders: { 'x-forwarded-for': `10.0.7.${client}` },
  })
  ctx.on('page', (page) => page.on('pageerror', (e) => errors.push(e.message)))
  return ctx
}

async function signedIn(width = 1280, path = '/'): Promise<Page> {
  const ctx = await context(width)
  const page = await ctx.newPage()
  await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' })
  if (!(await sessions.restore(page, PRO))) {
    const status = await page.evaluate(async (email) => {
      const reply = await fetch('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'correct-horse-battery-9' }),
      })
      return reply.status
    }, PRO)
    expect(status).toBe(200)
    await sessions.keep(page, PRO)
  }
  return page
}

const resultImages = (page: Page) =>
  page
    .locator('[data-testid=supplier-grid] [data-testid=grid-row] img')
    .evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).src).pathname))

const MESSAGES = {
  en: {
    wrongType: 'That file is not a picture we can read. Use a JPEG, PNG, WebP or GIF.',
    refused: 'That address cannot be fetched: only public http(s) addresses are allowed.',
  },
  cn: {
    wrongType: '该文件不是可识别的图片，请使用 JPEG、PNG、WebP 或 GIF。',
    refused: '无法获取该地址：只允许公网的 http(s) 地址。',
  },
}

describe.each([
  { lang: 'en' as const, prefix: '' },
  { lang: 'cn' as const, prefix: '/cn' },
])('supplier search in $lang', ({ lang, prefix }) => {
  it('uploads a product picture and finds its supplier among the top five', async () => {
    const page = await signedIn(1280, `${prefix}/search-supplier`)
    await page.reload({ waitUntil: 'networkidle' })
    await expect.poll(() => page.getByTestId('supplier-start').isVisible()).toBe(true)
    await page
      .getByTestId('supplier-file')
      .setInputFiles({ name: 'product.jpg', mimeType: 'image/jpeg', buffer: uploadPng })
    await page.waitForURL((url) => /^[a-f0-9]{32}$/.test(url.searchParams.get('image_id') ?? ''))
    await expect
      .poll(async () => (await resultImages(page)).slice(0, 5), { timeout: 20_000 })
      .toContain(supplierImage)
    // The picture searched with is shown back, and kept for the other source tabs.
    await expect.poll(() => page.getByTestId('supplier-query-picture').isVisible()).toBe(true)
    await page.getByTestId('supplier-tab-1688').click()
    await page.waitForURL(
      (url) => url.pathname.endsWith('/search-supplier-1688') && url.searchParams.has('image_id'),
    )
    await expect
      .poll(() => page.locator('[data-testid=supplier-grid] [data-testid=grid-row]').count())
      .toBeGreaterThan(0)
    await expect
      .poll(() => page.locator('[data-testid=supplier-grid] [data-testid=grid-row]').first().textContent())
      .toMatch(/¥/)
    await page.screenshot({ path: join(SCREENSHOT_DIR, `suppliers-upload-${lang}-1280.png`), fullPage: true })
    const violations = await axeViolations(page)
    expect(violations, JSON.stringify(violations)).toEqual([])
  })

  it('starts from a product\'s "find suppliers" and shows the margin; leaving clears the stored picture', async () => {
    const page = await signedIn(1280, `${prefix}/product-detail/${productId}`)
    await page.reload({ waitUntil: 'networkidle' })
    await page.getByTestId('find-suppliers').click()
    await page.waitForURL(
      (url) => url.pathname.endsWith('/search-supplier') && url.searchParams.has('product_price'),
    )
    await expect
      .poll(() => page.locator('[data-testid=supplier-margin]').count(), { timeout: 20_000 })
      .toBeGreaterThan(0)
    expect(await page.locator('[data-testid=supplier-margin]').first().textContent()).toMatch(
      /^-?\d+(\.\d)?%$/,
    )
    await expect.poll(() => page.getByTestId('supplier-product-price').isVisible()).toBe(true)
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), SUPPLIER_IMAGE_URL_KEY))
      .toMatch(/\/img\/p\//)
    await page.screenshot({ path: join(SCREENSHOT_DIR, `suppliers-margin-${lang}-1280.png`), fullPage: true })

    // Leave for another page inside the app: the route middleware clears the picture and price.
    await page.locator('header a[href="/"], header a[href="/cn"]').first().click()
    await page.waitForURL((url) => !url.pathname.includes('search-supplier'))
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), SUPPLIER_IMAGE_URL_KEY))
      .toBeNull()
    await page.goto(`${server.baseUrl}${prefix}/search-supplier`, { waitUntil: 'networkidle' })
    await expect.poll(() => page.getByTestId('supplier-start').isVisible()).toBe(true)
  })

  it('refuses a renamed non-image with a message in the page language; an unknown source is the 404 screen', async () => {
    const page = await signedIn(390, `${prefix}/search-supplier`)
    await page.getByTestId('supplier-file').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    })
    await expect.poll(() => page.getByTestId('supplier-error').textContent()).toBe(MESSAGES[lang].wrongType)
    await page.screenshot({ path: join(SCREENSHOT_DIR, `suppliers-error-${lang}-390.png`), fullPage: true })
    await page
      .getByTestId('supplier-file')
      .setInputFiles({ name: 'product.jpg', mimeType: 'image/jpeg', buffer: uploadPng })
    await expect
      .poll(async () => (await resultImages(page)).slice(0, 5), { timeout: 20_000 })
      .toContain(supplierImage)
    await page.screenshot({ path: join(SCREENSHOT_DIR, `suppliers-results-${lang}-390.png`), fullPage: true })
    // An image URL pointing at the cloud metadata address is refused, in words.
    await page.getByTestId('supplier-url').fill('http://169.254.169.254/latest/meta-data/')
    await page.getByTestId('supplier-url-submit').click()
    await page.waitForURL((url) => url.searchParams.has('image_url'))
    await expect.poll(() => page.getByTestId('supplier-error').textContent()).toBe(MESSAGES[lang].refused)
    const missing = await page.goto(`${server.baseUrl}${prefix}/search-supplier-ebay`)
    expect(missing?.status()).toBe(404)
  })
})

it('raised no page errors', () => {
  expect(errors).toEqual([])
})
