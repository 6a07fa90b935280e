import { queryOptions } from '@tanstack/react-query'
import { fetchTrademarkDetail, fetchTrademarkSearch } from './trademarks.functions'
import type { TrademarkSearchInput } from './trademarks.shared'

export const trademarkSearchQueryOptions = (params: TrademarkSearchInput) =>
  queryOptions({
    queryKey: ['trademarks', 'search', params],
    queryFn: () => fetchTrademarkSearch({ data: params }),
    staleTime: 60_000,
  })

export const trademarkDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['trademarks', 'detail', id],
    queryFn: () => fetchTrademarkDetail({ data: { id } }),
    staleTime: 60_000,
  })
