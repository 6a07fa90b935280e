import { createFileRoute } from '@tanstack/react-router'
import { AdDetailQuerySchema } from '@/features/ads/ads.shared'
import { getMarketplaceApi } from '@/marketplace'
import { getOnly } from '@/server/http/routes'

export const Route = createFileRoute('/api/ads/detail')({
  server: {
    handlers: getOnly(AdDetailQuerySchema, ({ id }, ctx) => getMarketplaceApi().adDetail(id, ctx)),
  },
})
