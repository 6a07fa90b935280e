// Accounts (issue 4): better-auth's tables (users, sessions, accounts, verifications; the JS keys are the
// field names better-auth uses, the columns are snake_case), the visitor fingerprint each guest is bound
// to, the one subscription per user, and the per-day usage counters the quota service consumes.
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

// better-auth hands Date objects in and expects them back; timestamptz keeps them unambiguous on both engines.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** A guest account created for a visitor fingerprint by get-token; never signs in with a password. */
    isGuest: boolean('is_guest').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
)

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: at('expires_at').notNull(),
    token: text('token').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.token), index('sessions_user_idx').on(t.userId)],
)

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: at('access_token_expires_at'),
    refreshTokenExpiresAt: at('refresh_token_expires_at'),
    scope: text('scope'),
    /** The library's password hash (scrypt); never a plain password. */
    password: text('password'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
)

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
)

/** The guest account of each visitor fingerprint (spec §4: a token fetched with the device fingerprint). */
export const guestVisitors = pgTable('guest_visitors', {
  fingerprint: text('fingerprint').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull().defaultNow(),
})

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

/** Uses of a quota-tracked feature per user and Beijing day; consumed with one atomic upsert. */
export const quotaUsage = pgTable(
  'quota_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    feature: text('feature').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.feature] }), index('quota_usage_day_idx').on(t.day)],
)
