// The MarketplaceApi against an upstream service speaking the same /api contract (MARKETPLACE_API_URL).
// Queries are sent back in their wire form; the upstream's codes and messages pass through unchanged.
import type { ProductDetail, ProductList, ProductListQuery } from '@/features/products/products.shared'
import { API_CODES, type ApiEnvelope } from '@/lib/api-codes'
import { createHttpClient, HttpError } from '@/lib/http'
import type { NumericRange } from '@/lib/range'
import {
  ApiError,
  type CallContext,
  type ExchangeRates,
  type MarketplaceApi,
  type PluginVersion,
} from './api'

type Wire = Record<string, string | number | undefined>

const range = (r: NumericRange | undefined) => (r ? `${r.min ?? ''}~${r.max ?? ''}` : undefined)

/** A parsed list query back in the parameters the contract takes. */
export function productListParams(q: ProductListQuery): Wire {
  return {
    site: q.site,
    category: q.category,
    price: range(q.price),
    day_sales: range(q.day_sales),
    week_sales: range(q.week_sales),
    month_sales: range(q.month_sales),
    week_growth: range(q.week_growth),
    month_growth: range(q.month_growth),
    rating: q.rating,
    reviews: range(q.reviews),
    listed_from: q.listed_from,
    listed_to: q.listed_to,
    status: q.status,
    managed: q.managed,
    store: q.store,
    keyword: q.keyword,
    same_items: range(q.same_items),
    list: q.list,
    sort: q.sort,
    order: q.order,
    page: q.page,
    page_size: q.page_size,
    cursor: q.cursor,
  }
}

function isEnvelope(body: unknown): body is ApiEnvelope<unknown> {
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'number'
}

export function createRemoteMarketplaceApi(
  baseUrl: string,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): MarketplaceApi {
  async function call<T>(path: string, params: Wire, ctx: CallContext): Promise<ApiEnvelope<T>> {
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
    listProducts: (query, ctx) => call<ProductList>('/api/v2/products/list', productListParams(query), ctx),
    productDetail: (id, ctx) => call<ProductDetail | null>('/api/v2/products/detail', { id }, ctx),
    exchangeRates: (ctx) => call<ExchangeRates>('/api/common/rate', {}, ctx),
    pluginVersion: (ctx) => call<PluginVersion>('/api/common/get_plugin_version', {}, ctx),
  }
}
