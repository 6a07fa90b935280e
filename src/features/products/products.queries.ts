import { queryOptions } from '@tanstack/react-query'
import { fetchProductList } from './products.functions'
import type { ProductListQueryInput } from './products.shared'

/** Keyed and sent in wire form (what the URL holds), validated again by the server function. */
export const productListQueryOptions = (params: ProductListQueryInput) =>
  queryOptions({
    queryKey: ['products', 'list', params],
    queryFn: () => fetchProductList({ data: params }),
    staleTime: 60_000,
  })
