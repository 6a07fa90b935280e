// The ads slice of the marketplace API (spec §7: GET /api/ads/list and /api/ads/detail, plus the ad
// export and the world ad trend): the local half reads the ads table and the ad rollups under the quota
// engine, the remote half asks an upstream service for the same routes.
import { ALL_PLANS } from '@/config/plans'
import { asExport } from '@/features/catalog/products.api'
import { exportRowLimit } from '@/features/catalog/products.shared'
import type { ApiEnvelope } from '@/lib/api-codes'
import { API_CODES, REMAINING_UNKNOWN } from '@/lib/api-codes'
import { ApiError, type CallContext, type ExportRows, ok, type Viewer } from '@/server/api/call'
import { defineSlice } from '@/server/marketplace/slice'
import type { WireParams } from '@/server/marketplace/upstream'
import { sessionRequired } from '@/server/quota/quota'
import { adDetail, adsAsOf, adTrend, InvalidAdQueryError, listAds, streamAds } from './ads.server'
import {
  AD_EXPORT_MAX_ROWS,
  type AdDetail,
  type AdList,
  type AdListQuery,
  type AdRow,
  type AdTrend,
  type AdTrendQuery,
  toAdListParams,
} from './ads.shared'

export type AdsApi = {
  listAds(query: AdListQuery, ctx: CallContext): Promise<ApiEnvelope<AdList>>
  adDetail(id: number, ctx: CallContext): Promise<ApiEnvelope<AdDetail | null>>
  /** An ad list's rows for export, within the plan's export rows and the daily export quota. */
  exportAds(query: AdListQuery, ctx: CallContext): Promise<ApiEnvelope<ExportRows<AdRow>>>
  /** The world ad trend: every plan has it (spec §6, "global ad trends"), visitors too. */
  adTrend(query: AdTrendQuery, ctx: CallContext): Promise<ApiEnvelope<AdTrend>>
}

function adExportRowsFor(viewer: Viewer | null): number {
  if (!viewer) return AD_EXPORT_MAX_ROWS
  const plan = ALL_PLANS.find((p) => p.id === viewer.planId)
  return Math.min(AD_EXPORT_MAX_ROWS, exportRowLimit(plan?.productExports ?? 0))
}

/** A page too deep is bad input (400 naming the field), not a failure of ours. */
function invalid(error: unknown): never {
  if (error instanceof InvalidAdQueryError) throw new ApiError(400, API_CODES.invalidParameter, error.message)
  throw error
}

const wire = (query: AdListQuery): WireParams => ({ ...toAdListParams(query) })

export const adsSlice = defineSlice<AdsApi>({
  local: ({ getDb, quota }) => ({
    async listAds(query, ctx) {
      const db = await getDb()
      const viewer = ctx.viewer ? await ctx.viewer() : null
      if (ctx.viewer && !viewer) {
        // A visitor sees the first page, like the other lists; deeper needs a session.
        if (query.page > 1) throw sessionRequired()
        return ok({ ...(await listAds(db, query).catch(invalid)), remaining: REMAINING_UNKNOWN })
      }
      // The ad database's counter; its free rule allows the first page only (spec §6).
      const { value, remaining } = await quota.withQuota(
        ctx,
        'ads',
        () => listAds(db, query).catch(invalid),
        { page: query.page },
      )
      return ok({ ...value, remaining })
    },
    async adDetail(id, ctx) {
      const db = await getDb()
      const { value, remaining } = await quota.withQuota(ctx, 'ads-detail', async () => {
        const detail = await adDetail(db, id)
        if (!detail) throw new ApiError(404, API_CODES.notFound, `id: no ad ${id}`)
        return detail
      })
      return ok({ ...value, remaining })
    },
    async exportAds(query, ctx) {
      const db = await getDb()
      const { value, remaining } = await quota.withQuota(ctx, 'data-export', async (viewer) => {
        const maxRows = adExportRowsFor(viewer)
        return { rows: streamAds(db, query, { maxRows }), maxRows, asOf: await adsAsOf(db) }
      })
      return ok({ ...value, remaining })
    },
    async adTrend(query) {
      const db = await getDb()
      return ok(await adTrend(db, query))
    },
  }),
  remote: (upstream) => ({
    listAds: (query, ctx) => upstream.get<AdList>('/api/ads/list', wire(query), ctx),
    adDetail: (id, ctx) => upstream.get<AdDetail | null>('/api/ads/detail', { id }, ctx),
    exportAds: async (query, ctx) => {
      const pageOf = (page: number) =>
        upstream.get<AdList>('/api/ads/list', wire({ ...query, page, page_size: 100 }), ctx)
      const first = await pageOf(1)
      async function* rows(): AsyncGenerator<AdRow[]> {
        let reply = first.data
        let sent = 0
        for (let page = 1; reply && sent < AD_EXPORT_MAX_ROWS; page++) {
          yield reply.list.slice(0, AD_EXPORT_MAX_ROWS - sent)
          sent += reply.list.length
          if (reply.list.length < 100) return
          reply = (await pageOf(page + 1)).data
        }
      }
      return asExport(first, rows(), first.data?.as_of ?? null)
    },
    adTrend: (query, ctx) =>
      upstream.get<AdTrend>('/api/ads/trend', { days: query.days, country: query.country }, ctx),
  }),
})
