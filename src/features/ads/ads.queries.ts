import { queryOptions } from '@tanstack/react-query'
import { fetchAdDetail, fetchAdList, fetchAdTrend } from './ads.functions'
import type { AdListQueryInput, AdTrendQueryInput } from './ads.shared'

/** Keyed and sent in wire form (what the URL holds), validated again by the server function. */
export const adListQueryOptions = (params: AdListQueryInput) =>
  queryOptions({
    queryKey: ['ads', 'list', params],
    queryFn: () => fetchAdList({ data: params }),
    staleTime: 60_000,
  })

export const adDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['ads', 'detail', id],
    queryFn: () => fetchAdDetail({ data: { id } }),
    staleTime: 60_000,
  })

export const adTrendQueryOptions = (params: AdTrendQueryInput) =>
  queryOptions({
    queryKey: ['ads', 'trend', params],
    queryFn: () => fetchAdTrend({ data: params }),
    staleTime: 60_000,
  })
