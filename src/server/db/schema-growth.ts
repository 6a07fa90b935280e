// Growth (issue 17, migration 0013): invite codes, invited registrations and the rewards they earned
// (one row per user and reward: the primary key is what grants each reward once), teams (pending
// invitations by email and members), staff who may read the internal reports, page views rolled up
// per day, path and language, and the affiliate programme (applications, clicks per day, referred users
// and the commission ledger, one line per order period and kind).
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './schema-accounts'
import { orders } from './schema-payments'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const userRef = (name: string) => text(name).notNull()
/** Migration 0013 wrote these tables by hand, so their constraints carry PostgreSQL's default names
 *  (`<table>_<column>_fkey`, `<table>_pkey`), not drizzle's: named here so the schema matches them. */
const userFk = (table: string, column: AnyPgColumn) =>
  foreignKey({
    name: `${table}_${column.name}_fkey`,
    columns: [column],
    foreignColumns: [users.id],
  }).onDelete('cascade')

export const inviteCodes = pgTable(
  'invite_codes',
  {
    userId: userRef('user_id').primaryKey(),
    code: text('code').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** When the user first shared the link (the share activity); its reward waits for a verified sign-up. */
    sharedAt: at('shared_at'),
  },
  (t) => [uniqueIndex('invite_codes_code_key').on(t.code), userFk('invite_codes', t.userId)],
)

export const invites = pgTable(
  'invites',
  {
    /** One inviter per registered account, ever. */
    inviteeId: userRef('invitee_id').primaryKey(),
    inviterId: userRef('inviter_id'),
    /** The device the invited account registered from: one invited registration per device. */
    fingerprint: text('fingerprint'),
    /** The client address (network) the invited account claimed from, as the server saw it: invites
     *  count once per address, whatever fingerprint the client sends. Null for rows before migration 0024. */
    address: text('address'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('invites_inviter_idx').on(t.inviterId, t.createdAt),
    userFk('invites', t.inviteeId),
    userFk('invites', t.inviterId),
    uniqueIndex('invites_fingerprint_key').on(t.fingerprint),
    check('invites_not_self', sql`${t.inviteeId} <> ${t.inviterId}`),
  ],
)

export const inviteRewards = pgTable(
  'invite_rewards',
  {
    userId: userRef('user_id'),
    /** invite_1, invite_3, paid_10, paid_30, share (INVITE_REWARDS). */
    reward: text('reward').notNull(),
    planId: smallint('plan_id').notNull(),
    days: integer('days').notNull(),
    grantedAt: at('granted_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'invite_rewards_pkey', columns: [t.userId, t.reward] }),
    userFk('invite_rewards', t.userId),
  ],
)

export const teamInvitations = pgTable(
  'team_invitations',
  {
    /** Random; carried by the invitation link as `invited_code`. */
    code: text('code').primaryKey(),
    ownerId: userRef('owner_id'),
    /** Lower-cased: only the account with this email may accept. */
    email: text('email').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_invitations_owner_email_key').on(t.ownerId, t.email),
    userFk('team_invitations', t.ownerId),
  ],
)

export const teamMembers = pgTable(
  'team_members',
  {
    /** An account belongs to one team at most. */
    memberId: userRef('member_id').primaryKey(),
    ownerId: userRef('owner_id'),
    email: text('email').notNull(),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (t) => [
    index('team_members_owner_idx').on(t.ownerId),
    userFk('team_members', t.memberId),
    userFk('team_members', t.ownerId),
    check('team_members_not_self', sql`${t.memberId} <> ${t.ownerId}`),
  ],
)

/** Staff may open the internal reports; set with `npm run admin -- staff <email>`. */
export const staffMembers = pgTable(
  'staff_members',
  {
    userId: userRef('user_id').primaryKey(),
    grantedAt: at('granted_at').notNull().defaultNow(),
  },
  (t) => [userFk('staff_members', t.userId)],
)

/** One row per day, path and language: a year of traffic is at most days × paths × 2 rows. */
export const pageViewsDaily = pgTable(
  'page_views_daily',
  {
    day: date('day').notNull(),
    path: text('path').notNull(),
    locale: text('locale').notNull(),
    /** The route name last reported for the path. */
    title: text('title').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'page_views_daily_pkey', columns: [t.day, t.path, t.locale] })],
)

/** Page-view beacons the counter refused, per Beijing day and reason (unknown path, rate limit…). */
export const pageViewRejectionsDaily = pgTable(
  'page_view_rejections_daily',
  {
    day: date('day').notNull(),
    reason: text('reason').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'page_view_rejections_daily_pkey', columns: [t.day, t.reason] })],
)

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
