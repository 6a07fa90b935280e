// Teams (issue 17, migration 0013): pending invitations by email and members.
import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { userFk } from '@/server/db/accounts.schema'
import { at, userRef } from '@/server/db/columns'

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
