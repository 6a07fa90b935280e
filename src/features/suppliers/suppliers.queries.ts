import { queryOptions } from '@tanstack/react-query'
import { fetchSourcingList } from './suppliers.functions'
import type { SourcingListInput } from './suppliers.shared'

export const sourcingListQueryOptions = (params: SourcingListInput) =>
  queryOptions({
    queryKey: ['suppliers', 'search', params],
    queryFn: () => fetchSourcingList({ data: params }),
    // Each search is metered: the same search is not asked again while the visitor stays.
    staleTime: 10 * 60_000,
  })
