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

type Loader<Params> = { context: { queryClient: QueryClient }; deps: SourcingListInput; params: Params }

const common = {
  validateSearch: (input: Record<string, unknown>) => supplierPageSearch(input),
  loaderDeps: ({ search }: { search: SourcingListInput }) => search,
}

export const supplierSearchRoute = {
  ...common,
  loader: async ({ context, deps }: Loader<Record<string, never>>) => {
    if (!hasSearchImage(deps)) return
    const { sourcingListQueryOptions } = await import('./suppliers.queries')
    await loadListData(context.queryClient, sourcingListQueryOptions(deps))
  },
  head: lazyHead(async () => (await import('./supplier-names')).supplierHead(null)),
}

export const supplierSourceRoute = {
  ...common,
  params: {
    parse: ({ source }: { source: string }) => {
      if (!isSupplierSource(source)) throw notFound()
      return { source }
    },
    stringify: ({ source }: { source: SupplierSource }) => ({ source }),
  },
  loader: async ({ context, deps, params }: Loader<{ source: SupplierSource }>) => {
    if (!hasSearchImage(deps)) return
    const { sourcingListQueryOptions } = await import('./suppliers.queries')
    await loadListData(context.queryClient, sourcingListQueryOptions({ ...deps, source: params.source }))
  },
  head: lazyHead(async ({ params }: { params: { source: string } }) => {
    // head also runs for the 404 of an unknown source, whose params never parsed.
    const source = String(params.source)
    return (await import('./supplier-names')).supplierHead(isSupplierSource(source) ? source : null)
  }),
}
