import { createFileRoute } from '@tanstack/react-router'
import { SupplierSearchPage } from '@/features/suppliers/components/supplier-search-page'
import { supplierSearchRoute } from '@/features/suppliers/supplier-route'

export const Route = createFileRoute('/search-supplier')({
  ...supplierSearchRoute,
  component: function SupplierSearch() {
    return <SupplierSearchPage search={Route.useSearch()} source={null} />
  },
})
