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

/**
 * Waits for the shell's ready mark (hydrated, deferred widgets mounted: deferred-widgets.tsx) and for the
 * page's own content to be hydrated: every control and test id inside <main> carries React's fiber key.
 * The mark alone was not enough: the page hydrates inside the router's Suspense boundary after the
 * shell, and with the CPU slowed 4× a data page still had 155–285 of its controls unhydrated when the
 * mark appeared (none 3 s later). A click on a star or a filter typed then was lost, which is how two
 * browser tests failed once each in CI (a store's star stayed unpressed; the Chinese product filter's
 * URL never changed).
 */
export function shellReady(page: Page): Promise<unknown> {
  return page.waitForFunction(PAGE_HYDRATED, undefined, { polling: 50 })
}

/**
 * In the page: the ready mark is set and nothing React renders in <main> is still server markup. Markup
 * React never hydrates element by element (a Markdown article's HTML, an SVG string) is skipped: its
 * nearest hydrated ancestor set it as dangerouslySetInnerHTML.
 */
// A function, not a string: Playwright passes it over the protocol, where the page's CSP (no 'unsafe-eval')
// does not apply; a string would be eval'd in the page and refused.
function PAGE_HYDRATED(): boolean {
  if (!document.documentElement.dataset.shellReady) return false
  const main = document.getElementById('main')
  if (!main) return true
  const own = (element: Element, prefix: string) => Object.keys(element).find((key) => key.startsWith(prefix))
  const innerHtmlOfAncestor = (element: Element) => {
    for (let up = element.parentElement; up && up !== main.parentElement; up = up.parentElement) {
      const props = own(up, '__reactProps$')
      if (props) return Boolean(Reflect.get(Reflect.get(up, props) ?? {}, 'dangerouslySetInnerHTML'))
    }
    return false
  }
  for (const element of main.querySelectorAll('button, input, select, textarea, [data-testid]')) {
    if (!own(element, '__reactFiber$') && !innerHtmlOfAncestor(element)) return false
  }
  return true
}

/**
 * A page loaded with `waitUntil: 'networkidle'` is, in these tests, a page ready for input: loaded, the
 * shell's ready mark set (hydrated, deferred widgets mounted: deferred-widgets.tsx), then no request in
 * flight for QUIET_MS. On a loaded machine the network falls quiet while the scripts are still parsing,
 * and a click or scroll then reaches a page with no handlers yet: hence the mark. And a quiet window
 * of our own rather than Playwright's, which is 500 ms after the last request: about 850 page loads
 * in the browser suite waited that half second each (CI is to stay under 30 minutes), while every request
 * this app makes on its own starts by the time the mark is set. Answers that are not HTML pages (an
 * API's JSON, a CSV) have no shell and return as they are.
 */
function settleOnNetworkIdle(page: Page): void {
  const traffic = trackRequests(page)
  for (const method of ['goto', 'reload'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>
    const settled = async (...args: unknown[]) => {
      const at = args.findIndex((arg) => typeof arg === 'object' && arg !== null)
      const options = at >= 0 ? (args[at] as { waitUntil?: string; timeout?: number }) : undefined
      if (options?.waitUntil !== 'networkidle') return load(...args)
      const loadArgs = [...args]
      loadArgs[at] = { ...options, waitUntil: 'load' }
      const response = await load(...loadArgs)
      const html = response?.headers()['content-type']?.startsWith('text/html') ?? false
      if (html) await shellReady(page)
      await quiet(page, traffic, options.timeout ?? 30_000)
      return response
    }
    Object.assign(page, { [method]: settled })
  }
}

/** How long no request may be in flight for the network to count as quiet. */
const QUIET_MS = 150

/** The page's requests in flight and when one last started or ended, from the page's first request on. */
type Traffic = { count: number; last: number }

function trackRequests(page: Page): Traffic {
  const traffic = { count: 0, last: Date.now() }
  page.on('request', () => {
    traffic.count += 1
    traffic.last = Date.now()
  })
  const done = () => {
    traffic.count = Math.max(0, traffic.count - 1)
    traffic.last = Date.now()
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return traffic
}

/** Resolves once no request has been in flight for QUIET_MS; throws after `timeout`, as networkidle does. */
async function quiet(page: Page, traffic: Traffic, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout
  while (traffic.count > 0 || Date.now() - traffic.last < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`network not quiet within ${timeout} ms on ${page.url()}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
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
