import { createFileRoute } from '@tanstack/react-router'
import { ProductDatabasePage } from '@/features/products/components/product-database-page'
import { presetListRoute } from '@/features/products/product-list-route'

export const Route = createFileRoute('/product-database-{$dataType}/')({
  ...presetListRoute,
  component: function ProductList() {
    return <ProductDatabasePage search={Route.useSearch()} list={Route.useParams().dataType} layout="grid" />
  },
})
