// The MarketplaceApi: the one interface every caller (server functions, /api routes, scripts) reads
// marketplace data through. `local` serves it from the database, `remote` from an upstream service that
// speaks the same /api contract.

import type { PlanId } from '@/features/billing/plans.shared'
import type { SubscriptionInfo } from '@/features/billing/subscription.shared'
import type {
  CategoryNode,
  ProductDetail,
  ProductList,
  ProductListQuery,
  ProductRow,
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
import type { ApiEnvelope } from '@/lib/api-codes'

/** The signed-in user (or fingerprint-bound guest) behind a call, with the plan in force now. */
export type Viewer = {
  userId: string
  email: string
  username: string
  isGuest: boolean
  /** The effective plan: an expired subscription counts as 0 (spec §4). */
  planId: PlanId
  subscription: SubscriptionInfo
}

/** The credentials of `Authorization: token##fingerprint`. */
export type Credentials = { token: string | null; fingerprint: string | null }

/**
 * Who is calling. `viewer` resolves the session (cookie or token) once, on first use. Contexts built
 * from an HTTP request (callContextFromRequest in context.ts) always have it; without it the call comes
 * from inside the server (scripts, benchmarks, data tests) and no quota applies.
 */
export type CallContext = Credentials & { viewer?: () => Promise<Viewer | null> }

/** A call from inside the server: no HTTP caller, so no session and no quota (scripts, benchmarks). */
export const ANONYMOUS: CallContext = { token: null, fingerprint: null }

/** The rows of an export, read lazily while the file downloads, and what its reply headers carry. */
export type ExportRows<Row> = {
  rows: AsyncIterable<Row[]>
  /** The most rows this export may hold (plan limit). */
  maxRows: number
  /** The day of the data, for the file name. */
  asOf: string | null
  remaining: number
}

export type ExchangeRates = {
  /** Always 1: the rates are units of each currency per US dollar. */
  USD: 1
  data: Record<string, number>
  /** Yuan per dollar, the rate the pricing and converter pages show. */
  exchange_rate: number
  date: string | null
}

export type PluginVersion = {
  version: string
  min_version: string
  download_url: string
  released_at: string
}

export interface MarketplaceApi {
  readonly kind: 'local' | 'remote'
  listProducts(query: ProductListQuery, ctx: CallContext): Promise<ApiEnvelope<ProductList>>
  productDetail(id: number, ctx: CallContext): Promise<ApiEnvelope<ProductDetail | null>>
  exchangeRates(ctx: CallContext): Promise<ApiEnvelope<ExchangeRates>>
  /** One day's rank list (spec §7 GET /api/rank/rank_list). */
  rankList(query: RankListQuery, ctx: CallContext): Promise<ApiEnvelope<RankList>>
  /** A product's place on a rank list over time (GET /api/rank/get_product_rank_trend). */
  rankTrend(query: RankTrendQuery, ctx: CallContext): Promise<ApiEnvelope<RankTrend>>
  /** Category share, price bands and new entries of one day's list. */
  rankAnalysis(query: RankListQuery, ctx: CallContext): Promise<ApiEnvelope<RankAnalysis>>
  /**
   * A list's rows for export, read lazily in keyset batches; within the plan's row limit and its daily
   * export quota (docs/quotas.md). Not an /api JSON reply: the route streams the rows as CSV.
   */
  exportProducts(query: ProductListQuery, ctx: CallContext): Promise<ApiEnvelope<ExportRows<ProductRow>>>
  /** One day's whole rank list for export: the same quota and refusals as exportProducts. */
  exportRanks(query: RankExportQuery, ctx: CallContext): Promise<ApiEnvelope<ExportRows<RankRow>>>
  /** The whole category tree, for pickers. */
  categoryTree(ctx: CallContext): Promise<ApiEnvelope<CategoryNode[]>>
  pluginVersion(ctx: CallContext): Promise<ApiEnvelope<PluginVersion>>
}

/** A reply that is not a success, carried as an error to the HTTP layer (status and envelope). */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** Parses `Authorization: <token>##<fingerprint>` (either side may be empty). */
export function parseAuthorization(header: string | null): Credentials {
  if (!header) return { token: null, fingerprint: null }
  const [token = '', fingerprint = ''] = header.split('##')
  const clean = (s: string) => (s.trim() === '' || s.length > 512 ? null : s.trim())
  return { token: clean(token), fingerprint: clean(fingerprint) }
}
