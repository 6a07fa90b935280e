// The route options of /search-patent and /search-patent/{id}. Bundled with the app's entry: parameter
// tables only; words and queries load when first used.
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { listRoute } from '@/components/data-page/list-route'
import { recordIdParams } from '@/components/data-page/record-id'
import { lazyHead } from '@/i18n/seo'
import { API_CODES } from '@/lib/api-codes'
import { type PatentSearchInput, patentPageSearch } from './patents.shared'

export const patentSearchRoute = listRoute({
  search: patentPageSearch,
  deps: (search: PatentSearchInput) => search,
  query: async (deps) => (await import('./patents.queries')).patentSearchQueryOptions(deps),
  head: async () => (await import('./patent-names')).patentHead(),
})

export const patentDetailRoute = {
  params: recordIdParams,
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
