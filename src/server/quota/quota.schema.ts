import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { users } from '@/server/db/accounts.schema'

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
