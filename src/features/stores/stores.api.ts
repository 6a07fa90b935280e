// The stores slice of the marketplace API (spec §7: GET /api/store/list, /api/store/detail, and the
// store export): the local half reads the store rollups under the quota engine, the remote half asks an
// upstream service for the same routes.
import { ALL_PLANS } from '@/config/plans'
import { asExport } from '@/features/catalog/products.api'
import type { ApiEnvelope } from '@/lib/api-codes'
import { API_CODES, REMAINING_UNKNOWN } from '@/lib/api-codes'
import { ApiError, type CallContext, type ExportRows, ok, type Viewer } from '@/server/api/call'
import { defineSlice } from '@/server/marketplace/slice'
import type { WireParams } from '@/server/marketplace/upstream'
import { sessionRequired } from '@/server/quota/quota'
import { InvalidStoreQueryError, listStores, storeDetail, storesAsOf, streamStores } from './stores.server'
import {
  STORE_EXPORT_MAX_ROWS,
  type StoreDetail,
  type StoreList,
  type StoreListQuery,
  type StoreRow,
  storeExportRowLimit,
  toStoreListParams,
} from './stores.shared'

export type StoresApi = {
  listStores(query: StoreListQuery, ctx: CallContext): Promise<ApiEnvelope<StoreList>>
  storeDetail(id: number, ctx: CallContext): Promise<ApiEnvelope<StoreDetail | null>>
  /** A store list's rows for export, within the plan's store-export rows and the daily export quota. */
  exportStores(query: StoreListQuery, ctx: CallContext): Promise<ApiEnvelope<ExportRows<StoreRow>>>
}

/** Rows one store export may hold: the plan's limit; calls from inside the server get the cap. */
function storeExportRowsFor(viewer: Viewer | null): number {
  if (!viewer) return STORE_EXPORT_MAX_ROWS
  return storeExportRowLimit(ALL_PLANS.find((p) => p.id === viewer.planId)?.shopExports ?? 0)
}

/** A page too deep is bad input (400 naming the field), not a failure of ours. */
function invalid(error: unknown): never {
  if (error instanceof InvalidStoreQueryError)
    throw new ApiError(400, API_CODES.invalidParameter, error.message)
  throw error
}

const wire = (query: StoreListQuery): WireParams => ({ ...toStoreListParams(query) })

export const storesSlice = defineSlice<StoresApi>({
  local: ({ getDb, quota }) => ({
    async listStores(query, ctx) {
      const db = await getDb()
      const viewer = ctx.viewer ? await ctx.viewer() : null
      if (ctx.viewer && !viewer) {
        // A visitor without a session sees the first page, like the product lists; deeper needs a session.
        if (query.page > 1) throw sessionRequired()
        return ok({ ...(await listStores(db, query).catch(invalid)), remaining: REMAINING_UNKNOWN })
      }
      // The three lists share the mall-hot-sale counter; its free rule allows the first page only.
      const { value, remaining } = await quota.withQuota(
        ctx,
        'mall-hot-sale',
        () => listStores(db, query).catch(invalid),
        { page: query.page },
      )
      return ok({ ...value, remaining })
    },
    async storeDetail(id, ctx) {
      const db = await getDb()
      const { value, remaining } = await quota.withQuota(ctx, 'mall-detail', async () => {
        const detail = await storeDetail(db, id)
        if (!detail) throw new ApiError(404, API_CODES.notFound, `id: no store ${id}`)
        return detail
      })
      return ok({ ...value, remaining })
    },
    async exportStores(query, ctx) {
      const db = await getDb()
      const { value, remaining } = await quota.withQuota(ctx, 'data-export', async (viewer) => {
        const maxRows = storeExportRowsFor(viewer)
        return { rows: streamStores(db, query, { maxRows }), maxRows, asOf: await storesAsOf(db) }
      })
      return ok({ ...value, remaining })
    },
  }),
  remote: (upstream) => ({
    listStores: (query, ctx) => upstream.get<StoreList>('/api/store/list', wire(query), ctx),
    storeDetail: (id, ctx) => upstream.get<StoreDetail | null>('/api/store/detail', { id }, ctx),
    // The upstream's list read page by page: the same rows its export would hold.
    exportStores: async (query, ctx) => {
      const pageOf = (page: number) =>
        upstream.get<StoreList>('/api/store/list', wire({ ...query, page, page_size: 100 }), ctx)
      const first = await pageOf(1)
      async function* rows(): AsyncGenerator<StoreRow[]> {
        let reply = first.data
        let sent = 0
        for (let page = 1; reply && sent < STORE_EXPORT_MAX_ROWS; page++) {
          yield reply.list.slice(0, STORE_EXPORT_MAX_ROWS - sent)
          sent += reply.list.length
          if (reply.list.length < 100) return
          reply = (await pageOf(page + 1)).data
        }
      }
      return asExport(first, rows(), first.data?.as_of ?? null)
    },
  }),
})
