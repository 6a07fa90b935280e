// The route options the four product-list routes share: /product-database and /product-database-{dataType},
// each in the grid and the classic (/old) layout. Only the component differs between layouts.
import { notFound } from '@tanstack/react-router'
import { listRoute } from '@/components/data-page/list-route'
import {
  isProductListType,
  type ProductListType,
  type ProductPageSearch,
  productListParams,
  productPageSearch,
} from '@/features/catalog/products.shared'

/** Options of a list route; `preset` says whether its path names a list (/product-database-{dataType}). */
function listRouteOptions(preset: boolean) {
  return listRoute({
    search: productPageSearch,
    // Visible columns do not change the rows; on a preset route the path's list wins over ?list=.
    deps: ({ cols: _cols, ...query }: ProductPageSearch) => (preset ? { ...query, list: undefined } : query),
    query: async (deps, params: { dataType?: ProductListType }) => {
      const { productListQueryOptions } = await import('@/features/catalog/products.queries')
      return productListQueryOptions(productListParams(deps, params.dataType))
    },
    head: async (params) => {
      const { LIST_DESCRIPTIONS, LIST_TITLES } = await import('./list-names')
      // head also runs for the 404 of an unknown data type, whose params never parsed.
      const list = isProductListType(String(params.dataType)) ? (params.dataType ?? 'all') : 'all'
      return { title: LIST_TITLES[list](), description: LIST_DESCRIPTIONS[list]() }
    },
  })
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
