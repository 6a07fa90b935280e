// Orders and their state machine (issue 16; docs/billing.md has the diagram):
//   created ─paid─► paid ─renewed─► renewed (again on every renewal)
//      │              │                │
//      ├─failed─► failed (a late success still pays it)
//      └─refunded─────┴──────refunded──┘ (ends the period)
// Every provider event is applied once: its id is recorded in the same transaction as its effect, and
// the months a payment grants are recorded per (order, period), so a payment extends the plan exactly
// once whether it arrives twice, concurrently, or after its own renewal. Effects on one user are
// serialised by locking the user's row.
import { randomUUID } from 'node:crypto'
import type { Currency, PaidPlanId, PaymentMethodId } from '@/config/payments'
import { CYCLE } from '@/config/subscription'
import type { Database, Queryable } from '@/server/db/client'
import type { OrderRef, PaymentEvent } from '@/server/payments/providers/provider'
import type { OrderState } from './billing.schema'
import { extendPlan } from './subscriptions.server'

export type Order = {
  id: string
  userId: string
  planId: PaidPlanId
  months: number
  method: PaymentMethodId
  once: boolean
  amountMinor: number
  currency: Currency
  provider: string
  state: OrderState
  providerCheckout: string | null
  providerSubscription: string | null
  providerPayment: string | null
  renews: boolean
  /** Seconds since the epoch. */
  createdAt: number
}

const COLUMNS = `id, user_id AS "userId", plan_id AS "planId", months, method, once, amount_minor AS "amountMinor",
  currency, provider, state, provider_checkout AS "providerCheckout", provider_subscription AS "providerSubscription",
  provider_payment AS "providerPayment", renews, extract(epoch FROM created_at)::int8 AS "createdAt"`

// Integers arrive as strings from some drivers (int8); normalise once here.
const toOrder = (row: Order): Order => ({
  ...row,
  planId: Number(row.planId) as PaidPlanId,
  months: Number(row.months),
  amountMinor: Number(row.amountMinor),
  createdAt: Number(row.createdAt),
})

export type NewOrder = Pick<
  Order,
  'userId' | 'planId' | 'months' | 'method' | 'once' | 'amountMinor' | 'currency' | 'provider'
>

export async function createOrder(db: Queryable, order: NewOrder): Promise<Order> {
  const [row] = await db.query<Order>(
    `INSERT INTO orders (id, user_id, plan_id, months, method, once, amount_minor, currency, provider)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
    [
      `ord_${randomUUID().replaceAll('-', '')}`,
      order.userId,
      order.planId,
      order.months,
      order.method,
      order.once,
      order.amountMinor,
      order.currency,
      order.provider,
    ],
  )
  if (!row) throw new Error('order insert returned no row')
  return toOrder(row)
}

export async function setOrderCheckout(db: Queryable, orderId: string, checkoutId: string): Promise<void> {
  await db.query('UPDATE orders SET provider_checkout = $2, updated_at = now() WHERE id = $1', [
    orderId,
    checkoutId,
  ])
}

/** Marks an order whose checkout could not be opened (the provider failed): it can never be paid. */
export async function abandonOrder(db: Queryable, orderId: string): Promise<void> {
  await db.query(
    `UPDATE orders SET state = 'failed', updated_at = now() WHERE id = $1 AND state = 'created'`,
    [orderId],
  )
}

export async function findOrder(db: Queryable, orderId: string): Promise<Order | null> {
  const [row] = await db.query<Order>(`SELECT ${COLUMNS} FROM orders WHERE id = $1`, [orderId])
  return row ? toOrder(row) : null
}

/** A user's orders, newest first (the personal center's list). */
export async function listOrders(db: Queryable, userId: string, limit = 50): Promise<Order[]> {
  const rows = await db.query<Order>(
    `SELECT ${COLUMNS} FROM orders WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  )
  return rows.map(toOrder)
}

/** The orders that still renew by themselves (cancel_subscription stops them). */
export async function renewingOrders(db: Queryable, userId: string): Promise<Order[]> {
  const rows = await db.query<Order>(
    `SELECT ${COLUMNS} FROM orders WHERE user_id = $1 AND renews AND state IN ('paid', 'renewed')`,
    [userId],
  )
  return rows.map(toOrder)
}

export async function stopRenewal(db: Queryable, orderId: string): Promise<void> {
  await db.query('UPDATE orders SET renews = false, updated_at = now() WHERE id = $1', [orderId])
}

async function resolveOrder(tx: Queryable, ref: OrderRef): Promise<Order | null> {
  if (ref.orderId) return findOrder(tx, ref.orderId)
  const [column, value] = ref.subscription
    ? ['provider_subscription', ref.subscription]
    : ref.payment
      ? ['provider_payment', ref.payment]
      : [null, null]
  if (!column) return null
  const [row] = await tx.query<Order>(
    `SELECT ${COLUMNS} FROM orders WHERE ${column} = $1 ORDER BY created_at LIMIT 1`,
    [value],
  )
  return row ? toOrder(row) : null
}

const refOf = (event: PaymentEvent): OrderRef | null =>
  event.kind === 'paid' || event.kind === 'failed'
    ? { orderId: event.orderId }
    : event.kind === 'ignored'
      ? null
      : event.ref

/** Grants an order's months for one period, once; false when that period was granted before. */
async function grantPeriod(tx: Queryable, order: Order, period: string): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO order_periods (order_id, period, months, amount_minor) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING period`,
    [order.id, period, order.months, order.amountMinor],
  )
  if (inserted.length === 0) return false
  await extendPlan(
    tx,
    order.userId,
    order.planId,
    order.months,
    order.renews ? CYCLE.autoRenew : CYCLE.monthly,
  )
  return true
}

async function setState(tx: Queryable, orderId: string, state: OrderState, extra = ''): Promise<void> {
  await tx.query(`UPDATE orders SET state = $2, updated_at = now()${extra} WHERE id = $1`, [orderId, state])
}

/** The effect of one event on its (locked) order; returns what happened, for the event log. */
async function effect(tx: Queryable, order: Order, event: PaymentEvent): Promise<string> {
  switch (event.kind) {
    case 'ignored':
      return `ignored: ${event.reason}`
    case 'paid': {
      if (order.state === 'refunded') return 'ignored: the order was refunded'
      // The provider's references are kept even when a renewal got here first (it moved the state on).
      await tx.query(
        `UPDATE orders SET provider_subscription = coalesce(provider_subscription, $2),
           provider_payment = coalesce(provider_payment, $3), updated_at = now() WHERE id = $1`,
        [order.id, event.subscription ?? null, event.payment ?? null],
      )
      if (order.state === 'created' || order.state === 'failed') {
        // A pass never renews; a renewing order renews until cancelled.
        await setState(tx, order.id, 'paid', ', renews = NOT once')
        order = { ...order, renews: !order.once }
      }
      return (await grantPeriod(tx, order, 'initial')) ? 'granted' : 'ignored: already granted'
    }
    case 'failed':
      // A late failure never undoes a payment.
      if (order.state !== 'created') return `ignored: the order is ${order.state}`
      await setState(tx, order.id, 'failed')
      return 'failed'
    case 'renewed': {
      if (order.state === 'refunded') return 'ignored: the order was refunded'
      // A renewal can arrive before the first payment's notification: it proves the subscription is
      // live, so it is granted now and the first payment still grants its own period when it comes.
      if (order.state === 'created' || order.state === 'failed') {
        await setState(tx, order.id, 'renewed', ', renews = NOT once')
        order = { ...order, renews: !order.once }
      } else if (order.state !== 'renewed') await setState(tx, order.id, 'renewed')
      return (await grantPeriod(tx, order, `renewal:${event.period}`))
        ? 'granted'
        : 'ignored: already granted'
    }
    case 'refunded': {
      if (order.state === 'refunded') return 'ignored: already refunded'
      if (order.state === 'failed') return 'ignored: the order was not paid'
      // Refunded before its payment was seen: it stays refunded, so the late payment grants nothing.
      await setState(tx, order.id, 'refunded', ', renews = false')
      if (order.state === 'created') return 'refunded'
      await tx.query(
        `UPDATE subscriptions SET expire_at = least(expire_at, now()), cycle_subscription = 0, updated_at = now()
          WHERE user_id = $1 AND plan_id = $2`,
        [order.userId, order.planId],
      )
      return 'refunded: the period ended'
    }
    case 'renewal_stopped': {
      if (!order.renews) return 'ignored: not renewing'
      await stopRenewal(tx, order.id)
      await tx.query(
        `UPDATE subscriptions SET cycle_subscription = 0, updated_at = now()
          WHERE user_id = $1 AND cycle_subscription = 1`,
        [order.userId],
      )
      return 'renewal stopped'
    }
  }
}

export type AppliedEvent = { duplicate: boolean; outcome: string; orderId: string | null }

/** Applies one provider event exactly once (see the top of this file). */
export async function applyPaymentEvent(
  db: Database,
  provider: string,
  event: PaymentEvent,
): Promise<AppliedEvent> {
  return db.transaction(async (tx) => {
    const fresh = await tx.query(
      `INSERT INTO payment_events (provider, event_id, type, outcome) VALUES ($1, $2, $3, 'pending')
       ON CONFLICT DO NOTHING RETURNING event_id`,
      [provider, event.eventId, event.type],
    )
    if (fresh.length === 0) return { duplicate: true, outcome: 'duplicate', orderId: null }
    const ref = refOf(event)
    let order = ref ? await resolveOrder(tx, ref) : null
    let outcome: string
    if (event.kind === 'ignored') outcome = `ignored: ${event.reason}`
    else if (!order) outcome = 'ignored: no such order'
    else if (order.provider !== provider) outcome = 'ignored: the order belongs to another provider'
    else {
      // One user's payments apply one at a time, and the order is read again under the lock.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [order.userId])
      order = (await findOrder(tx, order.id)) ?? order
      outcome = await effect(tx, order, event)
    }
    await tx.query(
      'UPDATE payment_events SET outcome = $3, order_id = $4 WHERE provider = $1 AND event_id = $2',
      [provider, event.eventId, outcome, order?.id ?? null],
    )
    return { duplicate: false, outcome, orderId: order?.id ?? null }
  })
}
