// Route options of /category-database (the tree) and /category-analysis (one category, by search
// param: a missing or unknown category is the 404 screen).

import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { listRoute } from '@/components/data-page/list-route'
import type { SiteId } from '@/features/catalog/products.shared'
import { getLocale } from '@/i18n/locale'
import { lazyHead } from '@/i18n/seo'
import { API_CODES } from '@/lib/api-codes'
import { localName } from '@/lib/locale'
import {
  type CategoryAnalysisSearch,
  type CategorySearch,
  lenientAnalysisSearch,
  lenientCategorySearch,
} from './categories.shared'

export const categoryDatabaseRoute = listRoute({
  search: lenientCategorySearch,
  deps: (search: CategorySearch) => search,
  query: async (deps) => {
    const { categoryListQueryOptions } = await import('./categories.queries')
    return categoryListQueryOptions(deps)
  },
  head: async () => (await import('./categories-heads')).CATEGORY_HEADS.database(),
})

/**
 * The analysis always reads the 90-day series (one use of the quota); the 7/30/90 choice only cuts
 * what the charts show, so switching it costs nothing.
 */
export const ANALYSIS_READ_DAYS = 90

export const categoryAnalysisRoute = {
  validateSearch: (input: Record<string, unknown>) => lenientAnalysisSearch(input),
  loaderDeps: ({ search }: { search: CategoryAnalysisSearch }) => ({
    category_id: search.category_id,
    site: search.site,
  }),
  loader: async ({
    context,
    deps,
  }: {
    context: { queryClient: QueryClient }
    deps: { category_id?: number; site?: SiteId }
  }) => {
    if (deps.category_id === undefined) {
      // No category chosen (the home page and nav link here): the page shows the category picker.
      const { categoryTreeQueryOptions } = await import('@/features/catalog/products.queries')
      await context.queryClient.ensureQueryData(categoryTreeQueryOptions())
      return { name: null }
    }
    const { categoryDetailQueryOptions } = await import('./categories.queries')
    const options = categoryDetailQueryOptions({
      category_id: deps.category_id,
      site: deps.site,
      days: ANALYSIS_READ_DAYS,
    })
    // Awaited on the client too: an unknown category must show the 404 screen, not an empty page.
    const reply = await context.queryClient.ensureQueryData(options)
    if (reply.code === API_CODES.notFound) throw notFound()
    return { name: reply.data ? localName(reply.data.category, getLocale()) : null }
  },
  head: lazyHead(async ({ loaderData }: { loaderData?: { name: string | null } }) =>
    (await import('./categories-heads')).CATEGORY_HEADS.analysis(loaderData?.name ?? null),
  ),
}
