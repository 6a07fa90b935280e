import { createFileRoute } from '@tanstack/react-router'
import { ProductListPage } from '@/features/products/components/product-list-page'
import { productListQueryOptions } from '@/features/products/products.queries'
import { lenientProductListQuery } from '@/features/products/products.shared'
import { pageMeta } from '@/i18n/seo'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/product-database')({
  validateSearch: (search: Record<string, unknown>) => lenientProductListQuery(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(productListQueryOptions(deps)),
  head: () => ({ meta: pageMeta(`${m.products_title()} | Shopsight`, m.products_description()) }),
  component: function ProductDatabase() {
    return <ProductListPage search={Route.useSearch()} />
  },
})
