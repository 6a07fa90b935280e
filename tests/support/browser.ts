// Debian's chromium driven by playwright-core: no browser download (see DESIGN.md).
import { existsSync, mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'

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
    context.on('page', settleOnNetworkIdle)
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

/** Waits for the shell's ready mark: hydrated, deferred widgets mounted (deferred-widgets.tsx). */
export function shellReady(page: Page): Promise<unknown> {
  return page.waitForSelector('html[data-shell-ready]', { state: 'attached' })
}

/**
 * A page loaded with `waitUntil: 'networkidle'` is, in these tests, a page ready for input: after the
 * quiet network, the load also waits for the shell's ready mark (set once its deferred widgets have
 * mounted, deferred-widgets.tsx). On a loaded machine the network falls quiet while the scripts are
 * still parsing, and a click or scroll then reaches a page with no handlers yet. Answers that are not
 * HTML pages (an API's JSON, a CSV) have no shell and return as they are.
 */
function settleOnNetworkIdle(page: Page): void {
  for (const method of ['goto', 'reload'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>
    const settled = async (...args: unknown[]) => {
      const response = await load(...args)
      const options = args.find((arg) => typeof arg === 'object' && arg !== null) as
        | { waitUntil?: string }
        | undefined
      const html = response?.headers()['content-type']?.startsWith('text/html') ?? false
      if (options?.waitUntil === 'networkidle' && html) {
        await shellReady(page)
      }
      return response
    }
    Object.assign(page, { [method]: settled })
  }
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
