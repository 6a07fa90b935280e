import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { userFk } from '@/server/db/accounts.schema'
import { at, userRef } from '@/server/db/columns'

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
