import { createFileRoute } from '@tanstack/react-router'
import { adTrendRoute } from '@/features/ads/ads-routes'
import { AdTrendPage } from '@/features/ads/components/ad-trend-page'

export const Route = createFileRoute('/ads-trend')({
  ...adTrendRoute,
  component: function AdTrend() {
    return <AdTrendPage search={Route.useSearch()} />
  },
})
