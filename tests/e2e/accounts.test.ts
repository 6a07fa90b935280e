// Accounts in a real browser, in both languages: register, log out, log in and see the plan badge;
// a visitor's login-required action gets the login prompt; a free user runs into the daily limit and
// gets the limit dialog, with the banner counting down the uses left.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, SCREENSHOT_DIR } from '../support/browser.ts'
import { startServerWithFixture, type TestServer } from '../support/server.ts'

let server: TestServer
let browser: Browser
let contexts: BrowserContext[] = []
let pageErrors: string[] = []

beforeAll(async () => {
  // Each browser context is its own visitor address, so registrations stay under the per-address limit.
  process.env.TRUST_PROXY = '1'
  server = await startServerWithFixture()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  delete process.env.TRUST_PROXY
})

afterEach(async () => {
  const open = contexts
  contexts = []
  await Promise.all(open.map((context) => context.close()))
  const errors = pageErrors
  pageErrors = []
  expect(errors, 'uncaught errors in the page').toEqual([])
})

let visitors = 0

async function newPage(width = 1280): Promise<Page> {
  visitors += 1
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': `10.9.0.${visitors}` },
  })
  contexts.push(context)
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`))
  return page
}

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' })
  expect(response?.status(), `status of ${path}`).toBe(200)
}

const TEXT = {
  en: {
    free: 'Free',
    emailRequired: 'Enter your email address.',
    credentials: 'The email or password is not right.',
  },
  cn: { free: '免费版', emailRequired: '请输入邮箱地址。', credentials: '邮箱或密码不正确。' },
} as const

let counter = 0
const newEmail = (lang: string) => `e2e-${lang}-${++counter}-${Date.now()}@example.com`

async function fillAndSubmit(page: Page, values: Record<string, string>): Promise<void> {
  for (const [field, value] of Object.entries(values)) await page.getByTestId(`auth-${field}`).fill(value)
  await page.getByTestId('auth-submit').click()
}

async function planBadge(page: Page): Promise<string> {
  await page.getByTestId('user-menu').click()
  const badge = page.getByTestId('plan-badge')
  await badge.waitFor({ state: 'visible' })
  return ((await badge.textContent()) ?? '').trim()
}

describe.each([
  ['en', ''],
  ['cn', '/cn'],
] as const)('accounts (%s)', (lang, prefix) => {
  it('registers, logs out, logs in and shows the plan badge', async () => {
    const page = await newPage()
    const email = newEmail(lang)
    await visit(page, `${prefix}/user/register`)
    await page.getByTestId('auth-submit').click()
    expect(await page.getByTestId('auth-email-error').textContent()).toBe(TEXT[lang].emailRequired)
    await fillAndSubmit(page, { username: `seller-${lang}`, email, password: 'correct horse 1' })
    await page.getByTestId('user-menu').waitFor({ state: 'visible' })
    expect(await page.getByTestId('user-menu').textContent()).toContain(`seller-${lang}`)
    expect(await planBadge(page)).toBe(TEXT[lang].free)
    await page.screenshot({ path: `${SCREENSHOT_DIR}/accounts-menu-${lang}.png` })

    await page.getByTestId('nav-logout').click()
    await page.getByTestId('nav-login').waitFor({ state: 'visible' })
    expect(await page.getByTestId('user-menu').count()).toBe(0)

    await visit(page, `${prefix}/user/login`)
    await fillAndSubmit(page, { email, password: 'wrong password 9' })
    expect(await page.getByTestId('auth-form-error').textContent()).toBe(TEXT[lang].credentials)
    await fillAndSubmit(page, { email, password: 'correct horse 1' })
    await page.getByTestId('user-menu').waitFor({ state: 'visible' })
    expect(await planBadge(page)).toBe(TEXT[lang].free)
  })

  it('opens the personal center with plan, usage and the upgrade button', async () => {
    const page = await newPage()
    await visit(page, `${prefix}/`)
    const signUp = await page.request.post(`${server.baseUrl}/api/auth/sign-up/email`, {
      headers: { origin: server.baseUrl },
      data: { name: `center-${lang}`, email: newEmail(lang), password: 'correct horse 1' },
    })
    expect(signUp.status()).toBe(200)
    await visit(page, `${prefix}/`)
    await page.getByTestId('user-menu').click()
    await page.getByRole('button', { name: lang === 'en' ? 'Personal center' : '个人中心' }).click()
    const center = page.getByTestId('personal-center')
    await center.waitFor({ state: 'visible' })
    expect(await page.getByTestId('center-plan').textContent()).toBe(TEXT[lang].free)
    await page.getByTestId('center-usage').waitFor({ state: 'visible' })
    expect(await page.getByTestId('center-usage').locator('tr').count()).toBeGreaterThan(10)
    expect(await page.getByTestId('center-upgrade').count()).toBe(1)
    // No auto-renewal on the free plan: nothing to cancel.
    expect(await page.getByTestId('center-cancel').count()).toBe(0)
    await page.screenshot({ path: `${SCREENSHOT_DIR}/accounts-center-${lang}.png` })
  })

  it('treats a lost session as signed out: login prompt, Log in back in the header', async () => {
    const page = await newPage()
    await visit(page, `${prefix}/`)
    await page.request.post(`${server.baseUrl}/api/auth/sign-up/email`, {
      headers: { origin: server.baseUrl },
      data: { name: `lost-${lang}`, email: newEmail(lang), password: 'correct horse 1' },
    })
    await visit(page, `${prefix}/`)
    await page.getByTestId('user-menu').waitFor({ state: 'visible' })
    // The session ends behind the page's back (expired, or signed out elsewhere).
    await page.context().clearCookies()
    // The first page without a session is an entry page and shows its content (a shared link always
    // opens, docs/quotas.md "Shared links"); the next one is held to the visitor's rules: page 2 asks
    // for a login.
    await visit(page, `${prefix}/product-database`)
    await visit(page, `${prefix}/product-database?page=2`)
    await page.getByTestId('login-prompt').waitFor({ state: 'visible' })
    await page.getByTestId('nav-login').waitFor({ state: 'visible' })
    expect(await page.getByTestId('user-menu').count()).toBe(0)
  })

  it('shows a visitor the login prompt when buying a plan', async () => {
    const page = await newPage()
    await visit(page, `${prefix}/pricing`)
    await page.getByTestId('plan-cta-2').click()
    const prompt = page.getByTestId('login-prompt')
    await prompt.waitFor({ state: 'visible' })
    expect(await page.getByTestId('login-prompt-login').getAttribute('href')).toContain('redirect=%2Fpricing')
  })

  it('counts a free user down to the limit and then shows the limit dialog', async () => {
    const page = await newPage(lang === 'en' ? 1280 : 390)
    await visit(page, `${prefix}/`)
    const signUp = await page.request.post(`${server.baseUrl}/api/auth/sign-up/email`, {
      headers: { origin: server.baseUrl },
      data: { name: `limit-${lang}`, email: newEmail(lang), password: 'correct horse 1' },
    })
    expect(signUp.status()).toBe(200)
    const banner = page.getByTestId('free-limit-banner')
    // Five product-database searches a day on the free plan: each load uses one.
    for (const [i, keyword] of ['a', 'b', 'c', 'd', 'e'].entries()) {
      await visit(page, `${prefix}/product-database?keyword=${keyword}`)
      await banner.waitFor({ state: 'visible' })
      expect(await banner.textContent()).toContain(String(4 - i))
    }
    await page.screenshot({ path: `${SCREENSHOT_DIR}/accounts-banner-${lang}.png` })
    await visit(page, `${prefix}/product-database?keyword=f`)
    await page.getByTestId('limit-prompt').waitFor({ state: 'visible' })
    expect(await page.getByTestId('limit-prompt-upgrade').count()).toBe(1)
    expect(await banner.textContent()).toContain('0')
    await page.screenshot({ path: `${SCREENSHOT_DIR}/accounts-limit-${lang}.png` })
  })
})
