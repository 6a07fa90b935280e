import { queryOptions } from '@tanstack/react-query'
import { fetchKeywordAnalysis, fetchKeywordList, fetchKeywordReverse } from './keywords.functions'
import type { KeywordListQueryInput } from './keywords.shared'

/** Keyed and sent in wire form (what the URL holds), validated again by the server function. */
export const keywordListQueryOptions = (params: KeywordListQueryInput) =>
  queryOptions({
    queryKey: ['keywords', 'list', params],
    queryFn: () => fetchKeywordList({ data: params }),
    staleTime: 60_000,
  })

export const keywordReverseQueryOptions = (products: string) =>
  queryOptions({
    queryKey: ['keywords', 'reverse', products],
    queryFn: () => fetchKeywordReverse({ data: { products } }),
    staleTime: 60_000,
  })

export const keywordAnalysisQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['keywords', 'analysis', id],
    queryFn: () => fetchKeywordAnalysis({ data: { id } }),
    staleTime: 60_000,
  })
