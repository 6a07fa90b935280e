import { createFileRoute } from '@tanstack/react-router'
import { ProductDatabasePage } from '@/features/products/components/product-database-page'
import { loadProductList } from '@/features/products/products.queries'
import { productListParams, productPageSearch } from '@/features/products/products.shared'
import { pageMeta } from '@/i18n/seo'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/product-database/')({
  validateSearch: (search: Record<string, unknown>) => productPageSearch(search),
  loaderDeps: ({ search: { cols: _cols, ...query } }) => query,
  loader: ({ context, deps }) => loadProductList(context.queryClient, productListParams(deps, undefined)),
  head: () => ({ meta: pageMeta(`${m.products_title()} | Shopsight`, m.products_description()) }),
  component: function ProductDatabase() {
    return <ProductDatabasePage search={Route.useSearch()} layout="grid" />
  },
})
