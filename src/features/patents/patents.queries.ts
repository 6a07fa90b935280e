import { queryOptions } from '@tanstack/react-query'
import { fetchPatentDetail, fetchPatentSearch } from './patents.functions'
import type { PatentSearchInput } from './patents.shared'

export const patentSearchQueryOptions = (params: PatentSearchInput) =>
  queryOptions({
    queryKey: ['patents', 'search', params],
    queryFn: () => fetchPatentSearch({ data: params }),
    staleTime: 60_000,
  })

export const patentDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['patents', 'detail', id],
    queryFn: () => fetchPatentDetail({ data: { id } }),
    staleTime: 60_000,
  })
