// The route options of /mall-detail and /mall-detail/new (the store by ?id=): the detail is in the
// server-rendered HTML and an unknown store is the 404 screen.

import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { lazyHead } from '@/i18n/seo'
import { API_CODES } from '@/lib/api-codes'
import { type StoreDetailSearch, storeDetailSearch } from './stores.shared'

export const storeDetailRoute = {
  validateSearch: (input: Record<string, unknown>) => storeDetailSearch(input),
  // The loader reads the store only: the chart range and the product grid's params stay out.
  loaderDeps: ({ search }: { search: StoreDetailSearch }) => ({ id: search.id }),
  loader: async ({
    context,
    deps,
  }: {
    context: { queryClient: QueryClient }
    deps: { id: number | undefined }
  }) => {
    if (deps.id === undefined) return { name: null }
    const { storeDetailQueryOptions } = await import('./stores.queries')
    const reply = await context.queryClient.ensureQueryData(storeDetailQueryOptions(deps.id))
    if (reply.code === API_CODES.notFound) throw notFound()
    // The store's product grid is not awaited here: it is read in the browser once the page is up (the
    // grid shows its skeleton meanwhile). Rendering it on the server took the page over its 60 ms
    // budget (bench:web: 72 ms median with it, the detail read alone 17 ms).
    return { name: reply.data?.name ?? null }
  },
  head: lazyHead(async ({ loaderData }: { loaderData?: { name: string | null } }) =>
    (await import('./store-names')).storeDetailHead(loaderData?.name ?? null),
  ),
}
