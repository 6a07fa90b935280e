// Favorites need a session (spec §1): a visitor gets 10001 and the login prompt.
import { createServerFn } from '@tanstack/react-start'
import { API_CODES, type ApiEnvelope } from '@/lib/api-codes'
import { ApiError, ok } from '@/server/api/call'
import { serverReply } from '@/server/api/reply'
import { requestCallContext } from '@/server/auth/context'
import { getDatabase } from '@/server/db/client'
import { requireAccount } from '@/server/quota/quota'
import { favoriteIds, favoritesPage, setFavorite } from './favorites.server'
import {
  FAVORITES_PAGE_SIZE,
  FavoriteIdsSchema,
  type FavoritesPage,
  FavoritesPageSchema,
  FavoriteToggleSchema,
} from './favorites.shared'

/** A favorites read or write as the one server reply: the value on success, the refusal's code otherwise. */
const favoritesReply = <T>(label: string, fn: () => Promise<T>): Promise<ApiEnvelope<T | null>> =>
  serverReply(`favorites ${label}`, async () => ok(await fn()))

export const fetchFavoriteIds = createServerFn({ method: 'GET' })
  .validator(FavoriteIdsSchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<number[] | null>> =>
      favoritesReply('ids', async () => {
        const viewer = await requireAccount(requestCallContext())
        return favoriteIds(await getDatabase(), viewer.userId, data.kind)
      }),
  )

export const toggleFavorite = createServerFn({ method: 'POST' })
  .validator(FavoriteToggleSchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<boolean | null>> =>
      favoritesReply('toggle', async () => {
        const viewer = await requireAccount(requestCallContext())
        const done = await setFavorite(await getDatabase(), viewer.userId, data.id, data.on, data.kind)
        if (!done)
          throw new ApiError(400, API_CODES.invalidParameter, `id: this ${data.kind} cannot be starred`)
        return data.on
      }),
  )

export const fetchFavorites = createServerFn({ method: 'GET' })
  .validator(FavoritesPageSchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<FavoritesPage | null>> =>
      favoritesReply('list', async () => {
        const viewer = await requireAccount(requestCallContext())
        return favoritesPage(await getDatabase(), viewer.userId, data.page, FAVORITES_PAGE_SIZE)
      }),
  )
