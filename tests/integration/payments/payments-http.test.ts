// The payment endpoints over HTTP against the production build, on a fresh install (sandbox provider):
// bad requests and bad notifications are refused with a message naming the field, never a 500, and
// change nothing; a signed notification grants the plan once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxEvent,
  signSandboxBody,
} from '../../../src/server/payments/providers/sandbox'
import { startTestServer, type TestServer } from '../../support/server'

const SECRET = 'payments-http-secret-0123456789'
let server: TestServer

beforeAll(async () => {
  process.env.TRUST_PROXY = '1'
  process.env.PAYMENT_SANDBOX_SECRET = SECRET
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
  delete process.env.TRUST_PROXY
  delete process.env.PAYMENT_SANDBOX_SECRET
})

type Envelope<T = unknown> = { code: number; msg: string; data: T }
const url = (path: string) => `${server.baseUrl}${path}`

async function post<T>(path: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl, ...headers },
    body,
  })
  return { status: response.status, body: (await response.json()) as Envelope<T> }
}

async function register(): Promise<string> {
  const response = await fetch(url('/api/auth/sign-up/email'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl, 'x-forwarded-for': '10.7.0.1' },
    body: JSON.stringify({
      name: 'buyer',
      email: `buyer-${Date.now()}@example.com`,
      password: 'correct horse 1',
    }),
  })
  expect(response.status).toBe(200)
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('shopsight.session_token='))
  return (cookie ?? '').split(';')[0] ?? ''
}

const subscription = async (cookie: string) =>
  (
    (await (await fetch(url('/api/pay/get_user_sub'), { headers: { cookie } })).json()) as Envelope<{
      plan_id: number
    }>
  ).data

describe('payment endpoints', () => {
  let cookie = ''
  beforeAll(async () => {
    cookie = await register()
  })

  it('refuses visitors, bad plans, months, methods and other HTTP methods with a message', async () => {
    const pay = (body: Record<string, unknown>, headers: Record<string, string> = { cookie }) =>
      post('/api/pay/make_payment', JSON.stringify(body), headers)
    const good = { payment_method: 'alipay', plan_id: 2, once: 1, num: 1 }
    expect((await pay(good, {})).body.code).toBe(10001)
    const refusals: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...good, plan_id: 7 }, /^plan_id: /],
      [{ ...good, plan_id: 'pro' }, /^plan_id: /],
      [{ ...good, num: 0 }, /^num: /],
      [{ ...good, num: 13 }, /^num: /],
      [{ ...good, payment_method: 'paypal' }, /^payment_method: /],
      [{ ...good, payment_method: 'wechat' }, /^payment_method: wechat is not offered/],
      [{ ...good, once: 0 }, /^once: /],
      // Spec §4: card is once 0; a card pass is refused rather than silently not renewing.
      [{ ...good, payment_method: 'card', once: 1 }, /^once: card payments renew until cancelled/],
    ]
    for (const [body, msg] of refusals) {
      const reply = await pay(body)
      expect(reply.status, JSON.stringify(body)).toBe(400)
      expect(reply.body.msg).toMatch(msg)
    }
    expect((await post('/api/pay/make_payment', '{not json', { cookie })).status).toBe(400)
    expect((await fetch(url('/api/pay/make_payment'))).status).toBe(405)
    expect((await subscription(cookie)).plan_id).toBe(0)
  })

  it('opens a sandbox checkout, and applies its signed notification once', async () => {
    const made = await post<{ url: string; order_id: string }>(
      '/api/pay/make_payment',
      JSON.stringify({ payment_method: 'alipay', plan_id: 2, once: 1, num: 1, lang: 'cn' }),
      { cookie },
    )
    expect(made.body.code).toBe(10000)
    expect(made.body.data.url).toBe(`${server.baseUrl}/cn/pay/sandbox/${made.body.data.order_id}`)
    const body = JSON.stringify(sandboxEvent('payment.succeeded', made.body.data.order_id))
    const signature = signSandboxBody(SECRET, body)

    const tampered = await post('/api/pay/webhook/sandbox', body.replace('succeeded', 'failed'), {
      [SANDBOX_SIGNATURE_HEADER]: signature,
    })
    expect(tampered.status).toBe(400)
    expect(tampered.body.msg).toMatch(/^signature: /)
    expect((await post('/api/pay/webhook/sandbox', body)).body.msg).toMatch(/^signature: /)
    const junk = '{"id":1}'
    expect(
      (
        await post('/api/pay/webhook/sandbox', junk, {
          [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(SECRET, junk),
        })
      ).body.msg,
    ).toMatch(/^body: /)
    expect((await post('/api/pay/webhook/stripe', body)).status).toBe(404)
    expect((await subscription(cookie)).plan_id).toBe(0)

    const first = await post<{ duplicate: boolean; outcome: string }>('/api/pay/webhook/sandbox', body, {
      [SANDBOX_SIGNATURE_HEADER]: signature,
    })
    expect(first.body.data).toMatchObject({ duplicate: false, outcome: 'granted' })
    const again = await post<{ duplicate: boolean }>('/api/pay/webhook/sandbox', body, {
      [SANDBOX_SIGNATURE_HEADER]: signature,
    })
    expect(again.body.data.duplicate).toBe(true)
    expect((await subscription(cookie)).plan_id).toBe(2)
  })
})
