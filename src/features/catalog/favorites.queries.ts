import { queryOptions } from '@tanstack/react-query'
import { fetchFavoriteIds, fetchFavorites } from './favorites.functions'
import type { FavoriteKind } from './favorites.shared'

export const favoriteIdsQueryOptions = (kind: FavoriteKind = 'product') =>
  queryOptions({
    queryKey: ['favorites', 'ids', kind],
    queryFn: () => fetchFavoriteIds({ data: { kind } }),
    staleTime: 5 * 60_000,
  })

export const favoritesPageQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['favorites', 'page', page], queryFn: () => fetchFavorites({ data: { page } }) })
