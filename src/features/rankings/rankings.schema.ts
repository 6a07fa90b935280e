import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

export const rankLists = pgTable(
  'rank_lists',
  {
    date: date('date').notNull(),
    siteId: text('site_id').notNull(),
    /** 0 for the whole site. */
    categoryId: integer('category_id').notNull(),
    listType: text('list_type').notNull(),
    rank: integer('rank').notNull(),
    productId: integer('product_id').notNull(),
    /** Positions gained since the previous day (null: new on the list). */
    rankChange: integer('rank_change'),
  },
  (t) => [primaryKey({ columns: [t.date, t.siteId, t.categoryId, t.listType, t.rank] })],
)
