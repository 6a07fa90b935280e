// The route options of /search-supplier and /search-supplier-{source}. Bundled with the app's entry:
// parameter tables only; words and queries load when first used. Without a picture there is nothing
// to load (the page shows the picture input); an unknown source is the 404 screen.
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { loadListData } from '@/components/data-page/list-route'
import { lazyHead } from '@/i18n/seo'
import {
  hasSearchImage,
  isSupplierSource,
  type SourcingListInput,
  type SupplierSource,
  supplierPageSearch,
} from './suppliers.shared'

type Args = { context: { queryClient: QueryClient }; deps: SourcingListInput; params: { source?: string } }

const source = (params: { source?: string }): SupplierSource | undefined => {
  const s = String(params.source)
  return isSupplierSource(s) ? s : undefined
}

/** Both pages' options; the per-source page adds its path parameter. */
export const supplierSearchRoute = {
  validateSearch: (input: Record<string, unknown>) => supplierPageSearch(input),
  loaderDeps: ({ search }: { search: SourcingListInput }) => search,
  loader: async ({ context, deps, params }: Args) => {
    if (!hasSearchImage(deps)) return
    const { sourcingListQueryOptions } = await import('./suppliers.queries')
    await loadListData(context.queryClient, sourcingListQueryOptions({ ...deps, source: source(params) }))
  },
  // head also runs for the 404 of an unknown source, whose params never parsed.
  head: lazyHead(async ({ params }: { params: { source?: string } }) =>
    (await import('./supplier-names')).supplierHead(source(params) ?? null),
  ),
}

export const supplierSourceRoute = {
  ...supplierSearchRoute,
  params: {
    parse: ({ source }: { source: string }) => {
      if (!isSupplierSource(source)) throw notFound()
      return { source }
    },
    stringify: ({ source }: { source: SupplierSource }) => ({ source }),
  },
}
