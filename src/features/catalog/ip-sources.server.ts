// The sources a trademark or patent answer drew on, with their "as of" days: the generator's demo
// records as of the ingest's snapshot day, imported register files as of the newest day they describe.
import type { Queryable } from '@/server/db/client'
import { IMPORTED_ID_FROM, IMPORTED_PATENTS, IMPORTED_TRADEMARKS, type IpSource } from './ip-sources'

/** Every source the table holds records of (a search that finds nothing still searched them all). */
export async function ipSources(db: Queryable, table: 'trademarks' | 'patents'): Promise<IpSource[]> {
  const imported = table === 'trademarks' ? IMPORTED_TRADEMARKS : IMPORTED_PATENTS
  const [row] = await db.query<{
    demo: boolean
    imported: boolean
    demo_as_of: string | null
    imported_as_of: string | null
  }>(
    `SELECT EXISTS (SELECT 1 FROM ${table} WHERE id < $1) AS demo,
       EXISTS (SELECT 1 FROM ${table} WHERE id >= $1) AS imported,
       (SELECT to_char(last_date, 'YYYY-MM-DD') FROM freshness WHERE entity = $2) AS demo_as_of,
       (SELECT to_char(last_date, 'YYYY-MM-DD') FROM freshness WHERE entity = $3) AS imported_as_of`,
    [IMPORTED_ID_FROM, table, imported],
  )
  const sources: IpSource[] = []
  if (row?.imported)
    sources.push({ id: table === 'trademarks' ? 'uspto' : 'patentsview', asOf: row.imported_as_of })
  if (row?.demo) sources.push({ id: 'demo', asOf: row.demo_as_of })
  return sources
}
