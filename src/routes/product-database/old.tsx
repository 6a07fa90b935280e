import { createFileRoute } from '@tanstack/react-router'
import { ProductDatabasePage } from '@/features/products/components/product-database-page'
import { productListParams, productPageSearch } from '@/features/products/products.shared'
import { pageMeta } from '@/i18n/seo'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/product-database/old')({
  validateSearch: (search: Record<string, unknown>) => productPageSearch(search),
  loaderDeps: ({ search: { cols: _cols, ...query } }) => query,
  loader: async ({ context, deps }) => {
    // Loaded with the route's data, not with every page: keeps server-function code out of the shell.
    const { loadProductList } = await import('@/features/products/products.queries')
    return loadProductList(context.queryClient, productListParams(deps, undefined))
  },
  head: () => ({ meta: pageMeta(`${m.products_title()} | Shopsight`, m.products_description()) }),
  component: function ProductDatabase() {
    return <ProductDatabasePage search={Route.useSearch()} layout="old" />
  },
})
