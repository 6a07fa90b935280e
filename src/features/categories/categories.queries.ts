import { queryOptions } from '@tanstack/react-query'
import { fetchCategoryDetail, fetchCategoryList } from './categories.functions'
import type { CategoryDetailQueryInput, CategoryListQueryInput } from './categories.shared'

export const categoryListQueryOptions = (params: CategoryListQueryInput) =>
  queryOptions({
    queryKey: ['categories', 'list', params],
    queryFn: () => fetchCategoryList({ data: params }),
    staleTime: 60_000,
  })

export const categoryDetailQueryOptions = (params: CategoryDetailQueryInput) =>
  queryOptions({
    queryKey: ['categories', 'detail', params],
    queryFn: () => fetchCategoryDetail({ data: params }),
    staleTime: 60_000,
  })
