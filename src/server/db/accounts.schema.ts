// Accounts (issue 4): better-auth's tables (users, sessions, accounts, verifications; the JS keys are the
// field names better-auth uses, the columns are snake_case) and the visitor fingerprint each guest is bound
// to. Every per-user table of every domain references users, so they sit in the core beside the client.
import { type AnyPgColumn, boolean, foreignKey, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at } from './columns'

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

/** Migration 0013 wrote the growth tables by hand, so their constraints carry PostgreSQL's default names
 *  (`<table>_<column>_fkey`, `<table>_pkey`), not drizzle's: named here so the schema matches them. */
export const userFk = (table: string, column: AnyPgColumn) =>
  foreignKey({
    name: `${table}_${column.name}_fkey`,
    columns: [column],
    foreignColumns: [users.id],
  }).onDelete('cascade')
