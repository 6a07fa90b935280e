// Accessibility (issue 11): axe-core with the WCAG 2.1 A and AA rules on every page, in English and
// Chinese, at desktop (1280 px) and phone (390 px) width, as a fresh visitor sees it. Rules that fail
// today are listed in a11y-known-violations.ts; any other violation fails, and so does a listed one that
// no longer occurs. Each run writes test-results/axe-report-<language>.json (rule, impact, node count, selectors).
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AxeViolation, axeViolations } from '../support/axe.ts'
import { launchBrowser } from '../support/browser.ts'
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
        const response = await page.goto(`${server.baseUrl}${path.replace(PRODUCT, String(productId))}`, {
          waitUntil: 'networkidle',
        })
        expect(response?.status(), key).toBe(200)
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
      } finally {
        await context.close()
      }
    })
  })
}
