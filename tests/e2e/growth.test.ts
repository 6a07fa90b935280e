// Growth in a real browser, in English and Chinese (issue 17): an invited friend registers through the
// invite link and, once they follow the link in the verification e-mail (an SMTP stand-in receives it),
// the inviter's count and reward update once (a second account from the same browser does not count); a Team Basic primary invites three members, the fourth invitation is refused, and an
// invited member joins through invited_code and works under the team plan; an affiliate's referred
// visitor pays in the sandbox, the 30% commission is pending, approved after the refund window, paid
// by a recorded payout the affiliate sees, and clawed back by a refund; page views are recorded for a
// route change and not for a repeat of the same path, and show on the staff report (404 for others);
// after "Only necessary" none is sent or recorded, and a forged beacon for an unknown path is refused
// and shown as refused on the report.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordPayout } from '../../src/features/affiliate/affiliate.server'
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxEvent,
  signSandboxBody,
} from '../../src/server/payments/providers/sandbox'
import { SCREENSHOT_DIR } from '../support/browser'
import { type BrowserSuite, startBrowserSuite, TEST_PASSWORD } from '../support/browser-session'
import { type SmtpStandIn, startSmtpStandIn } from '../support/smtp-stand-in'

declare global {
  interface Window {
    /** The page views a visitor's page sent, in order (the page-view test's beacon log). */
    __pageViews?: (string | null)[]
  }
}

// An empty database: every account, team and payment here is made by the test.
/** The sandbox provider's signing key, so the test can send the refund a provider would. */
const SANDBOX_SECRET = 'growth-e2e-sandbox-secret'

/** The server's database through its admin channel (what `npm run admin` uses while a server runs). */
async function adminConnection() {
  process.env.PGLITE_DIR = dataDir
  const { connectDatabase } = await import('../../src/pipeline/cli/admin-client')
  return connectDatabase()
}

const LEDGER_TEXT = {
  en: {
    headers: ['Date', 'Order', 'Entry', 'Currency', 'Amount', 'Status', 'Payout'],
    pendingUntil: /^Pending until \d{4}-\d{2}-\d{2}$/,
    approved: 'Approved',
  },
  cn: {
    headers: ['日期', '订单', '类型', '币种', '金额', '状态', '打款记录'],
    pendingUntil: /^待确认（\d{4}-\d{2}-\d{2} 起确认）$/,
    approved: '已确认',
  },
} as const
const dataDir = join(mkdtempSync(join(tmpdir(), 'shopsight-growth-')), 'pglite')

let suite: BrowserSuite
let smtp: SmtpStandIn
beforeAll(async () => {
  smtp = await startSmtpStandIn()
  suite = await startBrowserSuite({
    network: 17,
    data: { dataDir },
    env: { SMTP_URL: smtp.url, PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET },
  })
}, 240_000)
afterAll(async () => {
  await suite?.close()
  await smtp?.close()
})

const context = (width?: number) => suite.context(width)
/** Sign-ups over HTTP, each from an address of its own (sign-ups are limited per address). */
let client = 0

const PASSWORD = TEST_PASSWORD
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${client}@example.com`

/** Registers an account over HTTP and hands its session to the browser before its first page. */
async function signUp(ctx: BrowserContext, email: string): Promise<void> {
  client += 1
  const reply = await fetch(`${suite.baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: suite.baseUrl,
      'x-forwarded-for': `10.17.1.${client}`,
    },
    body: JSON.stringify({ email, password: PASSWORD, name: email.split('@')[0] }),
  })
  expect(reply.status).toBe(200)
  const cookies = reply.headers.getSetCookie().map((header) => {
    const [pair = ''] = header.split(';')
    const at = pair.indexOf('=')
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: suite.baseUrl }
  })
  await ctx.addCookies(cookies)
}

/** Registers through the page's own form (what an invited or referred visitor does). */
async function registerInPage(page: Page, url: string, email: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.getByTestId('auth-username').fill(email.split('@')[0] ?? 'friend')
  await page.getByTestId('auth-email').fill(email)
  await page.getByTestId('auth-password').fill(PASSWORD)
  await page.getByTestId('auth-submit').click()
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).not.toMatch(/register/)
}

async function planBadge(page: Page): Promise<string | null> {
  await page.getByTestId('user-menu').click()
  const text = await page.getByTestId('plan-badge').textContent()
  await page.keyboard.press('Escape')
  return text
}

/** Buys a plan for one month with Alipay in the sandbox and approves it. */
async function buyPlan(page: Page, prefix: string, planId: 2 | 3): Promise<void> {
  await page.goto(`${suite.baseUrl}${prefix}/pricing`, { waitUntil: 'networkidle' })
  const cta = page.getByTestId(`plan-cta-${planId}`)
  await expect.poll(() => cta.evaluate((el) => el.tagName), { timeout: 15_000 }).toBe('BUTTON')
  await cta.click()
  await page.getByTestId('pay-dialog').waitFor({ state: 'visible' })
  const [checkout] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('pay-now').click()])
  await checkout.getByTestId('sandbox-approve').click()
  await checkout.waitForURL(/\/pay_result\?pay_status=success/)
  // The result page tells its opener; closing it before it has rendered would lose that message.
  await checkout.getByTestId('pay-result').waitFor({ state: 'visible' })
  await page.bringToFront()
  await page.getByTestId('pay-success').waitFor({ state: 'visible' })
  await page.keyboard.press('Escape')
}

const TEXT = {
  en: { basic: 'Personal Basic', teamBasic: 'Team Basic' },
  cn: { basic: '个人基础版', teamBasic: '团队基础版' },
} as const

type Report = { byPath: { path: string; views: number }[] }
async function viewsOf(page: Page, path: string): Promise<number> {
  const report = await page.evaluate(async () => {
    const response = await fetch('/api/analytics/page_views?days=7')
    return (await response.json()) as { data: Report }
  })
  return report.data.byPath.find((p) => p.path === path)?.views ?? 0
}

describe.each([
  { lang: 'en', prefix: '' },
  { lang: 'cn', prefix: '/cn' },
] as const)('growth in $lang', ({ lang, prefix }) => {
  it('a friend registers through the invite link: the count and the reward update once', async () => {
    const inviterCtx = await context()
    await signUp(inviterCtx, uniqueEmail(`inviter-${lang}`))
    const inviter = await inviterCtx.newPage()
    await inviter.goto(`${suite.baseUrl}${prefix}/temu-invitation`, { waitUntil: 'networkidle' })
    await inviter.getByTestId('invite-open').click()
    const link = inviter.getByTestId('invite-link')
    await link.waitFor({ state: 'visible' })
    const url = await link.inputValue()
    expect(url).toMatch(/\/user\/register\?inviter=[a-z0-9]{10}$/)
    expect(await inviter.getByTestId('invite-reward-invite_1').getAttribute('data-granted')).toBe('false')
    await inviter.screenshot({
      path: join(SCREENSHOT_DIR, `growth-invite-${lang}-1280.png`),
      animations: 'disabled',
    })

    // The friend registers through the link, then registers a second account from the same browser.
    const friendCtx = await context()
    const friend = await friendCtx.newPage()
    const friendEmail = uniqueEmail(`friend-${lang}`)
    await registerInPage(friend, url, friendEmail)
    await friendCtx.clearCookies()
    await registerInPage(friend, url, uniqueEmail(`friend2-${lang}`))
    // Registered, not yet verified: nothing counts.
    await inviter.reload({ waitUntil: 'networkidle' })
    await inviter.getByTestId('invite-open').click()
    await inviter.getByTestId('invite-count').waitFor({ state: 'visible' })
    expect(await inviter.getByTestId('invite-reward-invite_1').getAttribute('data-granted')).toBe('false')
    expect(await inviter.getByTestId('invite-count').textContent()).toMatch(/^\D*0\D+0\D*$/)
    await inviter.keyboard.press('Escape')
    // The friend opens the verification e-mail, in the language of the page they registered on: the
    // invite link carries no language, so English (a Chinese one: tests/integration/accounts).
    const mail = await smtp.messageTo(friendEmail)
    expect(mail.subject).toBe('Confirm your e-mail address for Shopsight')
    const verifyLink = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail.text)?.[0] ?? ''
    expect(verifyLink).not.toBe('')
    await friend.goto(verifyLink, { waitUntil: 'networkidle' })
    expect(new URL(friend.url()).pathname).toBe('/')

    await inviter.reload({ waitUntil: 'networkidle' })
    await inviter.getByTestId('invite-open').click()
    await expect
      .poll(() => inviter.getByTestId('invite-reward-invite_1').getAttribute('data-granted'), {
        timeout: 15_000,
      })
      .toBe('true')
    expect(await inviter.getByTestId('invite-count').textContent()).toMatch(/^\D*1\D+0\D*$/)
    await inviter.keyboard.press('Escape')
    expect(
      await inviter.evaluate(
        async () => (await (await fetch('/api/common/user_invite_count')).json()) as unknown,
      ),
    ).toMatchObject({ code: 10000, data: 1 })
    // The popup contract: code 100000 with channelGuid.link.
    const popup = await inviter.evaluate(async () => {
      const response = await fetch('/user/popup/zbase-popup?call_popup=688')
      return (await response.json()) as { code: number; channelGuid: { link: string } }
    })
    expect(popup).toMatchObject({ code: 100000, channelGuid: { link: url } })
    // 30 days of Personal Basic, shown on the badge (after the session info is fetched again).
    await inviter.reload({ waitUntil: 'networkidle' })
    await expect.poll(() => planBadge(inviter), { timeout: 15_000 }).toBe(TEXT[lang].basic)
    await inviterCtx.close()
    await friendCtx.close()
  }, 180_000)

  it('a Team Basic primary invites three members, the fourth is refused, a member joins by invited_code', async () => {
    const ownerCtx = await context()
    await signUp(ownerCtx, uniqueEmail(`owner-${lang}`))
    const owner = await ownerCtx.newPage()
    await buyPlan(owner, prefix, 3)
    await owner.goto(`${suite.baseUrl}${prefix}/my-team`, { waitUntil: 'networkidle' })
    const memberEmails = [1, 2, 3, 4].map((i) => uniqueEmail(`member${i}-${lang}`))
    for (const email of memberEmails.slice(0, 3)) {
      const before = await owner.getByTestId('team-invitation').count()
      await owner.getByTestId('team-email').fill(email)
      await owner.getByTestId('team-invite').click()
      await expect
        .poll(() => owner.getByTestId('team-invitation').count(), { timeout: 15_000 })
        .toBe(before + 1)
    }
    // 3 of 3 seats taken: the form is off and says why (the server refuses a 4th anyway:
    // tests/integration/growth).
    await owner.getByTestId('team-full').waitFor({ state: 'visible' })
    expect(await owner.getByTestId('team-full').textContent()).toContain('3')
    expect(await owner.getByTestId('team-invite').isDisabled()).toBe(true)
    expect(await owner.getByTestId('team-email').isDisabled()).toBe(true)
    const fourth = await owner.evaluate(async (email) => {
      const response = await fetch('/api/team/invite', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      })
      return ((await response.json()) as { code: number }).code
    }, memberEmails[3] ?? '')
    expect(fourth).toBe(10020)
    expect(await owner.getByTestId('team-invitation').count()).toBe(3)
    await owner.screenshot({
      path: join(SCREENSHOT_DIR, `growth-team-${lang}-1280.png`),
      animations: 'disabled',
    })
    const info = await owner.evaluate(async () => (await (await fetch('/api/team/info')).json()) as unknown)
    const invitations = (info as { data: { invitations: { email: string; link: string }[] } }).data
      .invitations
    const first = invitations.find((i) => i.email === memberEmails[0])
    expect(first).toBeDefined()

    const memberCtx = await context()
    await signUp(memberCtx, memberEmails[0] ?? '')
    const member = await memberCtx.newPage()
    const invitation = new URL(first?.link ?? '')
    await member.goto(`${suite.baseUrl}${prefix}${invitation.pathname}${invitation.search}`, {
      waitUntil: 'networkidle',
    })
    await expect
      .poll(() => member.getByTestId('team-join').getAttribute('data-state'), { timeout: 15_000 })
      .toBe('joined')
    await member.getByTestId('team-member-view').waitFor({ state: 'visible' })
    await expect.poll(() => planBadge(member), { timeout: 15_000 }).toBe(TEXT[lang].teamBasic)

    await owner.reload({ waitUntil: 'networkidle' })
    await expect.poll(() => owner.getByTestId('team-member').count(), { timeout: 15_000 }).toBe(1)
    expect(await owner.getByTestId('team-invitation').count()).toBe(2)
    await ownerCtx.close()
    await memberCtx.close()
  }, 180_000)

  it("an affiliate's commission moves pending → approved → paid with a payout they see; a refund reverses it", async () => {
    const affCtx = await context()
    const affEmail = uniqueEmail(`affiliate-${lang}`)
    await signUp(affCtx, affEmail)
    const aff = await affCtx.newPage()
    await aff.goto(`${suite.baseUrl}${prefix}/affiliate`, { waitUntil: 'networkidle' })
    await aff.getByTestId('affiliate-submit').click()
    await aff.getByTestId('affiliate-error').waitFor({ state: 'visible' })
    await aff.getByTestId('affiliate-website').fill('https://seller-school.example.com')
    await aff.getByTestId('affiliate-agree').check()
    await aff.getByTestId('affiliate-submit').click()
    const link = await aff.getByTestId('affiliate-link').inputValue()
    expect(link).toMatch(/\?aff=[a-z0-9]{8}$/)

    const buyerCtx = await context()
    const buyer = await buyerCtx.newPage()
    const landing = new URL(link)
    await buyer.goto(`${suite.baseUrl}${prefix}/${landing.search}`, { waitUntil: 'networkidle' })
    const buyerEmail = uniqueEmail(`referred-${lang}`)
    await registerInPage(buyer, `${suite.baseUrl}${prefix}/user/register`, buyerEmail)
    await buyPlan(buyer, prefix, 2)

    await aff.reload({ waitUntil: 'networkidle' })
    await aff.getByTestId('affiliate-dashboard').waitFor({ state: 'visible' })
    expect(await aff.getByTestId('affiliate-clicks').textContent()).toBe('1')
    expect(await aff.getByTestId('affiliate-signups').textContent()).toBe('1')
    expect(await aff.getByTestId('affiliate-paying').textContent()).toBe('1')
    // Personal Pro by Alipay is ¥195: 30% is ¥58.50, pending through the refund window; nothing paid
    // out yet reads 0, not the display floor of 0.01.
    const T = LEDGER_TEXT[lang]
    const rows = aff.getByTestId('affiliate-ledger-row')
    expect(await aff.getByTestId('affiliate-ledger-amount').allTextContents()).toEqual(['¥58.50'])
    expect(await rows.first().getAttribute('data-state')).toBe('pending')
    expect(await aff.getByTestId('affiliate-ledger-state').first().textContent()).toMatch(T.pendingUntil)
    expect(await aff.getByTestId('affiliate-pending').textContent()).toBe('¥58.50')
    expect(await aff.getByTestId('affiliate-approved').textContent()).toBe('¥0.00')
    expect(await aff.getByTestId('affiliate-paid').textContent()).toBe('¥0.00')
    await aff.getByTestId('affiliate-payouts-empty').waitFor({ state: 'visible' })
    // Separate headers and cells (the header once read "AmountStatus", the row "¥175.50Pending").
    const headers = await aff.getByTestId('affiliate-ledger').locator('thead th').allTextContents()
    expect(headers).toEqual(T.headers)
    const cells = await rows.first().locator('td').allTextContents()
    expect(cells.slice(3, 5)).toEqual(['CNY', '¥58.50'])
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text (what a reader copies) must keep the cells apart
    const rowText = await rows.first().innerText()
    expect(rowText).toMatch(/CNY\s+¥58\.50\s+\S/)
    await aff.screenshot({ path: join(SCREENSHOT_DIR, `growth-affiliate-${lang}-1280.png`), fullPage: true })

    // The referral cookie lasts the window the page states (30 days).
    const [affCookie] = (await buyerCtx.cookies()).filter((c) => c.name === 'shopsight_aff')
    expect(Math.round(((affCookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000)).toBe(30)

    // Eight days later (the order's period and the line moved back in time): the refund window has
    // passed, the commission is approved.
    const connection = await adminConnection()
    const [order] = await connection.db.query<{ id: string }>(
      'SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1',
      [buyerEmail],
    )
    const orderId = order?.id ?? ''
    await connection.db.query(
      `UPDATE order_periods SET granted_at = granted_at - interval '8 days' WHERE order_id = $1`,
      [orderId],
    )
    await connection.db.query(
      `UPDATE affiliate_ledger SET earned_at = earned_at - interval '8 days' WHERE order_id = $1`,
      [orderId],
    )
    await aff.reload({ waitUntil: 'networkidle' })
    await expect.poll(() => rows.first().getAttribute('data-state'), { timeout: 15_000 }).toBe('approved')
    expect(await aff.getByTestId('affiliate-ledger-state').first().textContent()).toBe(T.approved)
    expect(await aff.getByTestId('affiliate-approved').textContent()).toBe('¥58.50')
    expect(await aff.getByTestId('affiliate-pending').textContent()).toBe('¥0.00')

    // Support records the payout (what `npm run admin -- affiliate-payout <email> <ref> --final` runs;
    // ¥58.50 is under the ¥350 threshold, so only as a final payout).
    const [affUser] = await connection.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      affEmail,
    ])
    const reference = `ALIPAY-${lang}-0001`
    const early = await recordPayout(connection.db, affUser?.id ?? '', {
      currency: 'CNY',
      reference,
      paidAt: new Date(),
    })
    expect(early).toMatchObject({ ok: false, reason: 'below_threshold' })
    const payout = await recordPayout(connection.db, affUser?.id ?? '', {
      currency: 'CNY',
      reference,
      paidAt: new Date(),
      final: true,
    })
    expect(payout).toMatchObject({ ok: true, lines: 1 })
    await aff.reload({ waitUntil: 'networkidle' })
    await expect.poll(() => rows.first().getAttribute('data-state'), { timeout: 15_000 }).toBe('paid')
    expect(await aff.getByTestId('affiliate-paid').textContent()).toBe('¥58.50')
    expect(await aff.getByTestId('affiliate-approved').textContent()).toBe('¥0.00')
    const payoutRow = aff.getByTestId('affiliate-payout-row')
    expect(await payoutRow.count()).toBe(1)
    const payoutCells = await payoutRow.locator('td').allTextContents()
    expect(payoutCells.slice(1)).toEqual(['¥58.50', reference])
    expect(payoutCells[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(await rows.first().locator('td').last().textContent()).toBe(reference)
    await aff.screenshot({
      path: join(SCREENSHOT_DIR, `growth-affiliate-paid-${lang}-1280.png`),
      fullPage: true,
    })

    // The buyer's payment is refunded (the provider's signed notification): the commission paid out
    // is deducted from the next payout, and nothing is earned any more.
    const body = JSON.stringify(sandboxEvent('payment.refunded', orderId))
    const refund = await fetch(`${suite.baseUrl}/api/pay/webhook/sandbox`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(SANDBOX_SECRET, body),
      },
      body,
    })
    expect(refund.status).toBe(200)
    await connection.close()
    await aff.reload({ waitUntil: 'networkidle' })
    const deduction = aff.locator('[data-testid=affiliate-ledger-row][data-kind=reversal]')
    await expect.poll(() => deduction.count(), { timeout: 15_000 }).toBe(1)
    expect(await deduction.getByTestId('affiliate-ledger-amount').textContent()).toBe('-¥58.50')
    expect(await aff.getByTestId('affiliate-earned').textContent()).toBe('¥0.00')
    expect(await aff.getByTestId('affiliate-approved').textContent()).toBe('-¥58.50')
    expect(await aff.getByTestId('affiliate-paid').textContent()).toBe('¥58.50')
    await affCtx.close()
    await buyerCtx.close()
  }, 180_000)

  it('records a page view per route change, not for a repeat of the same path, shown on the staff report', async () => {
    const staffEmail = uniqueEmail(`staff-${lang}`)
    const staffCtx = await context()
    await signUp(staffCtx, staffEmail)
    const staff = await staffCtx.newPage()
    // Not staff yet: the report does not exist for this account.
    const hidden = await staff.goto(`${suite.baseUrl}${prefix}/staff/page-views`)
    expect(hidden?.status()).toBe(404)
    process.env.PGLITE_DIR = dataDir
    const { connectDatabase } = await import('../../src/pipeline/cli/admin-client')
    const connection = await connectDatabase()
    await connection.db.query(
      'INSERT INTO staff_members (user_id) SELECT id FROM users WHERE email = $1 ON CONFLICT DO NOTHING',
      [staffEmail],
    )
    await connection.close()
    await staff.goto(`${suite.baseUrl}${prefix}/`, { waitUntil: 'networkidle' })
    const converter = await viewsOf(staff, '/tools/case-converter')
    const pricing = await viewsOf(staff, '/pricing')

    const visitorCtx = await context()
    const visitor = await visitorCtx.newPage()
    // The page views the visitor's page sends, in the order it sends them (its beacon log): the path of
    // each, without the language prefix. Beacon bodies are not visible to request events, so the page's
    // sendBeacon is wrapped; a slot is taken at the call, filled when the body is read.
    await visitor.addInitScript(() => {
      const views: (string | null)[] = []
      window.__pageViews = views
      const send = navigator.sendBeacon.bind(navigator)
      navigator.sendBeacon = (url, data) => {
        if (String(url).endsWith('/api/analytics/page_view') && data instanceof Blob) {
          const slot = views.push(null) - 1
          void data.text().then((text) => {
            const path = String(JSON.parse(text).page_path)
            views[slot] = path.replace(/^\/cn(?=\/|$)/, '') || '/'
          })
        }
        return send(url, data)
      }
    })
    const beacons = () => visitor.evaluate(() => window.__pageViews ?? [])
    await visitor.goto(`${suite.baseUrl}${prefix}/tools/case-converter`, { waitUntil: 'networkidle' })
    await expect.poll(() => viewsOf(staff, '/tools/case-converter'), { timeout: 15_000 }).toBe(converter + 1)
    // A route change to /pricing counts; clicking the same link again is a repeat of the same path.
    const nav = visitor
      .locator('header')
      .getByRole('link', { name: lang === 'en' ? 'Free Plan' : '套餐价格' })
      .first()
    await nav.click()
    await expect.poll(() => new URL(visitor.url()).pathname).toBe(`${prefix}/pricing`)
    await expect.poll(() => viewsOf(staff, '/pricing'), { timeout: 15_000 }).toBe(pricing + 1)
    await nav.click()
    // A later route change (to the home page): the one router reports route changes in order, so its
    // view is sent after any view the repeat would have sent. Once it is there, the repeat sent none.
    await visitor
      .locator(`header a[href="${prefix || '/'}"]`)
      .first()
      .click()
    await expect
      .poll(async () => (await beacons()).filter((path) => path !== null).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(3)
    const sent = await beacons()
    expect(sent.slice(0, 3), `views sent: ${sent.join(', ')}`).toEqual([
      '/tools/case-converter',
      '/pricing',
      '/',
    ])
    expect(sent.filter((path) => path === '/pricing')).toHaveLength(1)
    expect(await viewsOf(staff, '/pricing')).toBe(pricing + 1)
    expect(await viewsOf(staff, '/tools/case-converter')).toBe(converter + 1)

    // A visitor who chose "Only necessary": from then on the page sends no view and none is counted.
    const privateCtx = await context()
    const shy = await privateCtx.newPage()
    await shy.addInitScript(() => {
      const views: (string | null)[] = []
      window.__pageViews = views
      const send = navigator.sendBeacon.bind(navigator)
      navigator.sendBeacon = (url, data) => {
        if (String(url).endsWith('/api/analytics/page_view')) views.push(String(url))
        return send(url, data)
      }
    })
    await shy.goto(`${suite.baseUrl}${prefix}/pricing`, { waitUntil: 'networkidle' })
    await shy.getByTestId('cookie-consent-necessary').click()
    const pricingBefore = await viewsOf(staff, '/pricing')
    await shy.reload({ waitUntil: 'networkidle' })
    await shy.goto(`${suite.baseUrl}${prefix}/pricing`, { waitUntil: 'networkidle' })
    expect(await shy.evaluate(() => window.__pageViews ?? [])).toEqual([])
    // Even a beacon from that browser (a stale tab) is not recorded: the server reads the choice.
    const stale = await shy.evaluate(async (lang) => {
      const response = await fetch('/api/analytics/page_view', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          page_title: '/pricing',
          page_path: '/pricing',
          page_location: `${window.location.origin}/pricing`,
          language: lang,
        }),
      })
      return (await response.json()) as { data: { recorded: boolean } }
    }, lang)
    expect(stale.data.recorded).toBe(false)
    expect(await viewsOf(staff, '/pricing')).toBe(pricingBefore)
    await privateCtx.close()

    // A forged beacon for a path no page serves is refused and counted as refused, not as a view.
    const forgedPath = `/no-such-page-${lang}`
    const forged = await fetch(`${suite.baseUrl}/api/analytics/page_view`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: suite.baseUrl },
      body: JSON.stringify({
        page_title: '/$',
        page_path: forgedPath,
        page_location: `${suite.baseUrl}${forgedPath}`,
        language: lang,
      }),
    })
    expect(forged.status).toBe(400)
    expect(await viewsOf(staff, forgedPath)).toBe(0)

    const report = await staff.goto(`${suite.baseUrl}${prefix}/staff/page-views?days=7`, {
      waitUntil: 'networkidle',
    })
    expect(report?.status()).toBe(200)
    const row = staff.locator('[data-testid=analytics-path-row][data-path="/pricing"]')
    await row.waitFor({ state: 'visible' })
    await staff.getByTestId('analytics-chart').waitFor({ state: 'visible' })
    const unknown = staff.locator(
      '[data-testid=analytics-rejected] tr[data-reason=unknown_path] [data-testid=analytics-rejected-count]',
    )
    expect(Number(await unknown.textContent())).toBeGreaterThanOrEqual(1)
    await staff.screenshot({
      path: join(SCREENSHOT_DIR, `growth-page-views-${lang}-1280.png`),
      fullPage: true,
    })
    // Visitors get the same 404 as any unknown page.
    expect((await visitor.goto(`${suite.baseUrl}${prefix}/staff/page-views`))?.status()).toBe(404)
    await staffCtx.close()
    await visitorCtx.close()
    expect(suite.errors).toEqual([])
  }, 180_000)
})
