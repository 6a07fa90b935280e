// Column helpers every domain's schema shares, so each `<domain>.schema.ts` declares its tables alone.
import { customType, text, timestamp } from 'drizzle-orm/pg-core'

/** A full-text vector (drizzle has no built-in column type for it). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
export const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' })

/** A point in time as a Date: better-auth and the billing code hand Date objects in and expect them back;
 *  timestamptz keeps them unambiguous on both engines. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** The user a row belongs to. */
export const userRef = (name: string) => text(name).notNull()
