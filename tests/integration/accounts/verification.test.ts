// E-mail verification and the invite rewards it gates (issue 32), over HTTP against the production build
// with a local SMTP stand-in as SMTP_URL, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: a fresh free
// account that clicks share, and three throwaway accounts from one address, earn nothing; the invitee who
// follows the link in the verification e-mail (sent in the language they signed up in) earns the inviter
// the first-invite reward and the share reward, once.
import { randomInt, randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ServerProcess, startServerProcess } from '../../../scripts/serve.ts'
import { type SmtpStandIn, startSmtpStandIn } from '../../support/smtp-stand-in'

const ROOT = resolve(import.meta.dirname, '../../..')
const PASSWORD = 'correct horse 1'

type Envelope<T = unknown> = { code: number; msg: string; data: T }
type Summary = { link: string; invites: number; pending: number; shared: boolean; granted: string[] }
type Subscription = { plan_id: number; expire_at: number }

const ENGINES = [
  { name: 'pglite', url: '' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', url: process.env.TEST_DATABASE_URL }] : []),
]

/** Addresses of this run only: the sign-up limit per address outlives a run on PostgreSQL. */
const runNet = `10.${randomInt(1, 255)}.${randomInt(1, 255)}`

describe.each(ENGINES)('e-mail verification and invite rewards on $name', (engine) => {
  let smtp: SmtpStandIn
  let server: ServerProcess
  beforeAll(async () => {
    smtp = await startSmtpStandIn()
    server = await startServerProcess({
      root: ROOT,
      env: {
        SMTP_URL: smtp.url,
        PGLITE_DIR: join(mkdtempSync(join(tmpdir(), 'shopsight-verify-')), 'pglite'),
        DATABASE_URL: engine.url,
        TRUST_PROXY: '1',
      },
    })
  })
  afterAll(async () => {
    await server?.stop()
    await smtp?.close()
  })

  const base = () => server.baseUrl

  async function signUp(email: string, address: string, page = '/user/register'): Promise<string> {
    const response = await fetch(`${base()}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: base(),
        referer: `${base()}${page}`,
        'x-forwarded-for': address,
      },
      body: JSON.stringify({ name: email.split('@')[0], email, password: PASSWORD }),
    })
    expect(response.status, await response.clone().text()).toBe(200)
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('shopsight.session_token='))
    return (cookie ?? '').split(';')[0] ?? ''
  }

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    cookie: string,
    address: string,
    options: { body?: unknown; fingerprint?: string } = {},
  ): Promise<Envelope<T>> {
    const response = await fetch(`${base()}${path}`, {
      method,
      headers: {
        cookie,
        origin: base(),
        'x-forwarded-for': address,
        ...(options.fingerprint ? { authorization: `##${options.fingerprint}` } : {}),
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
    })
    return (await response.json()) as Envelope<T>
  }

  const verificationLink = (text: string) => {
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(text)?.[0]
    if (!link) throw new Error(`no verification link in: ${text}`)
    return link
  }

  it('rewards only a verified sign-up, once; a share click and throwaway accounts earn nothing', async () => {
    const inviterAddress = `${runNet}.1`
    const inviterEmail = `inviter-${randomUUID()}@example.com`
    const inviter = await signUp(inviterEmail, inviterAddress, '/cn/user/register')
    // Signed up on the Chinese page: the message is in Chinese and lands on the Chinese home page.
    const inviterMail = await smtp.messageTo(inviterEmail)
    expect(inviterMail.subject).toBe('请验证您的 Shopsight 邮箱地址')
    expect(inviterMail.text).toContain(inviterEmail)
    expect(new URL(verificationLink(inviterMail.text)).searchParams.get('callbackURL')).toBe('/cn')

    const sub = () => call<Subscription>('GET', '/api/pay/get_user_sub', inviter, inviterAddress)
    const summary = async () =>
      (await call<Summary>('GET', '/api/invite/summary', inviter, inviterAddress)).data
    const code = new URL((await summary()).link).searchParams.get('inviter') ?? ''
    expect(code).toMatch(/^[a-z0-9]{10}$/)

    // A fresh free account clicks share (the copy button's call), twice: nothing granted.
    for (let i = 0; i < 2; i += 1)
      expect((await call('POST', '/api/invite/share', inviter, inviterAddress)).code).toBe(10000)
    expect((await sub()).data.plan_id).toBe(0)

    // Three throwaway accounts from one address, each claiming from a "new device".
    const farm = `${runNet}.2`
    for (let i = 0; i < 3; i += 1) {
      const email = `throwaway-${i}-${randomUUID()}@example.com`
      const cookie = await signUp(email, farm)
      const claimed = await call('POST', '/api/invite/claim', cookie, farm, {
        body: { inviter: code },
        fingerprint: `fp-${randomUUID()}`,
      })
      expect(claimed.code).toBe(10000)
      // The message went out; nobody follows it.
      await smtp.messageTo(email)
    }
    expect(await summary()).toMatchObject({ invites: 0, pending: 3, shared: true, granted: [] })
    expect((await sub()).data.plan_id).toBe(0)

    // A real friend, on another address, signs up through the link and follows the e-mail's link.
    const friendAddress = `${runNet}.3`
    const friendEmail = `friend-${randomUUID()}@example.com`
    const friend = await signUp(friendEmail, friendAddress)
    const claimed = await call('POST', '/api/invite/claim', friend, friendAddress, {
      body: { inviter: code },
      fingerprint: `fp-${randomUUID()}`,
    })
    expect(claimed.code).toBe(10000)
    expect((await sub()).data.plan_id).toBe(0)
    const mail = await smtp.messageTo(friendEmail)
    expect(mail.subject).toBe('Confirm your e-mail address for Shopsight')
    expect(mail.html).toContain('Confirm my e-mail address')
    const link = verificationLink(mail.text)
    const verified = await fetch(link, { redirect: 'manual' })
    expect(verified.status).toBe(302)
    expect(verified.headers.get('location')).toBe('/')

    const after = await summary()
    expect(after).toMatchObject({ invites: 1, pending: 3 })
    expect([...after.granted].sort()).toEqual(['invite_1', 'share'])
    const granted = (await sub()).data
    expect(granted.plan_id).toBe(2)

    // The link again, and the progress read again: nothing more.
    await fetch(link, { redirect: 'manual' })
    await summary()
    expect((await sub()).data.expire_at).toBe(granted.expire_at)
  })
})
