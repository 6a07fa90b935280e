// One browser file's world: the generated catalogue served by the production build, accounts signed up
// and given plans, a browser, and the helpers every file used to copy (a new browser per client address,
// open a page, sign in or up, a grid's rows once it has settled). The browser files of the research
// domains (products, stores, keywords, ads, labels, growth) start from here.
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { Database } from '../../src/server/db/client'
import { launchBrowser, SCREENSHOT_DIR } from './browser'
import {
  type ChildServer,
  grantPlanTo,
  type SeededData,
  seedSmallCatalogue,
  startChildServer,
} from './seeded-server'
import { sessionCache } from './sessions'

/** The password of every account the browser files create. */
export const TEST_PASSWORD = 'correct-horse-battery-9'

export type SuiteAccount = { email: string; plan?: 1 | 2 | 3 | 4 }

export type SuiteOptions = {
  /** Signed up before the browser starts; those with a plan are granted it while the server is stopped. */
  accounts?: SuiteAccount[]
  /**
   * Runs on the database while no server holds it (PGlite has one user): after the accounts exist, before
   * the server starts again. For rows a test needs that no page can create quickly (a favorite, a team).
   */
  prepare?: (db: Database) => Promise<void>
  /** The database to serve instead of a copy of the generated catalogue (e.g. an empty one). */
  data?: SeededData
  /** The second octet of the client addresses this file's browsers pretend to come from (10.N.x.y). */
  network: number
  /** More server settings (e.g. SMTP_URL of an SMTP stand-in). */
  env?: NodeJS.ProcessEnv
}

export type BrowserSuite = {
  readonly data: SeededData
  readonly baseUrl: string
  readonly browser: Browser
  /** Every uncaught page error of every page this file opened: a file asserts it stays empty. */
  readonly errors: string[]
  /** A new browser as a new client address (sign-ups and guests are limited per address). */
  context(width?: number): Promise<BrowserContext>
  /** A new page in ctx at path, once the network is idle. */
  open(ctx: BrowserContext, path: string): Promise<Page>
  /**
   * Signs the page's browser in (or up) through the auth API. A sign-in is done once per account and its
   * cookies reused (an account may sign in 5 times a minute).
   */
  auth(page: Page, email: string, kind?: 'sign-in' | 'sign-up'): Promise<void>
  close(): Promise<void>
}

export async function startBrowserSuite(options: SuiteOptions): Promise<BrowserSuite> {
  const data = options.data ?? (await seedSmallCatalogue())
  let server: ChildServer = await startChildServer(data, undefined, options.env)
  const accounts = options.accounts ?? []
  for (const account of accounts) {
    const reply = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.baseUrl,
        'x-forwarded-for': `10.${options.network}.255.${accounts.indexOf(account) + 1}`,
      },
      body: JSON.stringify({ email: account.email, password: TEST_PASSWORD, name: nameOf(account.email) }),
    })
    if (!reply.ok) throw new Error(`sign-up of ${account.email} answered ${reply.status}`)
  }
  if (options.prepare || accounts.some((account) => account.plan)) {
    const port = Number(new URL(server.baseUrl).port)
    await server.stop()
    for (const account of accounts) {
      if (account.plan) await grantPlanTo(data, account.email, account.plan)
    }
    if (options.prepare) {
      const { openDatabase } = await import('../../src/server/db/client')
      const db = await openDatabase({ url: '', dataDir: data.dataDir })
      try {
        await options.prepare(db)
      } finally {
        await db.close()
      }
    }
    server = await startChildServer(data, port, options.env)
  }
  const browser = await launchBrowser()
  const errors: string[] = []
  const sessions = sessionCache()
  let client = 0

  return {
    data,
    baseUrl: server.baseUrl,
    browser,
    errors,
    async context(width = 1280) {
      client += 1
      const ctx = await browser.newContext({
        viewport: { width, height: 900 },
        acceptDownloads: true,
        extraHTTPHeaders: {
          'x-forwarded-for': `10.${options.network}.${client >> 8}.${client & 255}`,
        },
      })
      ctx.on('page', (page) => page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`)))
      return ctx
    },
    async open(ctx, path) {
      const page = await ctx.newPage()
      await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' })
      return page
    },
    async auth(page, email, kind = 'sign-in') {
      if (kind === 'sign-in' && (await sessions.restore(page, email))) return
      const status = await page.evaluate(
        async ({ address, kind, password }) => {
          const reply = await fetch(`/api/auth/${kind}/email`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: address, password, name }),
          })
          return reply.status
        },
        { address: email, kind, password: TEST_PASSWORD, name: nameOf(email) },
      )
      expect(status, `${kind} of ${email}`).toBe(200)
      if (kind === 'sign-in') await sessions.keep(page, email)
    },
    async close() {
      await browser.close()
      await server.stop()
    },
  }
}

/** An account's display name: its address before the @. */
const nameOf = (email: string) => email.split('@')[0] ?? email

/**
 * The texts of `cells` in the grid `grid` (a data-testid) once it has settled: the network idle and the
 * grid no longer busy. Poll on it when the rows are expected to change.
 */
export async function settledRows(page: Page, grid: string, cells: string): Promise<string[]> {
  await page.waitForLoadState('networkidle')
  await expect.poll(() => page.getByTestId(grid).getAttribute('aria-busy')).toBe('false')
  return page.locator(`[data-testid=${grid}] [data-testid=grid-row] ${cells}`).allTextContents()
}

/**
 * Runs a step; when it fails, saves a screenshot (test-results/screenshots/failed-<name>.png) and adds
 * to the error what the page showed then: its address, any open dialog's text and the page errors. A
 * failure seen once in a CI run then says what the browser saw.
 */
export async function explained<T>(page: Page, name: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (error) {
    const shot = join(SCREENSHOT_DIR, `failed-${name}.png`)
    await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined)
    const dialogs = await page
      .locator('[role=dialog], [role=alertdialog]')
      .allInnerTexts()
      .catch(() => [])
    const seen = [
      `page: ${page.url()}`,
      `dialogs: ${dialogs.length === 0 ? 'none' : dialogs.map((text) => JSON.stringify(text)).join(', ')}`,
      `screenshot: ${shot}`,
    ]
    if (error instanceof Error) error.message = `${error.message}\n${seen.join('\n')}`
    throw error
  }
}
