import { createFileRoute } from '@tanstack/react-router'
import { ProductDatabasePage } from '@/features/products/components/product-database-page'
import { allProductsRoute } from '@/features/products/product-list-route'

export const Route = createFileRoute('/product-database/')({
  ...allProductsRoute,
  component: function ProductDatabase() {
    return <ProductDatabasePage search={Route.useSearch()} layout="grid" />
  },
})
