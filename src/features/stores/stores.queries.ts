import { queryOptions } from '@tanstack/react-query'
import { fetchFavoriteStores, fetchStoreDetail, fetchStoreList } from './stores.functions'
import type { StoreListQueryInput } from './stores.shared'

/** Keyed and sent in wire form (what the URL holds), validated again by the server function. */
export const storeListQueryOptions = (params: StoreListQueryInput) =>
  queryOptions({
    queryKey: ['stores', 'list', params],
    queryFn: () => fetchStoreList({ data: params }),
    staleTime: 60_000,
  })

export const storeDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['stores', 'detail', id],
    queryFn: () => fetchStoreDetail({ data: { id } }),
    staleTime: 60_000,
  })

/** Under 'favorites' so a star toggled anywhere refreshes the list (useFavorites invalidates that key). */
export const favoriteStoresQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['favorites', 'stores', page],
    queryFn: () => fetchFavoriteStores({ data: { page } }),
  })
