import { createFileRoute, notFound } from '@tanstack/react-router'
import { ProductDatabasePage } from '@/features/products/components/product-database-page'
import { LIST_DESCRIPTIONS, LIST_TITLES } from '@/features/products/list-names'
import { isProductListType, productListParams, productPageSearch } from '@/features/products/products.shared'
import { pageMeta } from '@/i18n/seo'

export const Route = createFileRoute('/product-database-{$dataType}/')({
  params: {
    parse: ({ dataType }) => {
      if (!isProductListType(dataType)) throw notFound()
      return { dataType }
    },
    stringify: ({ dataType }) => ({ dataType }),
  },
  validateSearch: (search: Record<string, unknown>) => productPageSearch(search),
  loaderDeps: ({ search: { cols: _cols, list: _list, ...query } }) => query,
  loader: async ({ context, deps, params }) => {
    // Loaded with the route's data, not with every page: keeps server-function code out of the shell.
    const { loadProductList } = await import('@/features/products/products.queries')
    return loadProductList(context.queryClient, productListParams(deps, params.dataType))
  },
  head: ({ params }) => {
    // head also runs for the 404 of an unknown data type, whose params never parsed.
    const list = isProductListType(String(params.dataType)) ? params.dataType : 'all'
    return { meta: pageMeta(`${LIST_TITLES[list]()} | Shopsight`, LIST_DESCRIPTIONS[list]()) }
  },
  component: function ProductList() {
    return <ProductDatabasePage search={Route.useSearch()} list={Route.useParams().dataType} layout="grid" />
  },
})
