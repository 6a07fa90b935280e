import { createFileRoute } from '@tanstack/react-router'
import { SupplierSearchPage } from '@/features/suppliers/components/supplier-search-page'
import { supplierSourceRoute } from '@/features/suppliers/supplier-route'

export const Route = createFileRoute('/search-supplier-{$source}')({
  ...supplierSourceRoute,
  component: function SupplierSourceSearch() {
    return <SupplierSearchPage search={Route.useSearch()} source={Route.useParams().source} />
  },
})
