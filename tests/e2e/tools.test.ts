// The case and currency converters in both languages against the production build on the fixture
// snapshot: convert a text and copy it (the spec's toasts), convert an amount and swap; screenshots
// at 1280 and 390 px go to test-results/screenshots.
import { readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, SCREENSHOT_DIR } from '../support/browser.ts'
import { startServerWithFixture, type TestServer } from '../support/server.ts'

let server: TestServer
let browser: Browser
let contexts: BrowserContext[] = []
let pageErrors: string[] = []

beforeAll(async () => {
  server = await startServerWithFixture()
  browser = await launchBrowser()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

afterEach(async () => {
  const open = contexts
  contexts = []
  await Promise.all(open.map((context) => context.close()))
  const errors = pageErrors
  pageErrors = []
  expect(errors, 'uncaught errors in the page').toEqual([])
})

async function open(path: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  contexts.push(context)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl })
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`))
  await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' })
  return page
}

const LOCALES = [
  {
    prefix: '',
    copied: 'Copied to the clipboard',
    caseTitle: 'Case converter',
    badAmount: 'Enter an amount as a number',
    currencyTitle: 'Currency converter',
  },
  {
    prefix: '/cn',
    copied: '已复制到剪贴板',
    caseTitle: '大小写转换',
    badAmount: '请输入数字金额',
    currencyTitle: '汇率换算',
  },
] as const

describe.each(LOCALES)('tools ($prefix)', (l) => {
  it('converts a text between cases, counts it and copies it', async () => {
    const page = await open(`${l.prefix}/tools/case-converter`)
    expect(await page.locator('h1').textContent()).toBe(l.caseTitle)
    const text = page.getByTestId('case-text')
    await text.fill('the lord   of the rings\nsecond line')
    expect(await page.getByTestId('count-words').textContent()).toBe('7')
    expect(await page.getByTestId('count-lines').textContent()).toBe('2')
    await page.getByTestId('case-trim').click()
    await page.getByTestId('case-title').click()
    expect(await text.inputValue()).toBe('The Lord of the Rings\nSecond Line')
    await page.getByTestId('case-snake').click()
    expect(await text.inputValue()).toBe('the_lord_of_the_rings\nsecond_line')
    await page.getByTestId('case-copy').click()
    await page.getByText(l.copied).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'the_lord_of_the_rings\nsecond_line',
    )
  })

  it('ignores a copy of empty text', async () => {
    const page = await open(`${l.prefix}/tools/case-converter`)
    await page.evaluate(() => navigator.clipboard.writeText('untouched'))
    await page.getByTestId('case-copy').click()
    // A copy of real text afterwards: its toast comes after any the empty copy would have shown, so
    // exactly one toast once it is there means the empty copy showed none.
    await page.getByTestId('case-text').fill('some text')
    await page.getByTestId('case-copy').click()
    await page.getByText(l.copied).first().waitFor()
    // The real copy has written the clipboard (its toast is queued right after), and two frames let
    // every queued toast render: a toast of the empty copy would be on screen by now.
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('some text')
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    )
    expect(await page.getByText(l.copied).count()).toBe(1)
  })

  it('converts an amount, swaps, refuses a bad amount, and keeps the rates for the session', async () => {
    const page = await open(`${l.prefix}/tools/currency-converter`)
    expect(await page.locator('h1').textContent()).toBe(l.currencyTitle)
    await page.getByTestId('currency-amount').fill('100')
    await page.getByTestId('currency-from').selectOption('USD')
    await page.getByTestId('currency-to').selectOption('CNY')
    const rates = await page.evaluate(async () => (await (await fetch('/api/common/rate')).json()).data)
    const expected = new Intl.NumberFormat(l.prefix ? 'zh-CN' : 'en-US', {
      style: 'currency',
      currency: 'CNY',
    })
    // Money is floored to the cent (spec §5), not rounded; float noise below 1e-8 is dropped first.
    const floorCents = (x: number) => Math.floor(Math.round(x * 1e10) / 1e8) / 100
    expect(await page.getByTestId('currency-result-value').textContent()).toBe(
      expected.format(floorCents(100 * rates.data.CNY)),
    )
    expect(await page.getByTestId('currency-date').textContent()).toContain(rates.date)
    // The marketplace currencies come first.
    const codes = await page
      .getByTestId('currency-from')
      .locator('option')
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))
    expect(codes[0]).toBe('USD')
    await page.getByTestId('currency-swap').click()
    expect(await page.getByTestId('currency-from').inputValue()).toBe('CNY')
    expect(await page.getByTestId('currency-to').inputValue()).toBe('USD')
    const usd = new Intl.NumberFormat(l.prefix ? 'zh-CN' : 'en-US', { style: 'currency', currency: 'USD' })
    expect(await page.getByTestId('currency-result-value').textContent()).toBe(
      usd.format(floorCents(100 / rates.data.CNY)),
    )
    await page.getByTestId('currency-amount').fill('12abc')
    await page.getByText(l.badAmount).waitFor()
    const cached = await page.evaluate(() => sessionStorage.getItem('shopsight.currency-data'))
    expect(JSON.parse(cached ?? 'null')?.USD).toBe(1)
  })

  it('screenshots each converter in use at 1280 and 390 px, fitting the width', async () => {
    for (const width of [1280, 390]) {
      for (const [tool, fill, shown] of [
        [
          'case-converter',
          async (p: Page) => p.getByTestId('case-text').fill('Women’s summer dress for the beach'),
          (p: Page) => p.getByTestId('count-words'),
        ],
        [
          'currency-converter',
          async (p: Page) => p.getByTestId('currency-amount').fill('19.99'),
          (p: Page) => p.getByTestId('currency-result-value'),
        ],
      ] as const) {
        const page = await open(`${l.prefix}/tools/${tool}`, width)
        await fill(page)
        // What the picture is of: the tool's answer to the input, on a page no wider than the screen.
        await expect.poll(() => shown(page).textContent()).toMatch(/\d/)
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }))
        expect(scrollWidth, `${tool} @${width} overflows sideways`).toBeLessThanOrEqual(clientWidth)
        const name = `tools-${tool}-${l.prefix ? 'cn' : 'en'}-${width}.png`
        const path = resolve(SCREENSHOT_DIR, name)
        rmSync(path, { force: true })
        await page.screenshot({ path, fullPage: true })
        const png = readFileSync(path)
        expect(png.subarray(1, 4).toString('latin1'), name).toBe('PNG')
        expect(png.readUInt32BE(16), `${name} width`).toBe(width)
      }
    }
  })
})
