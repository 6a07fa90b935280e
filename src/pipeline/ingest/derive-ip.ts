// The trademark and patent search keys written after an ingest or an import (docs/ip.md): each step
// rewrites only rows whose source changed, so re-running an ingest writes nothing.
import { derivePatentKinds } from '@/features/patents/patents.server'
import { deriveTrademarkKeys } from '@/features/trademarks/trademarks.server'
import type { Database } from '@/server/db/client'

export async function deriveIpKeys(db: Database): Promise<void> {
  await deriveTrademarkKeys(db)
  await derivePatentKinds(db)
}
