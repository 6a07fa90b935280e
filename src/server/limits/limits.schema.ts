import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '@/server/db/accounts.schema'

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
  },
  // The library's sweep deletes by expiry.
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
)

export const guestAddresses = pgTable('guest_addresses', {
  address: text('address').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})
