import { createFileRoute } from '@tanstack/react-router'
import { StoreDetailPage } from '@/features/stores/components/store-detail-page'
import { storeDetailRoute } from '@/features/stores/store-detail-route'

export const Route = createFileRoute('/mall-detail/new')({
  ...storeDetailRoute,
  component: function StoreDetailNew() {
    return <StoreDetailPage search={Route.useSearch()} layout="new" />
  },
})
