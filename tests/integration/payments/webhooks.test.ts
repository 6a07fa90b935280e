// Money moves exactly once (issue 16), on PGlite and (with TEST_DATABASE_URL) PostgreSQL: the same
// notification sent 10 times at once, shuffled together with a renewal, extends the subscription once
// per event; tampered bodies and bad signatures change nothing; bad payment requests write nothing.
// The Stripe provider runs against a local stand-in of Stripe's API, its webhooks signed by the SDK.
import { randomUUID } from 'node:crypto'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findOrder } from '../../../src/features/billing/orders.server'
import {
  cancelRenewals,
  handleWebhook,
  type MakePaymentInput,
  makePayment,
} from '../../../src/features/billing/payments.server'
import type { Viewer } from '../../../src/server/api/call'
import type { Database } from '../../../src/server/db/client'
import type { PaymentProvider } from '../../../src/server/payments/providers/provider'
import {
  createSandboxProvider,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxEventType,
  sandboxEvent,
  signSandboxBody,
} from '../../../src/server/payments/providers/sandbox'
import { createStripeProvider } from '../../../src/server/payments/providers/stripe'
import { storedSubscription } from '../../../src/server/plan/subscription'
import { ENGINES } from '../../support/databases'
import { type StandIn, startStripeStandIn } from '../../support/stripe-stand-in'

const SANDBOX_SECRET = 'sandbox-test-secret-0123456789abcdef'
const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef'
const sandbox = createSandboxProvider({ secret: SANDBOX_SECRET })
const signer = new Stripe('sk_test_signer')

async function newViewer(db: Database): Promise<Viewer> {
  const id = randomUUID()
  await db.query('INSERT INTO users (id, name, email) VALUES ($1, $2, $3)', [
    id,
    'payer',
    `${id}@example.com`,
  ])
  return {
    userId: id,
    email: `${id}@example.com`,
    username: 'payer',
    isGuest: false,
    planId: 0,
    subscription: { plan_id: 0, start_at: 0, expire_at: 0, cycle_subscription: 0 },
  }
}

const DAY = 86_400
const now = () => Math.floor(Date.now() / 1000)
/** Calendar months vary in length: n months from now is within these bounds. */
const monthsBounds = (n: number) => [now() + n * 28 * DAY - 60, now() + n * 31 * DAY + 60] as const

function shuffled<T>(items: T[]): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return out
}

const sandboxDelivery = (
  type: SandboxEventType,
  orderId: string,
  extra: { id?: string; period?: string } = {},
) => {
  const body = JSON.stringify(sandboxEvent(type, orderId, extra))
  return { body, headers: new Headers({ [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(SANDBOX_SECRET, body) }) }
}

const stripeDelivery = (event: Record<string, unknown>) => {
  const body = JSON.stringify(event)
  return {
    body,
    headers: new Headers({
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }),
    }),
  }
}

const count = async (db: Database, sql: string, params: unknown[]) =>
  Number((await db.query<{ n: number }>(sql, params))[0]?.n)

const pay = (
  db: Database,
  provider: PaymentProvider,
  viewer: Viewer,
  input: Partial<MakePaymentInput> = {},
) =>
  makePayment(
    db,
    provider,
    viewer,
    { payment_method: 'alipay', plan_id: 2, once: 1, num: 1, ...input },
    'http://app.test',
  )

describe.each(ENGINES)('payments on $name', (engine) => {
  let db: Database
  let standIn: StandIn
  let stripe: PaymentProvider
  beforeAll(async () => {
    db = await engine.open()
    standIn = await startStripeStandIn()
    stripe = createStripeProvider({
      secretKey: 'sk_test_app',
      webhookSecret: WEBHOOK_SECRET,
      host: '127.0.0.1',
      port: standIn.port,
      protocol: 'http',
    })
  })
  afterAll(async () => {
    await standIn?.close()
    await db?.close()
  })

  it('sandbox: the same payment 10 times at once, shuffled with its renewal 10 times, extends once per event', async () => {
    const viewer = await newViewer(db)
    const { order_id, url } = await pay(db, sandbox, viewer, { payment_method: 'card', once: 0, num: 1 })
    expect(url).toBe(`http://app.test/pay/sandbox/${order_id}`)
    const paid = sandboxDelivery('payment.succeeded', order_id, { id: `evt_paid_${order_id}` })
    const renewed = sandboxDelivery('subscription.renewed', order_id, {
      id: `evt_renew_${order_id}`,
      period: 'p2',
    })
    // The renewal is first in line as often as not: out of order with the payment it renews.
    const deliveries = shuffled([...Array(10).fill(paid), ...Array(10).fill(renewed)])
    const results = await Promise.all(deliveries.map((d) => handleWebhook(db, sandbox, d.body, d.headers)))
    expect(results.filter((r) => !r.duplicate)).toHaveLength(2)
    expect(results.filter((r) => r.outcome === 'granted')).toHaveLength(2)
    const sub = await storedSubscription(db, viewer.userId)
    expect(sub.plan_id).toBe(2)
    expect(sub.cycle_subscription).toBe(1)
    const [low, high] = monthsBounds(2)
    expect(sub.expire_at).toBeGreaterThanOrEqual(low)
    expect(sub.expire_at).toBeLessThanOrEqual(high)
    expect((await findOrder(db, order_id))?.state).toBe('renewed')
    expect(
      await count(db, 'SELECT count(*)::int AS n FROM order_periods WHERE order_id = $1', [order_id]),
    ).toBe(2)

    // A second renewal period extends again; its replay does not.
    const next = sandboxDelivery('subscription.renewed', order_id, { period: 'p3' })
    await Promise.all(Array.from({ length: 5 }, () => handleWebhook(db, sandbox, next.body, next.headers)))
    const after = await storedSubscription(db, viewer.userId)
    const [low3, high3] = monthsBounds(3)
    expect(after.expire_at).toBeGreaterThanOrEqual(low3)
    expect(after.expire_at).toBeLessThanOrEqual(high3)
  })

  it('sandbox: tampered bodies and bad signatures are refused and change nothing', async () => {
    const viewer = await newViewer(db)
    const { order_id } = await pay(db, sandbox, viewer)
    const good = sandboxDelivery('payment.succeeded', order_id)
    // Changed after signing (the event's type): the signature no longer matches.
    const tampered = good.body.replace('payment.succeeded', 'payment.failed')
    const refusals = [
      () => handleWebhook(db, sandbox, tampered, good.headers),
      () => handleWebhook(db, sandbox, good.body, new Headers()),
      () => handleWebhook(db, sandbox, good.body, new Headers({ [SANDBOX_SIGNATURE_HEADER]: 't=1,v1=00' })),
      () =>
        handleWebhook(
          db,
          sandbox,
          good.body,
          new Headers({ [SANDBOX_SIGNATURE_HEADER]: signSandboxBody('another-secret', good.body) }),
        ),
      // Signed, but long ago: a captured notification cannot be replayed.
      () =>
        handleWebhook(
          db,
          sandbox,
          good.body,
          new Headers({
            [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(SANDBOX_SECRET, good.body, now() - 3600),
          }),
        ),
    ]
    for (const refusal of refusals)
      await expect(refusal()).rejects.toMatchObject({ status: 400, code: 10400 })
    expect((await findOrder(db, order_id))?.state).toBe('created')
    expect((await storedSubscription(db, viewer.userId)).plan_id).toBe(0)
    expect(
      await count(db, 'SELECT count(*)::int AS n FROM payment_events WHERE order_id = $1', [order_id]),
    ).toBe(0)
  })

  it('refuses unknown plans, months outside 1 to 12, disabled methods and a second auto-renewal, writing nothing', async () => {
    const viewer = await newViewer(db)
    const bad: Array<[Partial<MakePaymentInput>, RegExp]> = [
      [{ plan_id: 9 }, /^plan_id: /],
      [{ plan_id: 0 }, /^plan_id: /],
      [{ num: 0 }, /^num: /],
      [{ num: 13 }, /^num: /],
      [{ payment_method: 'wechat' }, /^payment_method: wechat is not offered/],
      [{ payment_method: 'alipay', once: 0 }, /^once: /],
      [{ payment_method: 'card', once: 1 }, /^once: card payments renew until cancelled/],
    ]
    for (const [input, message] of bad)
      await expect(pay(db, sandbox, viewer, input)).rejects.toMatchObject({ status: 400, message })
    expect(await count(db, 'SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [viewer.userId])).toBe(
      0,
    )

    const { order_id } = await pay(db, sandbox, viewer, { payment_method: 'card', once: 0 })
    const paid = sandboxDelivery('payment.succeeded', order_id)
    await handleWebhook(db, sandbox, paid.body, paid.headers)
    await expect(pay(db, sandbox, viewer, { payment_method: 'card', once: 0 })).rejects.toMatchObject({
      code: 10003,
    })
    // A pass on top of the renewing plan is fine: it stacks, and renewal keeps running.
    const pass = await pay(db, sandbox, viewer, { num: 2 })
    const passPaid = sandboxDelivery('payment.succeeded', pass.order_id)
    await handleWebhook(db, sandbox, passPaid.body, passPaid.headers)
    const sub = await storedSubscription(db, viewer.userId)
    expect(sub.cycle_subscription).toBe(1)
    const [low, high] = monthsBounds(3)
    expect(sub.expire_at).toBeGreaterThanOrEqual(low)
    expect(sub.expire_at).toBeLessThanOrEqual(high)
  })

  it('a failure after the payment changes nothing; a refund ends the period; a late payment after a refund grants nothing', async () => {
    const viewer = await newViewer(db)
    const { order_id } = await pay(db, sandbox, viewer, { num: 3 })
    for (const type of ['payment.succeeded', 'payment.failed'] as const) {
      const d = sandboxDelivery(type, order_id)
      await handleWebhook(db, sandbox, d.body, d.headers)
    }
    expect((await findOrder(db, order_id))?.state).toBe('paid')
    expect((await storedSubscription(db, viewer.userId)).expire_at).toBeGreaterThan(now() + 80 * DAY)
    const refund = sandboxDelivery('payment.refunded', order_id)
    await handleWebhook(db, sandbox, refund.body, refund.headers)
    expect((await findOrder(db, order_id))?.state).toBe('refunded')
    expect((await storedSubscription(db, viewer.userId)).expire_at).toBeLessThanOrEqual(now() + 1)

    const other = await pay(db, sandbox, viewer)
    for (const type of ['payment.refunded', 'payment.succeeded'] as const) {
      const d = sandboxDelivery(type, other.order_id)
      await handleWebhook(db, sandbox, d.body, d.headers)
    }
    expect((await findOrder(db, other.order_id))?.state).toBe('refunded')
    expect((await storedSubscription(db, viewer.userId)).expire_at).toBeLessThanOrEqual(now() + 1)
  })

  it('an upgrade within a period converts the rest of the old plan at the price ratio; team plans get their seats', async () => {
    const viewer = await newViewer(db)
    const basic = await pay(db, sandbox, viewer, { plan_id: 1, num: 1 })
    const d1 = sandboxDelivery('payment.succeeded', basic.order_id)
    await handleWebhook(db, sandbox, d1.body, d1.headers)
    const before = await storedSubscription(db, viewer.userId)
    const team = await pay(db, sandbox, viewer, { plan_id: 4, num: 1 })
    const d2 = sandboxDelivery('payment.succeeded', team.order_id)
    await handleWebhook(db, sandbox, d2.body, d2.headers)
    const after = await storedSubscription(db, viewer.userId)
    expect(after.plan_id).toBe(4)
    // What was left of Basic (about a month at $9.99) is worth 9.99/69.9 of a month of Team Pro.
    const converted = Math.floor(((before.expire_at - now()) * 9.99) / 69.9)
    const [low, high] = monthsBounds(1)
    expect(after.expire_at).toBeGreaterThanOrEqual(low + converted - 60)
    expect(after.expire_at).toBeLessThanOrEqual(high + converted + 60)
    const [{ seats } = { seats: -1 }] = await db.query<{ seats: number }>(
      'SELECT seats FROM subscriptions WHERE user_id = $1',
      [viewer.userId],
    )
    expect(Number(seats)).toBe(10)
  })

  it('stripe: a card subscription through the stand-in, its webhook 10 times at once shuffled with a renewal, extends once per event', async () => {
    const viewer = await newViewer(db)
    const { order_id, url } = await pay(db, stripe, viewer, { payment_method: 'card', once: 0, num: 1 })
    const order = await findOrder(db, order_id)
    const sessionId = order?.providerCheckout ?? ''
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`)
    const sent = standIn.sessions.get(sessionId)
    expect(sent).toMatchObject({ mode: 'subscription', client_reference_id: order_id })
    expect(sent?.allowed_payment_method_types).toEqual({ 0: 'card' })

    // Before the payer pays, a "completed" event (a forgery signed with a leaked old key would be
    // refused anyway) reads the session's real state and grants nothing.
    const early = stripeDelivery({
      id: `evt_early_${order_id}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, object: 'checkout.session' } },
    })
    expect((await handleWebhook(db, stripe, early.body, early.headers)).outcome).toMatch(/^ignored/)

    const session = standIn.pay(sessionId)
    const subscription = String(session.subscription)
    const completed = stripeDelivery({
      id: `evt_completed_${order_id}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, object: 'checkout.session' } },
    })
    const renewal = stripeDelivery({
      id: `evt_invoice_${order_id}`,
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: `in_${order_id}`,
          object: 'invoice',
          billing_reason: 'subscription_cycle',
          parent: { subscription_details: { subscription, metadata: { order_id } } },
        },
      },
    })
    const results = await Promise.all(
      shuffled([...Array(10).fill(completed), ...Array(10).fill(renewal)]).map((d) =>
        handleWebhook(db, stripe, d.body, d.headers),
      ),
    )
    expect(results.filter((r) => r.outcome === 'granted')).toHaveLength(2)
    const sub = await storedSubscription(db, viewer.userId)
    const [low, high] = monthsBounds(2)
    expect(sub.expire_at).toBeGreaterThanOrEqual(low)
    expect(sub.expire_at).toBeLessThanOrEqual(high)
    expect(sub.cycle_subscription).toBe(1)
    expect((await findOrder(db, order_id))?.providerSubscription).toBe(subscription)

    // A body changed after signing, or signed with another secret, is refused.
    const tampered = completed.body.replace('checkout.session.completed', 'checkout.session.expired')
    await expect(handleWebhook(db, stripe, tampered, completed.headers)).rejects.toMatchObject({
      status: 400,
    })
    const forged = new Headers({
      'stripe-signature': signer.webhooks.generateTestHeaderString({
        payload: completed.body,
        secret: 'whsec_other',
      }),
    })
    await expect(handleWebhook(db, stripe, completed.body, forged)).rejects.toMatchObject({ status: 400 })

    // Cancelling stops the renewal at Stripe and keeps the paid period.
    const cancelled = await cancelRenewals(db, stripe, viewer.userId)
    expect(cancelled.cycle_subscription).toBe(0)
    expect(cancelled.expire_at).toBe(sub.expire_at)
    expect(standIn.subscriptions.get(subscription)?.cancel_at_period_end).toBe(true)
    await expect(cancelRenewals(db, stripe, viewer.userId)).rejects.toMatchObject({ status: 400 })
  })

  it('stripe: an Alipay pass of 3 months is a one-time payment; an expired session fails its order', async () => {
    const viewer = await newViewer(db)
    const { order_id } = await pay(db, stripe, viewer, { payment_method: 'alipay', once: 1, num: 3 })
    const sessionId = (await findOrder(db, order_id))?.providerCheckout ?? ''
    const sent = standIn.sessions.get(sessionId)
    expect(sent).toMatchObject({ mode: 'payment' })
    expect(sent?.line_items_sent).toMatchObject({
      0: { quantity: '3', price_data: { currency: 'cny', unit_amount: '19500' } },
    })
    standIn.pay(sessionId)
    const d = stripeDelivery({
      id: `evt_async_${order_id}`,
      object: 'event',
      type: 'checkout.session.async_payment_succeeded',
      data: { object: { id: sessionId, object: 'checkout.session' } },
    })
    await handleWebhook(db, stripe, d.body, d.headers)
    // Stripe also sends "completed" for the same payment: another event id, the same period, no second grant.
    const alsoCompleted = stripeDelivery({
      id: `evt_completed_${order_id}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, object: 'checkout.session' } },
    })
    expect((await handleWebhook(db, stripe, alsoCompleted.body, alsoCompleted.headers)).outcome).toBe(
      'ignored: already granted',
    )
    const pass = await storedSubscription(db, viewer.userId)
    const [low, high] = monthsBounds(3)
    expect(pass.expire_at).toBeGreaterThanOrEqual(low)
    expect(pass.expire_at).toBeLessThanOrEqual(high)
    expect(pass.cycle_subscription).toBe(2)
    expect((await findOrder(db, order_id))?.amountMinor).toBe(58_500)

    const other = await pay(db, stripe, viewer, { payment_method: 'alipay', once: 1, num: 1 })
    const otherSession = (await findOrder(db, other.order_id))?.providerCheckout ?? ''
    standIn.expire(otherSession)
    const e = stripeDelivery({
      id: `evt_expired_${other.order_id}`,
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: { id: otherSession, object: 'checkout.session' } },
    })
    await handleWebhook(db, stripe, e.body, e.headers)
    expect((await findOrder(db, other.order_id))?.state).toBe('failed')
  })
})
