// Stripe's later events through the webhook route (docs/billing.md), on the production build configured for
// Stripe against the local stand-in of its API, each body signed by the SDK's generateTestHeaderString:
// charge.refunded ends the plan and reverses the affiliate's commission, customer.subscription.updated
// (set to cancel at period end) and .deleted stop the renewal and keep the paid period, and
// checkout.session.async_payment_failed fails the order without granting anything. Nothing is simulated
// with SQL: every state is read back over HTTP.
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/server'
import { type StandIn, startStripeStandIn } from '../../support/stripe-stand-in'

const WEBHOOK_SECRET = 'whsec_route_test_0123456789abcdef'
const signer = new Stripe('sk_test_signer')
const ENV = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_route',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PROTOCOL: 'http',
  TRUST_PROXY: '1',
}

let server: TestServer
let standIn: StandIn
let address = 0

beforeAll(async () => {
  standIn = await startStripeStandIn()
  Object.assign(process.env, ENV, { STRIPE_API_PORT: String(standIn.port) })
  server = await startTestServer()
}, 120_000)
afterAll(async () => {
  await server?.close()
  await standIn?.close()
  for (const name of [...Object.keys(ENV), 'STRIPE_API_PORT']) delete process.env[name]
})

type Envelope<T = unknown> = { code: number; msg: string; data: T }
type Subscription = { plan_id: number; expire_at: number; cycle_subscription: number }
type Applied = { duplicate: boolean; outcome: string }
type Board = {
  affiliate: { link: string } | null
  paying: number
  balances: { currency: string; earned: number }[]
  ledger: { kind: string; state: string; amount_minor: number; order_id: string }[]
}
/** Commission earned per currency, as the dashboard's balances give it. */
const earned = (board: Board) => Object.fromEntries(board.balances.map((b) => [b.currency, b.earned]))

const now = () => Math.floor(Date.now() / 1000)

async function call<T>(path: string, cookie: string, body?: unknown): Promise<Envelope<T>> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await response.json()) as Envelope<T>
}

/** A new account (from an address of its own: sign-ups are limited per address); its session cookie. */
async function register(name: string): Promise<string> {
  address += 1
  const response = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.baseUrl,
      'x-forwarded-for': `10.40.0.${address}`,
    },
    body: JSON.stringify({
      name,
      email: `${name}-${crypto.randomUUID()}@example.com`,
      password: 'correct horse 1',
    }),
  })
  expect(response.status).toBe(200)
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('shopsight.session_token='))
  return (cookie ?? '').split(';')[0] ?? ''
}

/** Sends one event to POST /api/pay/webhook/stripe, signed as Stripe signs it. */
async function deliver(type: string, object: Record<string, unknown>): Promise<Applied> {
  const body = JSON.stringify({ id: `evt_${crypto.randomUUID()}`, object: 'event', type, data: { object } })
  const response = await fetch(`${server.baseUrl}/api/pay/webhook/stripe`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }),
    },
    body,
  })
  const reply = (await response.json()) as Envelope<Applied>
  expect(response.status, JSON.stringify(reply)).toBe(200)
  return reply.data
}

/** Opens a Stripe checkout for plan 2 (Personal Pro) and answers the order and its session at the stand-in. */
async function checkout(
  cookie: string,
  method: 'alipay' | 'card',
): Promise<{ orderId: string; sessionId: string }> {
  const made = await call<{ order_id: string }>('/api/pay/make_payment', cookie, {
    payment_method: method,
    plan_id: 2,
    once: method === 'card' ? 0 : 1,
    num: 1,
  })
  expect(made.code, made.msg).toBe(10000)
  const session = [...standIn.sessions.values()].find((s) => s.client_reference_id === made.data.order_id)
  if (!session) throw new Error(`no checkout session for order ${made.data.order_id}`)
  return { orderId: made.data.order_id, sessionId: String(session.id) }
}

/** The payer pays at the stand-in and Stripe sends checkout.session.completed. */
async function payAndNotify(sessionId: string): Promise<Record<string, unknown>> {
  const session = standIn.pay(sessionId)
  expect(
    (await deliver('checkout.session.completed', { id: sessionId, object: 'checkout.session' })).outcome,
  ).toBe('granted')
  return session
}

const subscription = async (cookie: string) =>
  (await call<Subscription>('/api/pay/get_user_sub', cookie)).data

describe('Stripe events through POST /api/pay/webhook/stripe', () => {
  it('charge.refunded ends the plan now and reverses the affiliate commission of the order', async () => {
    const affiliate = await register('affiliate')
    const applied = await call<Board>('/api/affiliate/apply', affiliate, {
      website: 'https://seller-school.example.com',
      channel: 'blog',
      agree: true,
    })
    expect(applied.code, applied.msg).toBe(10000)
    const code = new URL(applied.data.affiliate?.link ?? 'http://x').searchParams.get('aff') ?? ''
    expect(code).not.toBe('')
    const buyer = await register('referred-buyer')
    const referred = await call<{ referred: boolean }>(
      '/api/affiliate/attribute',
      `${buyer}; shopsight_aff=${code}`,
      {},
    )
    expect(referred.data.referred).toBe(true)

    const { orderId, sessionId } = await checkout(buyer, 'alipay')
    const paid = await payAndNotify(sessionId)
    expect((await subscription(buyer)).plan_id).toBe(2)
    // Personal Pro by Alipay for a month is ¥195: the affiliate earns 30%, ¥58.50.
    let board = (await call<Board>('/api/affiliate/dashboard', affiliate)).data
    expect(earned(board)).toEqual({ CNY: 5850 })
    expect(board.paying).toBe(1)

    // Refunded at Stripe: the charge names the PaymentIntent the pass was paid with.
    const refund = {
      id: `ch_${crypto.randomUUID()}`,
      object: 'charge',
      payment_intent: paid.payment_intent,
      metadata: {},
      refunded: true,
    }
    expect((await deliver('charge.refunded', refund)).outcome).toBe('refunded: the period ended')
    // The period ends now: expire_at is stored to the second (rounded), so the plan is gone within it.
    const after = await subscription(buyer)
    expect(after.expire_at).toBeLessThanOrEqual(now() + 1)
    expect(after.cycle_subscription).toBe(0)
    await expect.poll(async () => (await subscription(buyer)).plan_id, { timeout: 5_000 }).toBe(0)
    board = (await call<Board>('/api/affiliate/dashboard', affiliate)).data
    expect(earned(board)).toEqual({ CNY: 0 })
    expect(board.paying).toBe(0)
    // Refunded before any payout: the commission itself is reversed (nothing to claw back).
    expect(
      board.ledger
        .filter((line) => line.order_id === orderId)
        .map((line) => [line.kind, line.state, line.amount_minor]),
    ).toEqual([['commission', 'reversed', 5850]])
    // Stripe retries and sends a second event for the same refund: nothing moves twice.
    expect((await deliver('charge.refunded', refund)).outcome).toBe('ignored: already refunded')
    expect(earned((await call<Board>('/api/affiliate/dashboard', affiliate)).data)).toEqual({ CNY: 0 })
  })

  it('customer.subscription.updated stops the renewal only once it is set to cancel, keeping the period', async () => {
    const buyer = await register('card-buyer')
    const { sessionId } = await checkout(buyer, 'card')
    const session = await payAndNotify(sessionId)
    const subId = String(session.subscription)
    const paid = await subscription(buyer)
    expect(paid).toMatchObject({ plan_id: 2, cycle_subscription: 1 })

    // An update that leaves the subscription renewing (e.g. a new card) changes nothing.
    const sent = { id: subId, object: 'subscription' }
    expect((await deliver('customer.subscription.updated', sent)).outcome).toBe(
      'ignored: the subscription still renews',
    )
    expect((await subscription(buyer)).cycle_subscription).toBe(1)
    // The payer cancels at Stripe (at period end): the app reads the subscription again and stops.
    const atStripe = standIn.subscriptions.get(subId)
    if (!atStripe) throw new Error('the stand-in holds no subscription')
    atStripe.cancel_at_period_end = true
    expect((await deliver('customer.subscription.updated', sent)).outcome).toBe('renewal stopped')
    const stopped = await subscription(buyer)
    expect(stopped).toMatchObject({ plan_id: 2, cycle_subscription: 0, expire_at: paid.expire_at })
  })

  it('customer.subscription.deleted stops the renewal and keeps the paid period', async () => {
    const buyer = await register('deleted-buyer')
    const { sessionId } = await checkout(buyer, 'card')
    const session = await payAndNotify(sessionId)
    const subId = String(session.subscription)
    const paid = await subscription(buyer)
    expect(paid.cycle_subscription).toBe(1)
    const atStripe = standIn.subscriptions.get(subId)
    if (!atStripe) throw new Error('the stand-in holds no subscription')
    atStripe.status = 'canceled'
    expect(
      (await deliver('customer.subscription.deleted', { id: subId, object: 'subscription' })).outcome,
    ).toBe('renewal stopped')
    expect(await subscription(buyer)).toMatchObject({
      plan_id: 2,
      cycle_subscription: 0,
      expire_at: paid.expire_at,
    })
  })

  it('checkout.session.async_payment_failed fails the order and grants nothing, even when replayed', async () => {
    const buyer = await register('failed-buyer')
    const { sessionId } = await checkout(buyer, 'alipay')
    const failed = { id: sessionId, object: 'checkout.session' }
    expect((await deliver('checkout.session.async_payment_failed', failed)).outcome).toBe('failed')
    expect(await subscription(buyer)).toMatchObject({ plan_id: 0, cycle_subscription: 0 })
    // A second failure notice for the same order finds it failed already.
    expect((await deliver('checkout.session.async_payment_failed', failed)).outcome).toBe(
      'ignored: the order is failed',
    )
    expect((await subscription(buyer)).plan_id).toBe(0)
  })
})
