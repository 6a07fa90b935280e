// The trademarks' search keys, written after an ingest or an import (docs/ip.md): only rows whose mark
// changed are rewritten, so re-running an ingest writes nothing.
import type { DomainDerive } from '@/server/derive/step'
import { deriveTrademarkKeys } from './trademarks.server'

export const trademarksDerive: DomainDerive = {
  steps: [
    {
      name: 'trademark match keys',
      after: ['trademarks'],
      write: async (db) => {
        // The keys' GIN indexes hold new entries in a pending list until a vacuum, and PGlite has no
        // autovacuum: with 3,300 fresh keys there the planner scanned the table per title phrase (20 ms
        // each, 0.5 s a title check) instead of using the trigram index (1 ms).
        if ((await deriveTrademarkKeys(db)) > 0) await db.exec('VACUUM ANALYZE trademarks')
      },
    },
  ],
  analyze: ['trademarks'],
}
