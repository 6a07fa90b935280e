// The route options of /search-patent and /search-patent/{id}. Bundled with the app's entry: parameter
// tables only; words and queries load when first used.
import { detailRoute, recordIdParams } from '@/components/data-page/detail-route'
import { listRoute } from '@/components/data-page/list-route'
import { type PatentSearchInput, patentPageSearch } from './patents.shared'

export const patentSearchRoute = listRoute({
  search: patentPageSearch,
  deps: (search: PatentSearchInput) => search,
  query: async (deps) => (await import('./patents.queries')).patentSearchQueryOptions(deps),
  head: async () => (await import('./patent-names')).patentHead(),
})

export const patentDetailRoute = {
  params: recordIdParams,
  ...detailRoute({
    id: ({ params }: { params: { id: number } }) => params.id,
    query: async (id) => (await import('./patents.queries')).patentDetailQueryOptions(id),
    name: (reply) => reply.data?.title ?? null,
    head: async (title) => (await import('./patent-names')).patentDetailHead(title),
  }),
}
