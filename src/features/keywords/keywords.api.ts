// The keywords slice of the marketplace API (spec §7: GET /api/keyword/keyword_list and
// /api/keyword/keyword_reverse, plus /api/keyword/keyword_analysis and the list's export). The keyword
// database is free on every plan for a limited time (spec §6), so its list counts against no quota; the
// reverse lookup and the analysis count against `keyword-reverse` and `keyword-analysis`.
import { asExport, exportRowsFor } from '@/features/catalog/products.api'
import type { ApiEnvelope } from '@/lib/api-codes'
import { API_CODES, REMAINING_UNKNOWN } from '@/lib/api-codes'
import { ApiError, type CallContext, type ExportRows, ok } from '@/server/api/call'
import { defineSlice } from '@/server/marketplace/slice'
import type { WireParams } from '@/server/marketplace/upstream'
import {
  InvalidKeywordQueryError,
  keywordAnalysis,
  listKeywords,
  reverseLookup,
  streamKeywords,
} from './keywords.server'
import {
  KEYWORD_EXPORT_MAX_ROWS,
  type KeywordAnalysis,
  type KeywordList,
  type KeywordListQuery,
  type KeywordReverse,
  type KeywordRow,
  toKeywordListParams,
} from './keywords.shared'

/** The fastest rising keywords of a site, read from this domain's rollups: what other domains (the
 *  dashboard's movers) may take from keywords without reaching into its server modules. */
export { risingKeywords } from './keywords.server'

export type KeywordsApi = {
  listKeywords(query: KeywordListQuery, ctx: CallContext): Promise<ApiEnvelope<KeywordList>>
  /** Keywords the products (ids, in the caller's order) rank for, merged. */
  reverseKeywords(productIds: readonly number[], ctx: CallContext): Promise<ApiEnvelope<KeywordReverse>>
  keywordAnalysis(id: number, ctx: CallContext): Promise<ApiEnvelope<KeywordAnalysis | null>>
  exportKeywords(query: KeywordListQuery, ctx: CallContext): Promise<ApiEnvelope<ExportRows<KeywordRow>>>
}

function invalid(error: unknown): never {
  if (error instanceof InvalidKeywordQueryError)
    throw new ApiError(400, API_CODES.invalidParameter, error.message)
  throw error
}

const wire = (query: KeywordListQuery): WireParams => ({ ...toKeywordListParams(query) })

export const keywordsSlice = defineSlice<KeywordsApi>({
  local: ({ getDb, quota }) => ({
    async listKeywords(query) {
      const db = await getDb()
      return ok({ ...(await listKeywords(db, query).catch(invalid)), remaining: REMAINING_UNKNOWN })
    },
    async reverseKeywords(productIds, ctx) {
      const db = await getDb()
      const { value, remaining } = await quota.withQuota(ctx, 'keyword-reverse', async () => {
        const reply = await reverseLookup(db, productIds)
        if (!reply.products.some((p) => p.found)) {
          throw new ApiError(404, API_CODES.notFound, `products: no product ${productIds.join(', ')}`)
        }
        return reply
      })
      return ok({ ...value, remaining })
    },
    async keywordAnalysis(id, ctx) {
      const db = await getDb()
      const { value, remaining } = await quota.withQuota(ctx, 'keyword-analysis', async () => {
        const analysis = await keywordAnalysis(db, id)
        if (!analysis) throw new ApiError(404, API_CODES.notFound, `id: no keyword ${id}`)
        return analysis
      })
      return ok({ ...value, remaining })
    },
    async exportKeywords(query, ctx) {
      const db = await getDb()
      const { value, remaining } = await quota.withQuota(ctx, 'data-export', async (viewer) => {
        const maxRows = Math.min(KEYWORD_EXPORT_MAX_ROWS, exportRowsFor(viewer))
        const [fresh] = await db.query<{ day: string | null }>(
          `SELECT to_char(last_date, 'YYYY-MM-DD') AS day FROM freshness WHERE entity = 'keywords'`,
        )
        return { rows: streamKeywords(db, query, { maxRows }), maxRows, asOf: fresh?.day ?? null }
      })
      return ok({ ...value, remaining })
    },
  }),
  remote: (upstream) => ({
    listKeywords: (query, ctx) => upstream.get<KeywordList>('/api/keyword/keyword_list', wire(query), ctx),
    reverseKeywords: (productIds, ctx) =>
      upstream.get<KeywordReverse>('/api/keyword/keyword_reverse', { products: productIds.join(',') }, ctx),
    keywordAnalysis: (id, ctx) =>
      upstream.get<KeywordAnalysis | null>('/api/keyword/keyword_analysis', { id }, ctx),
    // The upstream's list read page by page: the same rows its export would hold.
    exportKeywords: async (query, ctx) => {
      const pageOf = (page: number) =>
        upstream.get<KeywordList>('/api/keyword/keyword_list', wire({ ...query, page, page_size: 100 }), ctx)
      const first = await pageOf(1)
      async function* rows(): AsyncGenerator<KeywordRow[]> {
        let reply = first.data
        let sent = 0
        for (let page = 1; reply && sent < KEYWORD_EXPORT_MAX_ROWS; page++) {
          yield reply.list.slice(0, KEYWORD_EXPORT_MAX_ROWS - sent)
          sent += reply.list.length
          if (reply.list.length < 100) return
          reply = (await pageOf(page + 1)).data
        }
      }
      return asExport(first, rows(), first.data?.as_of ?? null)
    },
  }),
})
