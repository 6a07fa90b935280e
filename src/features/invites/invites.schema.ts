// Invites (issue 17, migration 0013): invite codes, invited registrations and the rewards they earned (one
// row per user and reward: the primary key is what grants each reward once).
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { userFk } from '@/server/db/accounts.schema'
import { at, userRef } from '@/server/db/columns'

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
