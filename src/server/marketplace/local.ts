import { ALL_PLANS } from '@/features/billing/plans.shared'
import { categoryTree } from '@/features/products/categories.server'
import {
  buildListFilter,
  decodeCursor,
  InvalidQueryError,
  listProducts,
  productDetail,
  productsAsOf,
  streamProducts,
} from '@/features/products/products.server'
import {
  EXPORT_MAX_ROWS,
  exportRowLimit,
  LIST_DEFAULT_SORT,
  type ProductListQuery,
} from '@/features/products/products.shared'
import {
  rankAnalysis,
  rankDates,
  rankExportRows,
  rankList,
  rankTrend,
} from '@/features/rankings/rankings.server'
import type { RankType } from '@/features/rankings/rankings.shared'
import { API_CODES, REMAINING_UNKNOWN } from '@/lib/api-codes'
import type { Database } from '@/server/db/client'
import { ApiError, type ExchangeRates, type MarketplaceApi, type PluginVersion, type Viewer } from './api'
import { PLUGIN_RELEASE } from './plugin-release'
import { createQuota, firstPageOnly, lastDaysOnly, sessionRequired } from './quota'

/** Best-seller and 5-star lists are their own quota feature with the free plan's 7-day window (spec §6). */
const isBestList = (type: RankType) => type === 'best_sellers' || type === 'five_star'

/** Free plan: best-seller and 5-star lists of the last 7 list days only (docs/quotas.md). */
async function checkRankWindow(
  db: Database,
  viewer: Viewer | null,
  query: { list_type: RankType; date?: string },
): Promise<void> {
  if (!viewer || !isBestList(query.list_type) || !query.date) return
  const { last } = await rankDates(db)
  if (last) lastDaysOnly(viewer, query.date, 7, last)
}

/** Rows one export may hold: the plan's limit; calls from inside the server get the cap. */
function exportRowsFor(viewer: Viewer | null): number {
  if (!viewer) return EXPORT_MAX_ROWS
  return exportRowLimit(ALL_PLANS.find((p) => p.id === viewer.planId)?.productExports ?? 0)
}

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
    async rankList(query, ctx) {
      const db = await getDb()
      const viewer = ctx.viewer ? await ctx.viewer() : null
      const best = isBestList(query.list_type)
      if (ctx.viewer && !viewer) {
        // Visitors see the latest day's first page, like the product lists; more needs a session.
        if (query.page > 1 || query.date) throw sessionRequired()
        return ok({ ...(await rankList(db, query)), remaining: REMAINING_UNKNOWN })
      }
      await checkRankWindow(db, viewer, query)
      const feature = best ? 'historical-rankings-best' : 'historical-rankings'
      const { value, remaining } = await quota.withQuota(ctx, feature, () => rankList(db, query))
      return ok({ ...value, remaining })
    },
    async rankTrend(query, ctx) {
      const db = await getDb()
      const { value, remaining } = await quota.withQuota(ctx, 'historical-trend-dialog', async () => {
        const trend = await rankTrend(db, query)
        if (!trend) throw new ApiError(404, API_CODES.notFound, `product_id: no product ${query.product_id}`)
        return trend
      })
      return ok({ ...value, remaining })
    },
    async rankAnalysis(query, ctx) {
      const db = await getDb()
      const viewer = ctx.viewer ? await ctx.viewer() : null
      if (ctx.viewer && !viewer) {
        if (query.date) throw sessionRequired()
        return ok({ ...(await rankAnalysis(db, query)), remaining: REMAINING_UNKNOWN })
      }
      const feature = isBestList(query.list_type) ? 'historical-rankings-best' : 'historical-rankings'
      const { value, remaining } = await quota.withQuota(ctx, feature, () => rankAnalysis(db, query))
      return ok({ ...value, remaining })
    },
    async exportProducts(query, ctx) {
      checkCursor(query)
      const db = await getDb()
      // Bad filters answer 400 before a use is taken (the stream would only fail once the download began).
      await buildListFilter(db, query).catch(invalid)
      const { value, remaining } = await quota.withQuota(ctx, 'data-export', async (viewer) => {
        const maxRows = exportRowsFor(viewer)
        return { rows: streamProducts(db, query, { maxRows }), maxRows, asOf: await productsAsOf(db) }
      })
      return ok({ ...value, remaining })
    },
    async exportRanks(query, ctx) {
      const db = await getDb()
      // The rank list's own free-plan window applies before a use is taken, as on the page.
      await checkRankWindow(db, ctx.viewer ? await ctx.viewer() : null, query)
      const { value, remaining } = await quota.withQuota(ctx, 'data-export', async (viewer) => {
        const date = query.date ?? (await rankDates(db)).last
        const maxRows = exportRowsFor(viewer)
        return { rows: rankExportRows(db, query, date, maxRows), maxRows, asOf: date }
      })
      return ok({ ...value, remaining })
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
