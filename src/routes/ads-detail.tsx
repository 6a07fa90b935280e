import { createFileRoute } from '@tanstack/react-router'
import { adDetailRoute } from '@/features/ads/ads-routes'
import { AdDetailPage } from '@/features/ads/components/ad-detail-page'

export const Route = createFileRoute('/ads-detail')({
  ...adDetailRoute,
  component: function AdDetail() {
    return <AdDetailPage search={Route.useSearch()} />
  },
})
