// Favorites need a session (spec §1): a visitor gets 10001 and the login prompt.
import { createServerFn } from '@tanstack/react-start'
import { API_CODES, type ApiEnvelope } from '@/lib/api-codes'
import { getDatabase } from '@/server/db/client'
import { ApiError } from '@/server/marketplace'
import { requestCallContext } from '@/server/marketplace/context'
import { requireAccount } from '@/server/marketplace/quota'
import { favoriteIds, favoritesPage, setFavorite } from './favorites.server'
import {
  FAVORITES_PAGE_SIZE,
  type FavoritesPage,
  FavoritesPageSchema,
  FavoriteToggleSchema,
} from './favorites.shared'

async function asEnvelope<T>(label: string, fn: () => Promise<T>): Promise<ApiEnvelope<T | null>> {
  try {
    return { code: API_CODES.success, msg: 'success', data: await fn() }
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, msg: error.message, data: null }
    console.error(`[favorites] ${label} failed`, error)
    return { code: API_CODES.serverError, msg: 'Internal Server Error', data: null }
  }
}

export const fetchFavoriteIds = createServerFn({ method: 'GET' }).handler(
  (): Promise<ApiEnvelope<number[] | null>> =>
    asEnvelope('ids', async () => {
      const viewer = await requireAccount(requestCallContext())
      return favoriteIds(await getDatabase(), viewer.userId)
    }),
)

export const toggleFavorite = createServerFn({ method: 'POST' })
  .validator(FavoriteToggleSchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<boolean | null>> =>
      asEnvelope('toggle', async () => {
        const viewer = await requireAccount(requestCallContext())
        const done = await setFavorite(await getDatabase(), viewer.userId, data.product_id, data.on)
        if (!done) throw new ApiError(400, API_CODES.invalidParameter, 'product_id: cannot be starred')
        return data.on
      }),
  )

export const fetchFavorites = createServerFn({ method: 'GET' })
  .validator(FavoritesPageSchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<FavoritesPage | null>> =>
      asEnvelope('list', async () => {
        const viewer = await requireAccount(requestCallContext())
        return favoritesPage(await getDatabase(), viewer.userId, data.page, FAVORITES_PAGE_SIZE)
      }),
  )
