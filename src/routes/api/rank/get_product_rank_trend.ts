import { createFileRoute } from '@tanstack/react-router'
import { RankTrendQuerySchema } from '@/features/rankings/rankings.shared'
import { getMarketplaceApi } from '@/server/marketplace'
import { getOnly } from '@/server/marketplace/http'

export const Route = createFileRoute('/api/rank/get_product_rank_trend')({
  server: {
    handlers: getOnly(RankTrendQuerySchema, (query, ctx) => getMarketplaceApi().rankTrend(query, ctx)),
  },
})
