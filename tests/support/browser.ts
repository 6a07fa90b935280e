// Debian's chromium driven by playwright-core: no browser download (see DESIGN.md).
import { existsSync, mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { type Browser, type BrowserContext, chromium } from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../test-results/screenshots')

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium fonts-wqy-microhei" or set CHROMIUM_PATH.`,
    )
  }
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  // Every context this browser opens records Content-Security-Policy violations; closing a context
  // that saw one fails the test that closed it (issue 11: browser tests fail on any violation).
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options) => {
    const context = await newContext(options)
    const violations = await watchCsp(context)
    recorded.set(context, violations)
    const close = context.close.bind(context)
    context.close = async (closeOptions) => {
      await close(closeOptions)
      if (violations.length > 0) {
        throw new Error(
          `Content-Security-Policy violations:\n${violations.map(describeViolation).join('\n')}`,
        )
      }
    }
    return context
  }
  return browser
}

const recorded = new WeakMap<BrowserContext, CspViolation[]>()

/** The violations a context opened by launchBrowser's browser has seen so far. */
export function cspViolationsOf(context: BrowserContext): CspViolation[] {
  return recorded.get(context) ?? []
}

export type CspViolation = { page: string; directive: string; blocked: string; sample: string }

const describeViolation = (v: CspViolation) =>
  `  ${v.page}: ${v.directive} blocked ${v.blocked || 'inline'} ${v.sample}`.trimEnd()

/**
 * Records every `securitypolicyviolation` event of the context's pages (across navigations: the
 * listener is installed before any page script and reports to the test process at once).
 */
export async function watchCsp(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = []
  await context.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
    violations.push(violation)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report: unknown = Reflect.get(window, '__reportCspViolation')
      if (typeof report !== 'function') return
      report({
        page: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      })
    })
  })
  return violations
}
