// Abuse limits shared by every app server (issue 11): rate-limiter-flexible's counters (its Drizzle
// store reads and writes exactly these three columns) and the last guest each client address created,
// which that address reuses once it has made its hourly number of new guests (docs/quotas.md).
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './schema-accounts'

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
