// The route options of a data list page: search params read leniently (a bad value falls back to its
// default, so a stale or mistyped shared link still opens), loader dependencies that hold only what the
// loader reads, a loader that puts the rows in the server-rendered HTML, and the page's head.
// This module is bundled with the app's entry (route options are), so it holds no component code, and
// loaders import their query module when they first run (server-function code stays out of the shell).
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import { type HeadText, lazyHead } from '@/i18n/seo'

type LoaderArgs<Deps, Params> = { context: { queryClient: QueryClient }; deps: Deps; params: Params }

/**
 * A list page's data: the server render waits for it (the rows are in the HTML); a client navigation
 * starts the fetch and shows the page at once, with the previous rows dimmed meanwhile.
 */
export async function loadListData<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): Promise<void> {
  if (typeof window === 'undefined') await queryClient.ensureQueryData(options)
  else void queryClient.prefetchQuery(options)
}

export function listRoute<Search, Deps, TData, TKey extends QueryKey, Params = Record<string, never>>(page: {
  /** The lenient search reader (each bad parameter dropped). */
  search: (input: Record<string, unknown>) => Search
  /** What the loader reads of the search: page-only params (visible columns) left out. */
  deps: (search: Search) => Deps
  /** The query options of the page's data; import the query module inside (see above). */
  query: (deps: Deps, params: Params) => Promise<FetchQueryOptions<TData, Error, TData, TKey>>
  /** Title (without the site name) and description in the page language; import the words inside (see lazyHead). */
  head: (params: Params) => Promise<HeadText>
}) {
  return {
    validateSearch: (input: Record<string, unknown>) => page.search(input),
    loaderDeps: ({ search }: { search: Search }) => page.deps(search),
    loader: async ({ context, deps, params }: LoaderArgs<Deps, Params>) =>
      loadListData(context.queryClient, await page.query(deps, params)),
    head: lazyHead(async ({ params }: { params: Params }) => {
      const { title, description } = await page.head(params)
      return { title: `${title} | Shopsight`, description }
    }),
  }
}
