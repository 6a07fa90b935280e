import { queryOptions } from '@tanstack/react-query'
import { fetchFavoriteIds, fetchFavorites } from './favorites.functions'

export const favoriteIdsQueryOptions = () =>
  queryOptions({ queryKey: ['favorites', 'ids'], queryFn: () => fetchFavoriteIds(), staleTime: 5 * 60_000 })

export const favoritesPageQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['favorites', 'page', page], queryFn: () => fetchFavorites({ data: { page } }) })
