// The trademark and patent search keys written after an ingest or an import (docs/ip.md): each step
// rewrites only rows whose source changed, so re-running an ingest writes nothing.
import { derivePatentKinds } from '@/features/patents/patents.server'
import { deriveTrademarkKeys } from '@/features/trademarks/trademarks.server'
import type { Database } from '@/server/db/client'

export async function deriveIpKeys(db: Database): Promise<void> {
  // The keys' GIN indexes hold new entries in a pending list until a vacuum, and PGlite has no
  // autovacuum: with 3,300 fresh keys there the planner scanned the table per title phrase (20 ms
  // each, 0.5 s a title check) instead of using the trigram index (1 ms).
  if ((await deriveTrademarkKeys(db)) > 0) await db.exec('VACUUM ANALYZE trademarks')
  await derivePatentKinds(db)
}
