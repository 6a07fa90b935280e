// Patents (issue 18): imported or generated records with the kinds patents.derive.ts writes.
import { sql } from 'drizzle-orm'
import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core'

export const patents = pgTable(
  'patents',
  {
    id: integer('id').primaryKey(),
    number: text('number').notNull().unique(),
    title: text('title').notNull(),
    abstract: text('abstract').notNull(),
    assignee: text('assignee').notNull(),
    filedOn: date('filed_on').notNull(),
    grantedOn: date('granted_on'),
    classes: text('classes').array().notNull(),
    /** utility, design or application; null until derived from the number (docs/ip.md). */
    kind: text('kind'),
  },
  (t) => [
    index('patents_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('patents_text_idx').using('gin', sql`to_tsvector('english', ${t.title} || ' ' || ${t.abstract})`),
    index('patents_granted_idx').on(t.grantedOn),
  ],
)
