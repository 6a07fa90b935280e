// Suppliers derive nothing after an ingest (their image features are computed as they load), but their
// search plans from fresh statistics of the table the ingest just wrote.
import type { DomainDerive } from '@/server/derive/step'

export const suppliersDerive: DomainDerive = { steps: [], analyze: ['suppliers'] }
