// Accessibility (issue 11): axe-core with the WCAG 2.1 A and AA rules on every page, in English and
// Chinese, at desktop (1280 px) and phone (390 px) width, as a fresh visitor sees it. Rules that fail
// today are listed in a11y-known-violations.ts; any other violation fails, and so does a listed one that
// no longer occurs. Each run writes test-results/axe-report-<language>.json (rule, impact, node count, selectors).
//
// The same loads check the Content-Security-Policy (issue 11): every context of launchBrowser's browser
// records `securitypolicyviolation` events and closing it fails on any, so each page is shown to load and
// hydrate with none (the hydration scripts carry the nonce), at both widths; at 1280 px the page is opened
// a second time in the same context, a page-cache hit, which must carry its own nonce and load as cleanly.
// (These were a walk of their own, csp.test.ts: one load per page less to pay in CI.)
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AxeViolation, axeViolations } from '../support/axe.ts'
import { cspViolationsOf, launchBrowser, shellReady } from '../support/browser.ts'
import { ALL_PAGES, firstProductId, PRODUCT } from '../support/pages.ts'
import { type ChildServer, seedSmallCatalogue, startChildServer } from '../support/seeded-server.ts'
import { KNOWN_VIOLATIONS } from './a11y-known-violations.ts'

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const

/**
 * The axe checks of one language's pages: each language is its own browser file (a11y-en, a11y-cn) so the
 * two test workers share the longest part of the browser suite. Each writes test-results/axe-report-<language>.json.
 */
export function describeAxe(language: 'en' | 'cn'): void {
  let server: ChildServer
  let browser: Browser
  let productId = 0
  const report: Record<string, AxeViolation[]> = {}

  beforeAll(async () => {
    const data = await seedSmallCatalogue()
    productId = await firstProductId(data)
    server = await startChildServer(data)
    browser = await launchBrowser()
  })
  afterAll(async () => {
    const dir = resolve(import.meta.dirname, '../../test-results')
    mkdirSync(dir, { recursive: true })
    writeFileSync(resolve(dir, `axe-report-${language}.json`), `${JSON.stringify(report, null, 2)}\n`)
    await browser?.close()
    await server?.stop()
  })

  const cases = ALL_PAGES.filter(
    (path) => (language === 'cn') === (path === '/cn' || path.startsWith('/cn/')),
  ).flatMap((path) => WIDTHS.map((viewport) => ({ path, viewport })))

  describe('axe (WCAG 2.1 A/AA)', () => {
    it.each(cases)('$path at $viewport.width px', async ({ path, viewport }) => {
      const key = `${path} @${viewport.width}`
      // A fresh visitor: a new context, no cookies, no storage. Reduced motion (the app honours it, app.css)
      // so axe measures the page at rest: the promo button's slide fades in every few seconds, and a
      // contrast check that lands in its 150 ms fade sees half-transparent text.
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce' })
      try {
        const page = await context.newPage()
        const url = `${server.baseUrl}${path.replace(PRODUCT, String(productId))}`
        const response = await page.goto(url, { waitUntil: 'networkidle' })
        expect(response?.status(), key).toBe(200)
        expect(await response?.headerValue('content-security-policy'), key).toContain("'nonce-")
        const violations = await axeViolations(page)
        report[key] = violations
        const found = violations.map((v) => v.id)
        const known = KNOWN_VIOLATIONS[key] ?? []
        expect(
          found.filter((id) => !known.includes(id)),
          `new violations on ${key}: ${JSON.stringify(violations.filter((v) => !known.includes(v.id)))}`,
        ).toEqual([])
        expect(
          known.filter((id) => !found.includes(id)),
          `fixed on ${key}: remove these from a11y-known-violations.ts`,
        ).toEqual([])
        if (viewport.width === 1280) {
          // The page-cache hit: the same address again, until the page is ready for input (shellReady:
          // the shell's mark, the page's content hydrated), so every script the page runs on its own has run.
          const again = await page.goto(url, { waitUntil: 'load' })
          await shellReady(page)
          expect(again?.status(), `${key}, second visit`).toBe(200)
          expect(await again?.headerValue('content-security-policy'), key).toContain("'nonce-")
        }
        expect(cspViolationsOf(context), `Content-Security-Policy violations on ${key}`).toEqual([])
      } finally {
        await context.close()
      }
    })
  })

  if (language === 'en') {
    describe('Content-Security-Policy', () => {
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
  }
}
