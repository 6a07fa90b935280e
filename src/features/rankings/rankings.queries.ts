import { queryOptions } from '@tanstack/react-query'
import { fetchRankAnalysis, fetchRankList, fetchRankTrend } from './rankings.functions'
import type { RankListQueryInput, RankTrendQueryInput } from './rankings.shared'

export const rankListQueryOptions = (params: RankListQueryInput) =>
  queryOptions({
    queryKey: ['rankings', 'list', params],
    queryFn: () => fetchRankList({ data: params }),
    staleTime: 60_000,
  })

export const rankTrendQueryOptions = (params: RankTrendQueryInput) =>
  queryOptions({
    queryKey: ['rankings', 'trend', params],
    queryFn: () => fetchRankTrend({ data: params }),
    staleTime: 60_000,
  })

export const rankAnalysisQueryOptions = (params: RankListQueryInput) =>
  queryOptions({
    queryKey: ['rankings', 'analysis', params],
    queryFn: () => fetchRankAnalysis({ data: params }),
    staleTime: 60_000,
  })
