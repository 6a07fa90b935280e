import { createFileRoute } from '@tanstack/react-router'
import { AdListQuerySchema } from '@/features/ads/ads.shared'
import { getMarketplaceApi } from '@/marketplace'
import { getOnly } from '@/server/http/routes'

export const Route = createFileRoute('/api/ads/list')({
  server: {
    handlers: getOnly(AdListQuerySchema, (query, ctx) => getMarketplaceApi().listAds(query, ctx)),
  },
})
