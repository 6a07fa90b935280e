// Supplier search by image in a real browser, in English and Chinese, on the generated catalogue:
// uploading a catalogue picture finds its supplier among the top five; "find suppliers" on a product
// lands on the search with the product's picture and price and shows margins; a wrong file is refused
// with a message in the page's language; leaving the search clears the stored picture; an unknown
// source is the 404 screen. Screenshots at 1280 and 390 px; axe on the results page.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseImagePath, renderProductImage } from '../../src/features/catalog/product-image'
import { SUPPLIER_IMAGE_URL_KEY } from '../../src/features/catalog/supplier-search-state'
import { axeViolations } from '../support/axe'
import { SCREENSHOT_DIR } from '../support/browser'
import { type BrowserSuite, startBrowserSuite } from '../support/browser-session'

const PRO = 'suppliers-pro@example.com'

let productId: number
/** A supplier's picture in the catalogue, and the same picture as a PNG a seller would upload. */
let supplierImage: string
let uploadPng: Buffer

let suite: BrowserSuite
beforeAll(async () => {
  suite = await startBrowserSuite({
    network: 7,
    accounts: [{ email: PRO, plan: 2 }],
    prepare: async (db) => {
      const [product] = await db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1')
      const [row] = await db.query<{ image: string }>(
        "SELECT image FROM suppliers WHERE source = 'alibaba' ORDER BY id LIMIT 1",
      )
      if (!product || !row) throw new Error('the seeded catalogue has no product or no supplier')
      productId = Number(product.id)
      supplierImage = row.image
    },
  })
  const info = parseImagePath(supplierImage)
  if (info?.kind !== 'product') throw new Error(`not a product picture: ${supplierImage}`)
  // A seller's copy: rasterised, smaller, and saved as JPEG.
  uploadPng = await sharp(Buffer.from(renderProductImage(info)))
    .resize(300, 300)
    .jpeg({ quality: 80 })
    .toBuffer()
}, 300_000)
afterAll(() => suite?.close())

/** A signed-in browser at width, on path. */
async function signedIn(width = 1280, path = '/'): Promise<Page> {
  const page = await suite.open(await suite.context(width), path)
  await suite.auth(page, PRO)
  return page
}

const resultImages = (page: Page) =>
  page
    .locator('[data-testid=supplier-grid] [data-testid=grid-row] td[data-card=media] img')
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
    await page.goto(`${suite.baseUrl}${prefix}/search-supplier`, { waitUntil: 'networkidle' })
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
    const missing = await page.goto(`${suite.baseUrl}${prefix}/search-supplier-ebay`)
    expect(missing?.status()).toBe(404)
  })
})

it('raised no page errors', () => {
  expect(suite.errors).toEqual([])
})
