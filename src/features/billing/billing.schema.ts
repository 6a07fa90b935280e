// Billing (issues 4 and 16): the one subscription per user, orders with their state machine, the periods
// each order has granted (so a payment extends a subscription once however its notifications arrive), and
// the provider events already applied (deduplicated by event id in the same transaction as their effect).
// Amounts are integer minor units (fen, cents) with their currency. docs/billing.md explains the life cycle.
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core'
import { users } from '@/server/db/accounts.schema'
import { at } from '@/server/db/columns'

/** One subscription per user (spec §3); no row means the free plan. */
export const subscriptions = pgTable('subscriptions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: smallint('plan_id').notNull(),
  startAt: at('start_at').notNull(),
  expireAt: at('expire_at').notNull(),
  /** 0 unsubscribed, 1 auto-renewal, 2 by month (spec §4). */
  cycleSubscription: smallint('cycle_subscription').notNull().default(0),
  /** Member accounts the plan allows (Team Basic 3, Team Pro 10, else 0), set with the plan. */
  seats: smallint('seats').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
})

export const ORDER_STATES = ['created', 'paid', 'failed', 'refunded', 'renewed'] as const
export type OrderState = (typeof ORDER_STATES)[number]

export const orders = pgTable(
  'orders',
  {
    /** Random and unguessable: the sandbox checkout page is addressed by it. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: smallint('plan_id').notNull(),
    /** Months bought (for a renewing card order: the length of every period). */
    months: smallint('months').notNull(),
    method: text('method').notNull(),
    /** once 1: a pass of `months` months; once 0: renews every `months` months until cancelled. */
    once: boolean('once').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    state: text('state').$type<OrderState>().notNull().default('created'),
    /** The provider's checkout (Stripe: the Checkout Session id). */
    providerCheckout: text('provider_checkout'),
    /** The provider's subscription of a renewing order (Stripe: sub_…). */
    providerSubscription: text('provider_subscription'),
    /** The provider's payment of the first period (Stripe: the PaymentIntent), to match refunds. */
    providerPayment: text('provider_payment'),
    /** False once auto-renewal is cancelled (or for a pass). */
    renews: boolean('renews').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    // Provider notifications find their order by the provider's subscription or payment id.
    index('orders_provider_subscription_idx').on(t.providerSubscription),
    index('orders_provider_payment_idx').on(t.providerPayment),
    check('orders_state_check', sql`${t.state} IN ('created', 'paid', 'failed', 'refunded', 'renewed')`),
    check('orders_months_check', sql`${t.months} BETWEEN 1 AND 12`),
    check('orders_amount_check', sql`${t.amountMinor} > 0`),
  ],
)

/** Each period an order paid for, once: 'initial' for the first payment, the provider's invoice id for renewals. */
export const orderPeriods = pgTable(
  'order_periods',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    months: smallint('months').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    grantedAt: at('granted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.period] })],
)

/** Provider notifications already applied; a repeated event id changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: text('order_id'),
    /** What the event did (granted, ignored: …), for support. */
    outcome: text('outcome').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    amountMinor: integer('amount_minor'),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
)
