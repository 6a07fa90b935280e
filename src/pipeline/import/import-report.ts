import type { Queryable } from '@/server/db/client'
// What an import did: rows written, and each rejected record by file and position with its reason,
// so a bad line in a register's file is reported and skipped instead of failing the whole file.
export type Rejected = { file: string; position: string; reason: string }
export type ImportReport = { file: string; read: number; written: number; rejected: Rejected[] }

export class RecordError extends Error {}

/** YYYYMMDD (USPTO) or YYYY-MM-DD (PatentsView) as YYYY-MM-DD; a bad date is the record's error. */
export function dayOf(text: string | undefined, field: string, required: boolean): string | null {
  const value = (text ?? '').trim()
  if (!value) {
    if (required) throw new RecordError(`${field}: missing`)
    return null
  }
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value)
  const day = m ? `${m[1]}-${m[2]}-${m[3]}` : ''
  const date = new Date(`${day}T00:00:00Z`)
  if (!m || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day)
    throw new RecordError(`${field}: not a date: ${value.slice(0, 20)}`)
  return day
}

/**
 * Notes the newest day an imported register file describes (its latest filing, registration, grant or
 * status date) as the "as of" date the search pages show for that source (freshness entity
 * `trademarks:uspto` or `patents:patentsview`); a second, older file never moves it back.
 */
export async function recordImportedDay(db: Queryable, entity: string, days: Iterable<string | null>) {
  let last: string | null = null
  for (const day of days) if (day && (last === null || day > last)) last = day
  if (last === null) return
  await db.query(
    `INSERT INTO freshness (entity, last_date, ingested_at, row_count)
     VALUES ($1, $2::date, now(), 0)
     ON CONFLICT (entity) DO UPDATE SET last_date = greatest(freshness.last_date, excluded.last_date),
       ingested_at = excluded.ingested_at`,
    [entity, last],
  )
}
