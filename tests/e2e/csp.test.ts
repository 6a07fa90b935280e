// Content-Security-Policy in a real browser (issue 11): every page, in English and Chinese, loads and
// hydrates with no `securitypolicyviolation` event (the hydration scripts carry the nonce), on the first
// visit and on a page-cache hit, and the listener itself is shown to catch an inline script without one.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cspViolationsOf, launchBrowser, shellReady } from '../support/browser.ts'
import { ALL_PAGES, firstProductId, PRODUCT } from '../support/pages.ts'
import { type ChildServer, seedSmallCatalogue, startChildServer } from '../support/seeded-server.ts'

let server: ChildServer
let browser: Browser
let context: BrowserContext
let page: Page
let productId = 0

beforeAll(async () => {
  const data = await seedSmallCatalogue()
  productId = await firstProductId(data)
  server = await startChildServer(data)
  browser = await launchBrowser()
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
})
afterAll(async () => {
  await context?.close()
  await browser?.close()
  await server?.stop()
})

describe('Content-Security-Policy', () => {
  it.each(ALL_PAGES)('reports no violation on %s (first visit and page-cache hit)', async (pattern) => {
    const path = pattern.replace(PRODUCT, String(productId))
    const before = cspViolationsOf(context).length
    for (let visit = 0; visit < 2; visit++) {
      // Until the shell's ready mark (hydrated, deferred chunks mounted): every script the page runs
      // on its own has run, without the half second of quiet a network-idle wait adds to each visit.
      const response = await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'load' })
      await shellReady(page)
      expect(response?.status(), path).toBe(200)
      expect(await response?.headerValue('content-security-policy')).toContain("'nonce-")
    }
    expect(cspViolationsOf(context).slice(before)).toEqual([])
  })

  it('catches an inline script without the nonce (the listener works)', async () => {
    const own = await browser.newContext()
    const tab = await own.newPage()
    await tab.goto(`${server.baseUrl}/pricing`, { waitUntil: 'networkidle' })
    await tab.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
    })
    await expect.poll(() => cspViolationsOf(own).length).toBeGreaterThan(0)
    expect(cspViolationsOf(own)[0]).toMatchObject({ page: '/pricing', directive: 'script-src-elem' })
    expect(await tab.evaluate(() => Reflect.get(window, '__injected'))).toBeUndefined()
    await expect(own.close()).rejects.toThrow(/Content-Security-Policy violations/)
  })
})
