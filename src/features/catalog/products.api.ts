// The products slice of the marketplace API (spec §7: /api/v2/products/*, /api/common/categories): the
// local half reads this app's database through products.server.ts under the quota engine; the remote
// half asks an upstream service for the same routes.

import { ALL_PLANS } from '@/config/plans'
import type { ApiEnvelope } from '@/lib/api-codes'
import { API_CODES, REMAINING_UNKNOWN } from '@/lib/api-codes'
import { ApiError, type CallContext, type ExportRows, ok, type Viewer } from '@/server/api/call'
import { defineSlice } from '@/server/marketplace/slice'
import type { WireParams } from '@/server/marketplace/upstream'
import { categoryTree } from './categories.server'
import { productDetail } from './product-detail.server'
import { listProducts, streamProducts } from './product-list.server'
import { buildListFilter, decodeCursor, InvalidQueryError, productsAsOf } from './product-query.server'
import {
  type CategoryNode,
  EXPORT_MAX_ROWS,
  exportRowLimit,
  LIST_DEFAULT_SORT,
  type ProductDetail,
  type ProductList,
  type ProductListQuery,
  type ProductRow,
  toProductListParams,
} from './products.shared'

export type ProductsApi = {
  listProducts(query: ProductListQuery, ctx: CallContext): Promise<ApiEnvelope<ProductList>>
  productDetail(id: number, ctx: CallContext): Promise<ApiEnvelope<ProductDetail | null>>
  /**
   * A list's rows for export, read lazily in keyset batches; within the plan's row limit and its daily
   * export quota (docs/quotas.md). Not an /api JSON reply: the route streams the rows as CSV.
   */
  exportProducts(query: ProductListQuery, ctx: CallContext): Promise<ApiEnvelope<ExportRows<ProductRow>>>
  /** The whole category tree, for pickers. */
  categoryTree(ctx: CallContext): Promise<ApiEnvelope<CategoryNode[]>>
}

/** Rows one export may hold: the plan's limit; calls from inside the server get the cap. */
export function exportRowsFor(viewer: Viewer | null): number {
  if (!viewer) return EXPORT_MAX_ROWS
  return exportRowLimit(ALL_PLANS.find((p) => p.id === viewer.planId)?.productExports ?? 0)
}

/** A bad query value found while building SQL is bad input (400), not a failure of ours. */
export function invalid(error: unknown): never {
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

const wire = (query: ProductListQuery): WireParams => ({ ...toProductListParams(query) })

/** An upstream list reply as an export: its code and uses left, with the rows read from the list. */
export const asExport = <Row>(
  reply: ApiEnvelope<{ remaining: number } | null>,
  rows: AsyncIterable<Row[]>,
  asOf: string | null,
): ApiEnvelope<ExportRows<Row>> => ({
  code: reply.code,
  msg: reply.msg,
  data: { rows, maxRows: EXPORT_MAX_ROWS, asOf, remaining: reply.data?.remaining ?? REMAINING_UNKNOWN },
})

export const productsSlice = defineSlice<ProductsApi>({
  local: ({ getDb, quota }) => ({
    async listProducts(query, ctx) {
      checkCursor(query)
      const db = await getDb()
      const viewer = ctx.viewer ? await ctx.viewer() : null
      if (ctx.viewer && !viewer && query.page === 1 && !query.cursor) {
        // A visitor without a session sees the first page (the page every anonymous visitor shares);
        // going deeper needs a session (a page request gets its guest in withQuota), like every other
        // quota-tracked call.
        const data = await listProducts(db, query).catch(invalid)
        return ok({ ...data, remaining: REMAINING_UNKNOWN })
      }
      const { value, remaining } = await quota.withQuota(
        ctx,
        'product-database',
        () => listProducts(db, query).catch(invalid),
        { page: query.page, cursor: query.cursor },
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
    async categoryTree() {
      return ok(await categoryTree(await getDb()))
    },
  }),
  remote: (upstream) => ({
    listProducts: (query, ctx) => upstream.get<ProductList>('/api/v2/products/list', wire(query), ctx),
    productDetail: (id, ctx) => upstream.get<ProductDetail | null>('/api/v2/products/detail', { id }, ctx),
    // The upstream's list read page by page (keyset): the same rows its export would hold.
    exportProducts: async (query, ctx) => {
      const pageOf = (cursor?: string) =>
        upstream.get<ProductList>(
          '/api/v2/products/list',
          wire({ ...query, page: 1, page_size: 100, cursor }),
          ctx,
        )
      const first = await pageOf()
      async function* rows(): AsyncGenerator<ProductRow[]> {
        let page = first.data
        let sent = 0
        while (page && sent < EXPORT_MAX_ROWS) {
          yield page.list.slice(0, EXPORT_MAX_ROWS - sent)
          sent += page.list.length
          if (!page.next_cursor) return
          page = (await pageOf(page.next_cursor)).data
        }
      }
      return asExport(first, rows(), first.data?.as_of ?? null)
    },
    categoryTree: (ctx) => upstream.get<CategoryNode[]>('/api/common/categories', {}, ctx),
  }),
})
