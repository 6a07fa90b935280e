// The categories slice of the marketplace API (spec §7: /api/category_analysis/*): the category tree
// with its figures, one category's analysis, and the tree's export. Both reads count against the quota
// table's `category-database` entry, whose free rule (first page only) the quota engine applies.
import { asExport, exportRowsFor } from '@/features/catalog/products.api'
import { API_CODES, type ApiEnvelope, REMAINING_UNKNOWN } from '@/lib/api-codes'
import { ApiError, type CallContext, type ExportRows, ok } from '@/server/api/call'
import { defineSlice } from '@/server/marketplace/slice'
import type { WireParams } from '@/server/marketplace/upstream'
import { sessionRequired } from '@/server/quota/quota'
import { type CategoryExportRow, categoryDetail, categoryExportRows, categoryList } from './categories.server'
import {
  CATEGORY_PAGE_SIZES,
  type CategoryDetail,
  type CategoryDetailQuery,
  type CategoryExportQuery,
  type CategoryList,
  type CategoryListQuery,
  type CategoryRow,
} from './categories.shared'

export type CategoriesApi = {
  /** The category tree, paged by top-level category (GET /api/category_analysis/get_list). */
  categoryList(query: CategoryListQuery, ctx: CallContext): Promise<ApiEnvelope<CategoryList>>
  /** One category's analysis (GET /api/category_analysis/detail). */
  categoryDetail(query: CategoryDetailQuery, ctx: CallContext): Promise<ApiEnvelope<CategoryDetail>>
  /** Every shown node of the filtered tree for export (GET /api/category_analysis/export). */
  exportCategories(
    query: CategoryExportQuery,
    ctx: CallContext,
  ): Promise<ApiEnvelope<ExportRows<CategoryExportRow>>>
}

const wire = (query: CategoryListQuery | CategoryDetailQuery | CategoryExportQuery): WireParams => {
  const out: WireParams = {}
  for (const [key, value] of Object.entries(query)) {
    // Ranges travel in their wire text (5~20), like the URL's.
    if (value && typeof value === 'object') {
      const range = value as { min?: number; max?: number }
      out[key] = `${range.min ?? ''}~${range.max ?? ''}`
    } else if (value !== undefined) out[key] = value as string | number
  }
  return out
}

export const categoriesSlice = defineSlice<CategoriesApi>({
  local: ({ getDb, quota }) => ({
    async categoryList(query, ctx) {
      const db = await getDb()
      const viewer = ctx.viewer ? await ctx.viewer() : null
      if (ctx.viewer && !viewer) {
        // A visitor sees the first page, like the product lists; going deeper needs a session.
        if (query.page > 1) throw sessionRequired()
        return ok({ ...(await categoryList(db, query)), remaining: REMAINING_UNKNOWN })
      }
      const { value, remaining } = await quota.withQuota(
        ctx,
        'category-database',
        () => categoryList(db, query),
        { page: query.page },
      )
      return ok({ ...value, remaining })
    },
    async categoryDetail(query, ctx) {
      const db = await getDb()
      const { value, remaining } = await quota.withQuota(ctx, 'category-database', async () => {
        const detail = await categoryDetail(db, query)
        if (!detail)
          throw new ApiError(
            404,
            API_CODES.notFound,
            `category_id: no category ${query.category_id} on site ${query.site}`,
          )
        return detail
      })
      return ok({ ...value, remaining })
    },
    async exportCategories(query, ctx) {
      const db = await getDb()
      // The export counts against data-export (the plan's export rows), like every list's export.
      const { value, remaining } = await quota.withQuota(ctx, 'data-export', async (viewer) => {
        const maxRows = exportRowsFor(viewer)
        const rows = categoryExportRows(db, query, maxRows)
        const [stats] = await db.query<{ day: string | null }>(
          `SELECT to_char(max(as_of), 'YYYY-MM-DD') AS day FROM category_stats WHERE site_id = $1`,
          [query.site],
        )
        return { rows, maxRows, asOf: stats?.day ?? null }
      })
      return ok({ ...value, remaining })
    },
  }),
  remote: (upstream) => ({
    categoryList: (query, ctx) =>
      upstream.get<CategoryList>('/api/category_analysis/get_list', wire(query), ctx),
    categoryDetail: (query, ctx) =>
      upstream.get<CategoryDetail>('/api/category_analysis/detail', wire(query), ctx),
    // The upstream's tree page by page (the largest page size), flattened depth first.
    exportCategories: async (query, ctx) => {
      const pageSize = Math.max(...CATEGORY_PAGE_SIZES)
      const first = await upstream.get<CategoryList>(
        '/api/category_analysis/get_list',
        wire({ ...query, page: 1, page_size: pageSize }),
        ctx,
      )
      async function* rows(): AsyncGenerator<CategoryExportRow[]> {
        const currency = first.data?.currency ?? 'USD'
        const flat = (list: CategoryRow[], en: string[], cn: string[]): CategoryExportRow[] =>
          list.flatMap((row) => [
            {
              ...row,
              children: [],
              pathEn: [...en, row.nameEn].join(' > '),
              pathCn: [...cn, row.nameCn].join(' > '),
              currency,
            },
            ...flat(row.children, [...en, row.nameEn], [...cn, row.nameCn]),
          ])
        let reply = first
        for (let page = 1; reply.data; page++) {
          yield flat(reply.data.list, [], [])
          if (page * pageSize >= reply.data.total) return
          reply = await upstream.get<CategoryList>(
            '/api/category_analysis/get_list',
            wire({ ...query, page: page + 1, page_size: pageSize }),
            ctx,
          )
        }
      }
      return asExport(first, rows(), first.data?.as_of ?? null)
    },
  }),
})
