import { categoryTree } from '@/features/products/categories.server'
import {
  decodeCursor,
  InvalidQueryError,
  listProducts,
  productDetail,
} from '@/features/products/products.server'
import { LIST_DEFAULT_SORT, type ProductListQuery } from '@/features/products/products.shared'
import { rankAnalysis, rankList, rankTrend } from '@/features/rankings/rankings.server'
import { API_CODES, REMAINING_UNKNOWN } from '@/lib/api-codes'
import type { Database } from '@/server/db/client'
import { ApiError, type ExchangeRates, type MarketplaceApi, type PluginVersion } from './api'
import { PLUGIN_RELEASE } from './plugin-release'
import { createQuota, firstPageOnly, sessionRequired } from './quota'

const ok = <T>(data: T) => ({ code: API_CODES.success, msg: 'success', data })

function invalid(error: unknown): never {
  if (error instanceof InvalidQueryError) throw new ApiError(400, API_CODES.invalidParameter, error.message)
  throw error
}

/** A bad cursor is bad input (400) whoever asks, before any session or plan rule is applied. */
function checkCursor(query: ProductListQuery): void {
  if (!query.cursor) return
  try {
    decodeCursor(query.cursor, query.sort ?? (query.list ? LIST_DEFAULT_SORT[query.list] : 'month_sales'))
  } catch (error) {
    invalid(error)
  }
}

/** The MarketplaceApi over this app's database. */
export function createLocalMarketplaceApi(getDb: () => Promise<Database>): MarketplaceApi {
  const quota = createQuota(getDb)
  return {
    kind: 'local',
    async listProducts(query, ctx) {
      checkCursor(query)
      const db = await getDb()
      const viewer = ctx.viewer ? await ctx.viewer() : null
      if (ctx.viewer && !viewer) {
        // A visitor without a session sees the first page (the page every anonymous visitor shares);
        // going deeper needs a session, like every other quota-tracked call.
        if (query.page > 1 || query.cursor) throw sessionRequired()
        const data = await listProducts(db, query).catch(invalid)
        return ok({ ...data, remaining: REMAINING_UNKNOWN })
      }
      if (viewer) firstPageOnly(viewer, query.page, query.cursor)
      const { value, remaining } = await quota.withQuota(ctx, 'product-database', () =>
        listProducts(db, query).catch(invalid),
      )
      return ok({ ...value, remaining })
    },
    async productDetail(id, ctx) {
      const db = await getDb()
      const { value, remaining } = await quota.withQuota(ctx, 'product-detail', async () => {
        const detail = await productDetail(db, id)
        if (!detail) throw new ApiError(404, API_CODES.notFound, `id: no product ${id}`)
        return detail
      })
      return ok({ ...value, remaining })
    },
    async exchangeRates() {
      const db = await getDb()
      const rows = await db.query<{ currency: string; per_usd: number; date: string }>(
        `SELECT currency, per_usd, to_char(date, 'YYYY-MM-DD') AS date FROM exchange_rates ORDER BY currency`,
      )
      const data: Record<string, number> = {}
      for (const row of rows) data[row.currency] = Math.round(row.per_usd * 10_000) / 10_000
      data.USD = 1
      const rates: ExchangeRates = {
        USD: 1,
        data,
        exchange_rate: data.CNY ?? 0,
        date:
          rows
            .map((r) => r.date)
            .sort()
            .at(-1) ?? null,
      }
      return ok(rates)
    },
    async rankList(query) {
      const db = await getDb()
      return ok({ ...(await rankList(db, query)), remaining: REMAINING_UNKNOWN })
    },
    async rankTrend(query) {
      const db = await getDb()
      const trend = await rankTrend(db, query)
      if (!trend) throw new ApiError(404, API_CODES.notFound, `product_id: no product ${query.product_id}`)
      return ok({ ...trend, remaining: REMAINING_UNKNOWN })
    },
    async rankAnalysis(query) {
      const db = await getDb()
      return ok({ ...(await rankAnalysis(db, query)), remaining: REMAINING_UNKNOWN })
    },
    async categoryTree() {
      const db = await getDb()
      return ok(await categoryTree(db))
    },
    async pluginVersion() {
      const version: PluginVersion = PLUGIN_RELEASE
      return ok(version)
    },
  }
}
