// The route options of /search-patent and /search-patent/{id}. Bundled with the app's entry: parameter
// tables only; words and queries load when first used.
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { listRoute } from '@/components/data-page/list-route'
import { lazyHead } from '@/i18n/seo'
import { API_CODES } from '@/lib/api-codes'
import { type PatentSearchInput, patentPageSearch } from './patents.shared'

export const patentSearchRoute = listRoute({
  search: patentPageSearch,
  deps: (search: PatentSearchInput) => search,
  query: async (deps) => (await import('./patents.queries')).patentSearchQueryOptions(deps),
  head: async () => (await import('./patent-names')).patentHead(),
})

const ID = /^\d{1,10}$/

export const patentDetailRoute = {
  params: {
    parse: ({ id }: { id: string }) => {
      const n = ID.test(id) ? Number(id) : Number.NaN
      if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647) throw notFound()
      return { id: n }
    },
    stringify: ({ id }: { id: number }) => ({ id: String(id) }),
  },
  loader: async ({ context, params }: { context: { queryClient: QueryClient }; params: { id: number } }) => {
    const { patentDetailQueryOptions } = await import('./patents.queries')
    const reply = await context.queryClient.ensureQueryData(patentDetailQueryOptions(params.id))
    if (reply.code === API_CODES.notFound) throw notFound()
    return { title: reply.data?.title ?? null }
  },
  head: lazyHead(async ({ loaderData }: { loaderData?: { title: string | null } }) =>
    (await import('./patent-names')).patentDetailHead(loaderData?.title ?? null),
  ),
}
