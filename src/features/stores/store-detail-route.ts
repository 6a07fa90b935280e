// The route options of /mall-detail and /mall-detail/new (the store by ?id=): the detail is in the
// server-rendered HTML and an unknown store is the 404 screen.
import { detailRoute } from '@/components/data-page/detail-route'
import { type StoreDetailSearch, storeDetailSearch } from './stores.shared'

export const storeDetailRoute = {
  validateSearch: (input: Record<string, unknown>) => storeDetailSearch(input),
  // The loader reads the store only: the chart range and the product grid's params stay out.
  loaderDeps: ({ search }: { search: StoreDetailSearch }) => ({ id: search.id }),
  // The store's product grid is not awaited here: it is read in the browser once the page is up (the
  // grid shows its skeleton meanwhile). Rendering it on the server took the page over its 60 ms
  // budget (bench:web: 72 ms median with it, the detail read alone 17 ms).
  ...detailRoute({
    id: ({ deps }: { deps: { id: number | undefined } }) => deps.id,
    query: async (id) => (await import('./stores.queries')).storeDetailQueryOptions(id),
    name: (reply) => reply.data?.name ?? null,
    head: async (name) => (await import('./store-names')).storeDetailHead(name),
  }),
}
