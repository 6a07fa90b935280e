import { createServerFn } from '@tanstack/react-start'
import type { ApiEnvelope } from '@/lib/api-codes'
import { serverReply } from '@/server/api/reply'
import { requestCallContext } from '@/server/auth/context'
import { storesSlice } from './stores.api'
import {
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
