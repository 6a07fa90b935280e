// The route options of /mall-detail and /mall-detail/new (the store by ?id=): the detail is in the
// server-rendered HTML, an unknown store is the 404 screen, and the store's product grid loads with it.

import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { loadListData } from '@/components/data-page/list-route'
import { pageMeta } from '@/i18n/seo'
import { API_CODES } from '@/lib/api-codes'
import { m } from '@/paraglide/messages'
import { type StoreDetailSearch, storeDetailSearch } from './stores.shared'

export const storeDetailRoute = {
  validateSearch: (input: Record<string, unknown>) => storeDetailSearch(input),
  // The chart range changes no data: it stays out of the loader's dependencies.
  loaderDeps: ({ search: { range: _range, ...search } }: { search: StoreDetailSearch }) => search,
  loader: async ({
    context,
    deps,
  }: {
    context: { queryClient: QueryClient }
    deps: Omit<StoreDetailSearch, 'range'>
  }) => {
    if (deps.id === undefined) return { name: null }
    const [{ storeDetailQueryOptions }, { productListQueryOptions }] = await Promise.all([
      import('./stores.queries'),
      import('@/features/products/products.queries'),
    ])
    const reply = await context.queryClient.ensureQueryData(storeDetailQueryOptions(deps.id))
    if (reply.code === API_CODES.notFound) throw notFound()
    const { id, ...products } = deps
    if (reply.data) {
      await loadListData(
        context.queryClient,
        productListQueryOptions({ ...products, site: reply.data.site, store: id }),
      )
    }
    return { name: reply.data?.name ?? null }
  },
  head: ({ loaderData }: { loaderData?: { name: string | null } }) => ({
    meta: pageMeta(
      `${loaderData?.name ? `${loaderData.name} | ` : ''}${m.store_detail_title()} | Shopsight`,
      m.store_detail_description(),
    ),
  }),
}
