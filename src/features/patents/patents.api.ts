// The patents slice of the marketplace API: GET /api/patent/search and /detail, each needing a session
// like the trademark search (calls from inside the server are not asked for one).

import { requireSession } from '@/features/trademarks/trademarks.api'
import type { ApiEnvelope } from '@/lib/api-codes'
import { API_CODES } from '@/lib/api-codes'
import { filtersToWire } from '@/lib/fields'
import { ApiError, type CallContext, ok } from '@/server/api/call'
import { defineSlice } from '@/server/marketplace/slice'
import { patentDetail, searchPatents } from './patents.server'
import { PATENT_FILTERS, type PatentDetail, type PatentList, type PatentSearchQuery } from './patents.shared'

export type PatentsApi = {
  searchPatents(query: PatentSearchQuery, ctx: CallContext): Promise<ApiEnvelope<PatentList>>
  patentDetail(id: number, ctx: CallContext): Promise<ApiEnvelope<PatentDetail | null>>
}

export const patentsSlice = defineSlice<PatentsApi>({
  local: ({ getDb }) => ({
    async searchPatents(query, ctx) {
      await requireSession(ctx)
      return ok(await searchPatents(await getDb(), query))
    },
    async patentDetail(id, ctx) {
      await requireSession(ctx)
      const detail = await patentDetail(await getDb(), id)
      if (!detail) throw new ApiError(404, API_CODES.notFound, `id: no patent ${id}`)
      return ok(detail)
    },
  }),
  remote: (upstream) => ({
    searchPatents: (query, ctx) =>
      upstream.get<PatentList>(
        '/api/patent/search',
        {
          ...filtersToWire(PATENT_FILTERS, query),
          q: query.q,
          sort: query.sort,
          page: query.page,
          page_size: query.page_size,
        },
        ctx,
      ),
    patentDetail: (id, ctx) => upstream.get<PatentDetail | null>('/api/patent/detail', { id }, ctx),
  }),
})
