// The label generator in a real browser, in English and Chinese, against the production build on an
// empty database: a visitor's download opens the login prompt; a subscriber makes one label (a wrong EAN
// check digit is refused with the right one offered) and a batch from a CSV (a bad file gets its
// row-by-row report first). Each PDF is checked by parsing it: page count and size, the printed text,
// and every barcode decoded from the rendered page equals its input.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from '../support/axe'
import { SCREENSHOT_DIR } from '../support/browser'
import { type BrowserSuite, startBrowserSuite } from '../support/browser-session'
import { decodeBarcodes, readPdf } from '../support/pdf-labels'
import type { SeededData } from '../support/seeded-server'

const files = mkdtempSync(join(tmpdir(), 'shopsight-labels-e2e-'))
const PT_PER_IN = 72
const PRO = 'labels-pro@example.com'

/** An empty, migrated database: the label generator reads no catalogue. */
async function emptyData(): Promise<SeededData> {
  const { openDatabase } = await import('../../src/server/db/client')
  const { migrate } = await import('../../src/server/db/migrate')
  const dataDir = join(mkdtempSync(join(tmpdir(), 'shopsight-labels-')), 'pglite')
  const db = await openDatabase({ url: '', dataDir })
  await migrate(db)
  await db.close()
  return { dataDir }
}

let suite: BrowserSuite
beforeAll(async () => {
  suite = await startBrowserSuite({
    network: 4,
    data: await emptyData(),
    accounts: [{ email: PRO, plan: 2 }],
  })
}, 240_000)
afterAll(() => suite?.close())

const context = (width?: number) => suite.context(width)
const open = (ctx: BrowserContext, path: string) => suite.open(ctx, path)

/** Signs the subscriber in and reloads the page as theirs. */
async function signIn(page: Page): Promise<void> {
  await suite.auth(page, PRO)
  await page.reload({ waitUntil: 'networkidle' })
}

/** Clicks and returns the PDF the click downloads. */
async function downloadPdf(page: Page, testId: string): Promise<Uint8Array> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByTestId(testId).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/\.pdf$/)
  const path = await download.path()
  return new Uint8Array(readFileSync(path))
}

const squash = (text: string) => text.replace(/\s+/g, '')

const LOCALES = [
  {
    lang: 'en',
    prefix: '',
    title: 'TikTok Shop label generator',
    wrongCheck: 'calculated from the digits before it, so it must be 1',
    required: 'Product name is required for this platform',
    notCode128: 'cannot be encoded in Code 128',
    problems: '2 problems in bad.csv',
    ready: '35 labels ready from good.csv',
  },
  {
    lang: 'cn',
    prefix: '/cn',
    title: 'TikTok Shop 标签生成器',
    wrongCheck: '条码的最后一位由前面各位计算得出，应为 1',
    required: '该平台要求填写商品名称',
    notCode128: 'Code 128 无法编码',
    problems: 'bad.csv 中有 2 处问题',
    ready: 'good.csv 中的 35 张标签已就绪',
  },
] as const

describe.each(LOCALES)('label generator in $lang', (l) => {
  it('offers a visitor the login prompt instead of a PDF', async () => {
    const ctx = await context()
    const page = await open(ctx, `${l.prefix}/amazon-label-generator`)
    await page.getByTestId('label-field-barcode').fill('X00VISITOR')
    await page.getByTestId('label-field-product_name').fill('Visitor bottle')
    await page.getByTestId('label-field-condition').fill('New')
    const downloads: string[] = []
    page.on('download', (download) => downloads.push(download.suggestedFilename()))
    // The server's reply to the click is the refusal envelope, not a PDF: no file can come of it. A
    // visitor in the browser is a guest on the free plan, which has no labels (10020); a guest is asked
    // to sign in rather than shown the plans.
    const [reply] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/tag_template/get_export'),
      page.getByTestId('label-download').click(),
    ])
    expect(reply.headers()['content-type']).toContain('application/json')
    expect(((await reply.json()) as { code?: number }).code).toBe(10020)
    await page.getByTestId('login-prompt').waitFor({ state: 'visible', timeout: 20_000 })
    // The prompt opens when that reply is handled, where a file would have been saved instead.
    expect(downloads).toEqual([])
    await ctx.close()
  }, 60_000)

  it('refuses a wrong EAN check digit, takes the suggested one, and prints one label', async () => {
    const ctx = await context()
    const page = await open(ctx, `${l.prefix}/tiktok-label-generator`)
    await signIn(page)
    expect(await page.locator('h1').textContent()).toBe(l.title)
    await page.getByTestId('label-symbology').selectOption('ean13')
    await page.getByTestId('label-size').selectOption('thermal-60x40')
    await page.getByTestId('label-field-product_name').fill('保温杯 Steel bottle')
    await page.getByTestId('label-field-sku').fill('BOTTLE-750')
    await page.getByTestId('label-field-barcode').fill('4006381333932')
    // Explained as it is typed, before leaving the field: not only a "Use …" button.
    await expect.poll(() => page.getByText(l.wrongCheck).count()).toBeGreaterThan(0)
    await page.getByTestId('label-use-suggestion').click()
    expect(await page.getByTestId('label-field-barcode').inputValue()).toBe('4006381333931')
    await expect.poll(() => page.getByTestId('label-preview-barcode').count()).toBe(1)
    await page.screenshot({ path: join(SCREENSHOT_DIR, `labels-${l.lang}-1280.png`), fullPage: true })
    // WCAG 2.1 AA on the filled form with its preview (issue 11's bar for every page).
    expect(await axeViolations(page)).toEqual([])

    const pdf = await readPdf(await downloadPdf(page, 'label-download'))
    expect(pdf).toHaveLength(1)
    expect(pdf[0]?.width).toBeCloseTo((60 / 25.4) * PT_PER_IN, 1)
    expect(pdf[0]?.height).toBeCloseTo((40 / 25.4) * PT_PER_IN, 1)
    expect(squash(pdf[0]?.text ?? '')).toContain(squash('保温杯 Steel bottle'))
    expect(squash(pdf[0]?.text ?? '')).toContain('SKU:BOTTLE-750')
    expect(await decodeBarcodes(pdf[0]?.png ?? new Uint8Array(), ['EAN-13'])).toEqual(['4006381333931'])
    await ctx.close()
  }, 120_000)

  it('reports a bad CSV row by row, then prints a batch from a good one', async () => {
    const ctx = await context()
    const page = await open(ctx, `${l.prefix}/amazon-label-generator`)
    await signIn(page)
    const header = 'barcode,product_name,condition,origin'
    const bad = join(files, 'bad.csv')
    writeFileSync(
      bad,
      `${header}\nX00GOOD001,Bottle,New,China\nX00夏,Bottle,New,China\nX00GOOD003,,New,China\n`,
    )
    await page.getByTestId('label-batch-file').setInputFiles(bad)
    await expect.poll(() => page.getByTestId('label-batch-status').textContent()).toContain(l.problems)
    const report = page.getByTestId('label-batch-issue')
    await expect.poll(() => report.count()).toBe(2)
    expect(await report.nth(0).locator('td').first().textContent()).toBe('3')
    expect(await report.nth(0).textContent()).toContain(l.notCode128)
    expect(await report.nth(1).locator('td').first().textContent()).toBe('4')
    expect(await report.nth(1).textContent()).toContain(l.required)
    expect(await page.getByTestId('label-batch-download').count()).toBe(0)

    // 35 labels on 30-up Letter sheets: two pages.
    const values = Array.from({ length: 35 }, (_, i) => `X00${String(1000 + i * 37).padStart(7, '0')}`)
    const names = values.map((_, i) => (i % 2 === 0 ? `夏季连衣裙 dress ${i}` : `Bottle ${i}`))
    const good = join(files, 'good.csv')
    writeFileSync(good, `${header}\n${values.map((v, i) => `${v},${names[i]},New,China`).join('\n')}\n`)
    await page.getByTestId('label-batch-file').setInputFiles(good)
    await expect.poll(() => page.getByTestId('label-batch-status').textContent()).toContain(l.ready)
    const pdf = await readPdf(await downloadPdf(page, 'label-batch-download'), 3)
    expect(pdf).toHaveLength(2)
    for (const sheet of pdf) {
      expect(sheet.width).toBeCloseTo(8.5 * PT_PER_IN, 1)
      expect(sheet.height).toBeCloseTo(11 * PT_PER_IN, 1)
    }
    const text = squash(pdf.map((p) => p.text).join(' '))
    for (const [i, value] of values.entries()) {
      expect(text).toContain(value)
      expect(text).toContain(squash(names[i] ?? ''))
    }
    const decoded = [
      ...(await decodeBarcodes(pdf[0]?.png ?? new Uint8Array(), ['Code128'])),
      ...(await decodeBarcodes(pdf[1]?.png ?? new Uint8Array(), ['Code128'])),
    ]
    expect(decoded).toEqual(values)
    await ctx.close()
  }, 180_000)

  it('saves the form as a template and loads it again', async () => {
    const ctx = await context(390)
    const page = await open(ctx, `${l.prefix}/temu-label-generator`)
    await signIn(page)
    await page.getByTestId('label-field-sku').fill('TEMU-SKU-1')
    await page.getByTestId('label-field-skc').fill('SKC-77')
    await page.getByTestId('label-templates-name').fill(`Temu ${l.lang}`)
    await page.getByTestId('label-templates-save').click()
    await expect
      .poll(() => page.getByTestId('label-templates-list').locator('option').allTextContents())
      .toContain(`Temu ${l.lang}`)
    await page.screenshot({ path: join(SCREENSHOT_DIR, `labels-${l.lang}-390.png`), fullPage: true })
    const other = await open(ctx, `${l.prefix}/temu-label-generator`)
    await expect.poll(() => other.getByTestId('label-templates-list').count()).toBe(1)
    await other.getByTestId('label-templates-list').selectOption({ label: `Temu ${l.lang}` })
    await expect.poll(() => other.getByTestId('label-field-skc').inputValue()).toBe('SKC-77')
    expect(await other.getByTestId('label-field-sku').inputValue()).toBe('TEMU-SKU-1')
    await ctx.close()
  }, 90_000)
})

it('answers the 404 screen for an unknown platform', async () => {
  const reply = await fetch(`${suite.baseUrl}/walmart-label-generator`, {
    headers: { 'sec-fetch-dest': 'document' },
  })
  expect(reply.status).toBe(404)
  expect(suite.errors).toEqual([])
})
