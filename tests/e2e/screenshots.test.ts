// Full-page screenshots of the home and pricing pages, desktop and phone, in both languages, for review
// (written to test-results/screenshots). Each page must also fit its viewport: no horizontal overflow.
import { readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, SCREENSHOT_DIR } from '../support/browser.ts'
import { startTestServer, type TestServer } from '../support/server.ts'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

const PAGES = [
  {
    name: 'home',
    path: { en: '/', cn: '/cn' },
    h1: { en: 'See what sells on Temu before you stock it', cn: '先看清 Temu 上什么好卖，再决定备货' },
  },
  {
    name: 'pricing',
    path: { en: '/pricing', cn: '/cn/pricing' },
    h1: { en: 'Plans and pricing', cn: '套餐与价格' },
  },
] as const
const LANGS = ['en', 'cn'] as const
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const

let server: TestServer
let browser: Browser
let contexts: BrowserContext[] = []
let pageErrors: string[] = []

beforeAll(async () => {
  server = await startTestServer()
  browser = await launchBrowser()
})

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

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport })
  contexts.push(context)
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`))
  return page
}

describe('screenshots', () => {
  for (const target of PAGES) {
    for (const lang of LANGS) {
      for (const viewport of VIEWPORTS) {
        const file = `${target.name}-${lang}-${viewport.width}.png`
        it(`${file}: ${target.path[lang]} at ${viewport.width}×${viewport.height}`, async () => {
          const page = await newPage(viewport)
          const response = await page.goto(`${server.baseUrl}${target.path[lang]}`, {
            waitUntil: 'networkidle',
          })
          expect(response?.status()).toBe(200)
          expect(await page.locator('html').getAttribute('lang')).toBe(lang === 'cn' ? 'zh-CN' : 'en')
          const h1 = page.locator('h1')
          await h1.waitFor({ state: 'visible' })
          expect((await h1.textContent())?.trim()).toBe(target.h1[lang])

          await page.getByTestId('cookie-consent-accept').click()
          await page.getByTestId('cookie-consent').waitFor({ state: 'detached' })
          await page.evaluate(() => document.fonts.ready.then(() => undefined))

          const overflow = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
          }))
          expect(
            overflow.scrollWidth,
            `no horizontal overflow (${JSON.stringify(overflow)})`,
          ).toBeLessThanOrEqual(overflow.innerWidth + 1)

          const path = join(SCREENSHOT_DIR, file)
          rmSync(path, { force: true })
          await page.screenshot({ path, fullPage: true })
          expect(statSync(path).size).toBeGreaterThan(0)
          expect(readFileSync(path).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
        })
      }
    }
  }
})
