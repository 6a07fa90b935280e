import { createFileRoute } from '@tanstack/react-router'
import { StoreListPage } from '@/features/stores/components/store-list-page'
import { storeListRoute } from '@/features/stores/store-list-route'

export const Route = createFileRoute('/mall-{$dataType}/new')({
  ...storeListRoute,
  component: function StoreListNew() {
    return <StoreListPage search={Route.useSearch()} type={Route.useParams().dataType} layout="new" />
  },
})
