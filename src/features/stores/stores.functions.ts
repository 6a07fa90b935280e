import { createServerFn } from '@tanstack/react-start'
import { FAVORITES_PAGE_SIZE, FavoritesPageSchema } from '@/features/catalog/favorites.shared'
import type { ApiEnvelope } from '@/lib/api-codes'
import { ok } from '@/server/api/call'
import { serverReply } from '@/server/api/reply'
import { requestCallContext } from '@/server/auth/context'
import { getDatabase } from '@/server/db/client'
import { requireAccount } from '@/server/quota/quota'
import { storesSlice } from './stores.api'
import { favoriteStoresPage } from './stores.server'
import {
  type FavoriteStoresPage,
  type StoreDetail,
  StoreDetailQuerySchema,
  type StoreList,
  StoreListQuerySchema,
} from './stores.shared'

/** A store list page as a typed result: data on success, code and message otherwise. */
export const fetchStoreList = createServerFn({ method: 'GET' })
  .validator(StoreListQuerySchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<StoreList | null>> =>
      serverReply('stores list', () => storesSlice.serve().listStores(data, requestCallContext())),
  )

/** One store's detail page data: data, or the code (404, limit, login) and message. */
export const fetchStoreDetail = createServerFn({ method: 'GET' })
  .validator(StoreDetailQuerySchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<StoreDetail | null>> =>
      serverReply('stores detail', () => storesSlice.serve().storeDetail(data.id, requestCallContext())),
  )

/** The signed-in user's starred stores (a visitor gets 10001 and the login prompt, as for products). */
export const fetchFavoriteStores = createServerFn({ method: 'GET' })
  .validator(FavoritesPageSchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<FavoriteStoresPage | null>> =>
      serverReply('stores favorites', async () => {
        const viewer = await requireAccount(requestCallContext())
        return ok(
          await favoriteStoresPage(await getDatabase(), viewer.userId, data.page, FAVORITES_PAGE_SIZE),
        )
      }),
  )
