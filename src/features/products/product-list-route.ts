// The route options the four product-list routes share: /product-database and /product-database-{dataType},
// each in the grid and the classic (/old) layout. Only the component differs between layouts; this
// module is bundled with the app's entry (route options are), so it holds no component code.
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { pageMeta } from '@/i18n/seo'
import { LIST_DESCRIPTIONS, LIST_TITLES } from './list-names'
import {
  isProductListType,
  type ProductListType,
  type ProductPageSearch,
  productListParams,
  productPageSearch,
} from './products.shared'

type ListDeps = Omit<ProductPageSearch, 'cols'>

/** Options of a list route; `preset` says whether its path names a list (/product-database-{dataType}). */
function listRouteOptions(preset: boolean) {
  return {
    validateSearch: (search: Record<string, unknown>) => productPageSearch(search),
    // Visible columns do not change the rows; on a preset route the path's list wins over ?list=.
    loaderDeps: ({ search: { cols: _cols, ...query } }: { search: ProductPageSearch }): ListDeps =>
      preset ? { ...query, list: undefined } : query,
    loader: async ({
      context,
      deps,
      params,
    }: {
      context: { queryClient: QueryClient }
      deps: ListDeps
      params: { dataType?: ProductListType }
    }) => {
      // Loaded with the route's data, not with every page: keeps server-function code out of the shell.
      const { loadProductList } = await import('./products.queries')
      return loadProductList(context.queryClient, productListParams(deps, params.dataType))
    },
    head: ({ params }: { params: { dataType?: unknown } }) => {
      // head also runs for the 404 of an unknown data type, whose params never parsed.
      const list = isProductListType(String(params.dataType)) ? (params.dataType as ProductListType) : 'all'
      return { meta: pageMeta(`${LIST_TITLES[list]()} | Shopsight`, LIST_DESCRIPTIONS[list]()) }
    },
  }
}

/** /product-database and /product-database/old. */
export const allProductsRoute = listRouteOptions(false)

/** /product-database-{dataType} and its /old: an unknown data type is the 404 screen. */
export const presetListRoute = {
  ...listRouteOptions(true),
  params: {
    parse: ({ dataType }: { dataType: string }) => {
      if (!isProductListType(dataType)) throw notFound()
      return { dataType }
    },
    stringify: ({ dataType }: { dataType: ProductListType }) => ({ dataType }),
  },
}
