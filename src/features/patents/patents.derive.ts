// The patents' kinds, written after an ingest or an import (docs/ip.md): only rows whose source changed
// are rewritten, so re-running an ingest writes nothing.
import type { DomainDerive } from '@/server/derive/step'
import { derivePatentKinds } from './patents.server'

export const patentsDerive: DomainDerive = {
  steps: [{ name: 'patent kinds', after: ['patents'], write: (db) => derivePatentKinds(db) }],
  analyze: ['patents'],
}
