// Label templates a signed-in seller saved (issue 15): the label generator's layout and field values
// under a name, to print the same label again. One row per user and name; saving a name again replaces it.
import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from '@/server/db/accounts.schema'

export const labelTemplates = pgTable(
  'label_templates',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    platform: text('platform').notNull(),
    /** The form as saved: size, symbology, offsets and field values (checked again when read). */
    body: jsonb('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('label_templates_user_name_idx').on(t.userId, t.name),
    index('label_templates_user_updated_idx').on(t.userId, t.updatedAt.desc()),
  ],
)
