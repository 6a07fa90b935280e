// GET /api/ads/trend: the world ad trend (per-country ads for a period, one country's series and top
// advertisers and categories); every plan and visitors have it.
import { createFileRoute } from '@tanstack/react-router'
import { AdTrendQuerySchema } from '@/features/ads/ads.shared'
import { getMarketplaceApi } from '@/marketplace'
import { getOnly } from '@/server/http/routes'

export const Route = createFileRoute('/api/ads/trend')({
  server: {
    handlers: getOnly(AdTrendQuerySchema, (query, ctx) => getMarketplaceApi().adTrend(query, ctx)),
  },
})
