// Whether each dataset is generated demo data, for the "data as of" line of every data page.
import { queryOptions } from '@tanstack/react-query'
import { createServerFn } from '@tanstack/react-start'
import { getDatabase } from '@/server/db/client'
import { type Provenance, readProvenance } from '@/server/db/provenance'

export const fetchProvenance = createServerFn({ method: 'GET' }).handler(
  async (): Promise<Provenance> => readProvenance(await getDatabase()),
)

/** One read per visit: the origin changes only when an operator loads data. */
export const provenanceQueryOptions = () =>
  queryOptions({ queryKey: ['data-provenance'], queryFn: () => fetchProvenance(), staleTime: 10 * 60_000 })
