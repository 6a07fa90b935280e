// The affiliate programme (issue 17, migration 0013; payouts 0028): applications, clicks per day, referred
// users and the commission ledger, one line per order period and kind.
import { sql } from 'drizzle-orm'
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { orders } from '@/features/billing/billing.schema'
import { userFk } from '@/server/db/accounts.schema'
import { at, userRef } from '@/server/db/columns'

export const affiliates = pgTable(
  'affiliates',
  {
    userId: userRef('user_id').primaryKey(),
    /** The `?aff=` code of the referral link. */
    code: text('code').notNull(),
    website: text('website').notNull(),
    channel: text('channel').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('affiliates_code_key').on(t.code), userFk('affiliates', t.userId)],
)

export const affiliateClicksDaily = pgTable(
  'affiliate_clicks_daily',
  {
    affiliateId: userRef('affiliate_id'),
    day: date('day').notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'affiliate_clicks_daily_pkey', columns: [t.affiliateId, t.day] }),
    userFk('affiliate_clicks_daily', t.affiliateId),
  ],
)

export const affiliateReferrals = pgTable(
  'affiliate_referrals',
  {
    /** A referred account has one affiliate, ever. */
    userId: userRef('user_id').primaryKey(),
    affiliateId: userRef('affiliate_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('affiliate_referrals_affiliate_idx').on(t.affiliateId),
    userFk('affiliate_referrals', t.userId),
    userFk('affiliate_referrals', t.affiliateId),
    check('affiliate_referrals_not_self', sql`${t.userId} <> ${t.affiliateId}`),
  ],
)

/** A payout support made (migration 0028): the ledger lines it settled point at it. */
export const affiliatePayouts = pgTable(
  'affiliate_payouts',
  {
    id: text('id').primaryKey(),
    affiliateId: userRef('affiliate_id'),
    /** Minor units of `currency`: the approved lines it settled, clawbacks deducted. */
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** The bank, Alipay or PayPal transfer reference; one payout per reference and affiliate. */
    reference: text('reference').notNull(),
    paidAt: at('paid_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('affiliate_payouts_reference_key').on(t.affiliateId, t.reference),
    userFk('affiliate_payouts', t.affiliateId),
    check('affiliate_payouts_amount_check', sql`${t.amountMinor} > 0`),
  ],
)

export const AFFILIATE_LEDGER_KINDS = ['commission', 'reversal'] as const
export const AFFILIATE_LEDGER_STATES = ['pending', 'approved', 'paid', 'reversed'] as const
export const affiliateLedger = pgTable(
  'affiliate_ledger',
  {
    orderId: text('order_id').notNull(),
    /** The order period it pays on ('initial', 'renewal:…'), as in order_periods. */
    period: text('period').notNull(),
    kind: text('kind').$type<(typeof AFFILIATE_LEDGER_KINDS)[number]>().notNull(),
    affiliateId: userRef('affiliate_id'),
    /** Minor units; a reversal is negative. */
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    state: text('state').$type<(typeof AFFILIATE_LEDGER_STATES)[number]>().notNull().default('pending'),
    /** When the period was paid: the refund window counts from here. */
    earnedAt: at('earned_at').notNull().defaultNow(),
    payoutId: text('payout_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'affiliate_ledger_pkey', columns: [t.orderId, t.period, t.kind] }),
    index('affiliate_ledger_affiliate_idx').on(t.affiliateId, t.createdAt),
    index('affiliate_ledger_payout_idx').on(t.payoutId),
    foreignKey({
      name: 'affiliate_ledger_payout_id_fkey',
      columns: [t.payoutId],
      foreignColumns: [affiliatePayouts.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'affiliate_ledger_order_id_fkey',
      columns: [t.orderId],
      foreignColumns: [orders.id],
    }).onDelete('cascade'),
    userFk('affiliate_ledger', t.affiliateId),
    check('affiliate_ledger_kind_check', sql`${t.kind} IN ('commission', 'reversal')`),
    check('affiliate_ledger_state_check', sql`${t.state} IN ('pending', 'approved', 'paid', 'reversed')`),
  ],
)
