import { queryOptions } from '@tanstack/react-query'
import { fetchCategoryTree, fetchProductDetail, fetchProductList } from './products.functions'
import type { ProductListQueryInput } from './products.shared'

/** Keyed and sent in wire form (what the URL holds), validated again by the server function. */
export const productListQueryOptions = (params: ProductListQueryInput) =>
  queryOptions({
    queryKey: ['products', 'list', params],
    queryFn: () => fetchProductList({ data: params }),
    staleTime: 60_000,
  })

export const productDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: () => fetchProductDetail({ data: { id } }),
    staleTime: 60_000,
  })

/** The category tree changes only at ingest. */
export const categoryTreeQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'categories'],
    queryFn: () => fetchCategoryTree(),
    staleTime: 60 * 60_000,
  })
