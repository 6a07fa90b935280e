// The trademarks slice of the marketplace API: GET /api/trademark/search, /detail and /check_title.
// Each needs a session (a signed-in user or the visitor's guest); calls from inside the server (scripts,
// tests) carry no HTTP caller and are not asked for one.

import type { ApiEnvelope } from '@/lib/api-codes'
import { API_CODES, REMAINING_UNKNOWN } from '@/lib/api-codes'
import { filtersToWire } from '@/lib/fields'
import { ApiError, type CallContext, ok } from '@/server/api/call'
import { defineSlice } from '@/server/marketplace/slice'
import { requireUser } from '@/server/quota/quota'
import type { TitleCheckQuery } from './trademark-calls.shared'
import { checkTitle, searchTrademarks, trademarkDetail } from './trademarks.server'
import {
  type TitleCheck,
  TRADEMARK_FILTERS,
  type TrademarkDetail,
  type TrademarkList,
  type TrademarkSearchQuery,
} from './trademarks.shared'

export type TrademarksApi = {
  searchTrademarks(query: TrademarkSearchQuery, ctx: CallContext): Promise<ApiEnvelope<TrademarkList>>
  trademarkDetail(id: number, ctx: CallContext): Promise<ApiEnvelope<TrademarkDetail | null>>
  checkTitle(query: TitleCheckQuery, ctx: CallContext): Promise<ApiEnvelope<TitleCheck>>
}

/** The session check of the IP searches (patents use it too). */
export async function requireSession(ctx: CallContext): Promise<void> {
  if (ctx.viewer || ctx.guest) await requireUser(ctx)
}

export const trademarksSlice = defineSlice<TrademarksApi>({
  local: ({ getDb }) => ({
    async searchTrademarks(query, ctx) {
      await requireSession(ctx)
      return ok({ ...(await searchTrademarks(await getDb(), query)), remaining: REMAINING_UNKNOWN })
    },
    async trademarkDetail(id, ctx) {
      await requireSession(ctx)
      const detail = await trademarkDetail(await getDb(), id)
      if (!detail) throw new ApiError(404, API_CODES.notFound, `id: no trademark ${id}`)
      return ok(detail)
    },
    async checkTitle(query, ctx) {
      await requireSession(ctx)
      return ok(await checkTitle(await getDb(), query))
    },
  }),
  remote: (upstream) => ({
    searchTrademarks: (query, ctx) =>
      upstream.get<TrademarkList>(
        '/api/trademark/search',
        {
          ...filtersToWire(TRADEMARK_FILTERS, query),
          q: query.q,
          mode: query.mode,
          page: query.page,
          page_size: query.page_size,
        },
        ctx,
      ),
    trademarkDetail: (id, ctx) => upstream.get<TrademarkDetail | null>('/api/trademark/detail', { id }, ctx),
    checkTitle: (query, ctx) =>
      upstream.get<TitleCheck>(
        '/api/trademark/check_title',
        { title: query.title, category: query.category, classes: query.classes?.join(',') },
        ctx,
      ),
  }),
})
