// The route options of /ads (the ad library), /ads-detail (an ad by ?id=) and /ads-trend (the world ad
// trend). Bundled with the app's entry like every route's options: parameter readers only; loaders import
// their query module and heads their words when they first run.
import { detailRoute } from '@/components/data-page/detail-route'
import { listRoute } from '@/components/data-page/list-route'
import {
  type AdDetailSearch,
  type AdPageSearch,
  type AdTrendSearch,
  adDetailSearch,
  adPageSearch,
  adTrendSearch,
} from './ads.shared'

export const adLibraryRoute = listRoute({
  search: adPageSearch,
  // The view (cards or grid) is the page's own: the loader reads the list query only.
  deps: ({ view: _view, ...query }: AdPageSearch) => query,
  query: async (deps) => (await import('./ads.queries')).adListQueryOptions(deps),
  head: async () => (await import('./ads-names')).adLibraryHead(),
})

export const adDetailRoute = {
  validateSearch: (input: Record<string, unknown>) => adDetailSearch(input),
  loaderDeps: ({ search }: { search: AdDetailSearch }) => ({ id: search.id }),
  ...detailRoute({
    id: ({ deps }: { deps: { id: number | undefined } }) => deps.id,
    query: async (id) => (await import('./ads.queries')).adDetailQueryOptions(id),
    head: async () => (await import('./ads-names')).adDetailHead(),
  }),
}

export const adTrendRoute = listRoute({
  search: adTrendSearch,
  deps: ({ metric: _metric, ...query }: AdTrendSearch) => query,
  query: async (deps) => (await import('./ads.queries')).adTrendQueryOptions(deps),
  head: async () => (await import('./ads-names')).adTrendHead(),
})
