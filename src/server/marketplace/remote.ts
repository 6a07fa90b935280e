// The MarketplaceApi against an upstream service speaking the same /api contract (MARKETPLACE_API_URL).
// Queries are sent back in their wire form; the upstream's codes and messages pass through unchanged.
import {
  type CategoryNode,
  EXPORT_MAX_ROWS,
  type ProductDetail,
  type ProductList,
  type ProductListQueryInput,
  type ProductRow,
  toProductListParams,
} from '@/features/products/products.shared'
import type {
  RankAnalysis,
  RankExportQuery,
  RankList,
  RankListQuery,
  RankRow,
  RankTrend,
  RankTrendQuery,
} from '@/features/rankings/rankings.shared'
import { API_CODES, type ApiEnvelope } from '@/lib/api-codes'
import { createHttpClient, HttpError } from '@/lib/http'
import {
  ApiError,
  type CallContext,
  type ExchangeRates,
  type ExportRows,
  type MarketplaceApi,
  type PluginVersion,
} from './api'

function isEnvelope(body: unknown): body is ApiEnvelope<unknown> {
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'number'
}

const rankWire = (
  q: RankListQuery | RankTrendQuery | RankExportQuery,
): Record<string, string | number | undefined> => ({
  ...q,
})

/** An upstream list reply as an export: its code and uses left, with the rows read from the list. */
const asExport = <Row>(
  reply: ApiEnvelope<{ remaining: number } | null>,
  rows: AsyncIterable<Row[]>,
  asOf: string | null,
): ApiEnvelope<ExportRows<Row>> => ({
  code: reply.code,
  msg: reply.msg,
  data: { rows, maxRows: EXPORT_MAX_ROWS, asOf, remaining: reply.data?.remaining ?? -1 },
})

const wire = (params: ProductListQueryInput): Record<string, string | number | undefined> => ({ ...params })

export function createRemoteMarketplaceApi(
  baseUrl: string,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): MarketplaceApi {
  async function call<T>(
    path: string,
    params: Record<string, string | number | undefined>,
    ctx: CallContext,
  ): Promise<ApiEnvelope<T>> {
    const http = createHttpClient({
      baseUrl,
      getToken: () => ctx.token,
      getFingerprint: () => ctx.fingerprint,
      timeoutMs: options.timeoutMs ?? 10_000,
      fetch: options.fetch,
    })
    try {
      const body = await http.get<unknown>(path, params)
      if (!isEnvelope(body))
        throw new ApiError(
          502,
          API_CODES.upstreamUnavailable,
          'The marketplace service sent an unreadable reply',
        )
      // The upstream's envelope is the contract: its data has the shape this route documents.
      return body as ApiEnvelope<T>
    } catch (error) {
      if (error instanceof ApiError) throw error
      if (error instanceof HttpError) {
        if (isEnvelope(error.body) && error.status >= 400 && error.status < 500) {
          throw new ApiError(error.status, error.body.code, error.body.msg)
        }
        throw new ApiError(
          502,
          API_CODES.upstreamUnavailable,
          `The marketplace service did not answer: ${error.message}`,
        )
      }
      throw new ApiError(502, API_CODES.upstreamUnavailable, 'The marketplace service could not be reached')
    }
  }
  return {
    kind: 'remote',
    listProducts: (query, ctx) =>
      call<ProductList>('/api/v2/products/list', wire(toProductListParams(query)), ctx),
    productDetail: (id, ctx) => call<ProductDetail | null>('/api/v2/products/detail', { id }, ctx),
    exchangeRates: (ctx) => call<ExchangeRates>('/api/common/rate', {}, ctx),
    rankList: (query, ctx) => call<RankList>('/api/rank/rank_list', rankWire(query), ctx),
    rankTrend: (query, ctx) => call<RankTrend>('/api/rank/get_product_rank_trend', rankWire(query), ctx),
    rankAnalysis: (query, ctx) => call<RankAnalysis>('/api/rank/analysis', rankWire(query), ctx),
    // The upstream's list read page by page (keyset): the same rows its export would hold.
    exportProducts: async (query, ctx) => {
      const first = await call<ProductList>(
        '/api/v2/products/list',
        wire(toProductListParams({ ...query, page: 1, page_size: 100 })),
        ctx,
      )
      async function* rows(): AsyncGenerator<ProductRow[]> {
        let page = first.data
        let sent = 0
        while (page && sent < EXPORT_MAX_ROWS) {
          yield page.list.slice(0, EXPORT_MAX_ROWS - sent)
          sent += page.list.length
          if (!page.next_cursor) return
          const next = await call<ProductList>(
            '/api/v2/products/list',
            wire(toProductListParams({ ...query, page: 1, page_size: 100, cursor: page.next_cursor })),
            ctx,
          )
          page = next.data
        }
      }
      return asExport(first, rows(), first.data?.as_of ?? null)
    },
    // The upstream's whole list in one page (a list is at most 100 places): the rows its export holds.
    exportRanks: async (query, ctx) => {
      const reply = await call<RankList>(
        '/api/rank/rank_list',
        rankWire({ ...query, page: 1, page_size: 100 }),
        ctx,
      )
      async function* rows(): AsyncGenerator<RankRow[]> {
        if (reply.data) yield reply.data.list
      }
      return asExport(reply, rows(), reply.data?.date ?? null)
    },
    categoryTree: (ctx) => call<CategoryNode[]>('/api/common/categories', {}, ctx),
    pluginVersion: (ctx) => call<PluginVersion>('/api/common/get_plugin_version', {}, ctx),
  }
}
