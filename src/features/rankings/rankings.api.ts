// The rankings slice of the marketplace API (spec §7: /api/rank/*): a day's rank list, a product's
// trend on it, the list's analysis and its export. The quota table's entries carry the free plan's rules
// (best-seller and 5-star lists: the last 7 list days), which the quota engine applies.
import { asExport, exportRowsFor } from '@/features/catalog/products.api'
import { API_CODES, type ApiEnvelope, REMAINING_UNKNOWN } from '@/lib/api-codes'
import { ApiError, type CallContext, type ExportRows, ok } from '@/server/api/call'
import { defineSlice } from '@/server/marketplace/slice'
import type { WireParams } from '@/server/marketplace/upstream'
import { rankAnalysis, rankDates, rankExportRows, rankList, rankTrend } from './rankings.server'
import type {
  RankAnalysis,
  RankExportQuery,
  RankList,
  RankListQuery,
  RankRow,
  RankTrend,
  RankTrendQuery,
} from './rankings.shared'
import { rankFeature } from './rankings.shared'

export type RankingsApi = {
  /** One day's rank list (GET /api/rank/rank_list). */
  rankList(query: RankListQuery, ctx: CallContext): Promise<ApiEnvelope<RankList>>
  /** A product's place on a rank list over time (GET /api/rank/get_product_rank_trend). */
  rankTrend(query: RankTrendQuery, ctx: CallContext): Promise<ApiEnvelope<RankTrend>>
  /** Category share, price bands and new entries of one day's list. */
  rankAnalysis(query: RankListQuery, ctx: CallContext): Promise<ApiEnvelope<RankAnalysis>>
  /** One day's whole rank list for export: the same quota and refusals as the product export. */
  exportRanks(query: RankExportQuery, ctx: CallContext): Promise<ApiEnvelope<ExportRows<RankRow>>>
}

const wire = (query: RankListQuery | RankTrendQuery | RankExportQuery): WireParams => ({ ...query })

export const rankingsSlice = defineSlice<RankingsApi>({
  local: ({ getDb, quota }) => {
    /** Where a list call reads, for the free rules: the window counts back from the latest list day. */
    const position = (query: RankListQuery) => ({
      page: query.page,
      day: query.date,
      latestDay: async () => (await rankDates(await getDb())).last,
    })
    return {
      async rankList(query, ctx) {
        const db = await getDb()
        const viewer = ctx.viewer ? await ctx.viewer() : null
        if (ctx.viewer && !viewer && query.page === 1 && !query.date) {
          // Visitors see the latest day's first page, like the product lists; more needs a session
          // (a page request gets its guest in withQuota).
          return ok({ ...(await rankList(db, query)), remaining: REMAINING_UNKNOWN })
        }
        const { value, remaining } = await quota.withQuota(
          ctx,
          rankFeature(query.list_type),
          () => rankList(db, query),
          position(query),
        )
        return ok({ ...value, remaining })
      },
      async rankTrend(query, ctx) {
        const db = await getDb()
        const { value, remaining } = await quota.withQuota(ctx, 'historical-trend-dialog', async () => {
          const trend = await rankTrend(db, query)
          if (!trend)
            throw new ApiError(404, API_CODES.notFound, `product_id: no product ${query.product_id}`)
          return trend
        })
        return ok({ ...value, remaining })
      },
      async rankAnalysis(query, ctx) {
        const db = await getDb()
        const viewer = ctx.viewer ? await ctx.viewer() : null
        if (ctx.viewer && !viewer && !query.date) {
          return ok({ ...(await rankAnalysis(db, query)), remaining: REMAINING_UNKNOWN })
        }
        const { value, remaining } = await quota.withQuota(
          ctx,
          rankFeature(query.list_type),
          () => rankAnalysis(db, query),
          { day: query.date, latestDay: position(query).latestDay },
        )
        return ok({ ...value, remaining })
      },
      async exportRanks(query, ctx) {
        const db = await getDb()
        // The export counts against data-export, which the free plan does not include: the list's 7-day
        // window (a free-plan rule) never comes into play, and paid plans export any day.
        const { value, remaining } = await quota.withQuota(ctx, 'data-export', async (viewer) => {
          const date = query.date ?? (await rankDates(db)).last
          const maxRows = exportRowsFor(viewer)
          return { rows: rankExportRows(db, query, date, maxRows), maxRows, asOf: date }
        })
        return ok({ ...value, remaining })
      },
    }
  },
  remote: (upstream) => ({
    rankList: (query, ctx) => upstream.get<RankList>('/api/rank/rank_list', wire(query), ctx),
    rankTrend: (query, ctx) => upstream.get<RankTrend>('/api/rank/get_product_rank_trend', wire(query), ctx),
    rankAnalysis: (query, ctx) => upstream.get<RankAnalysis>('/api/rank/analysis', wire(query), ctx),
    // The upstream's whole list in one page (a list is at most 100 places): the rows its export holds.
    exportRanks: async (query, ctx) => {
      const reply = await upstream.get<RankList>(
        '/api/rank/rank_list',
        wire({ ...query, page: 1, page_size: 100 }),
        ctx,
      )
      async function* rows(): AsyncGenerator<RankRow[]> {
        if (reply.data) yield reply.data.list
      }
      return asExport(reply, rows(), reply.data?.date ?? null)
    },
  }),
})
