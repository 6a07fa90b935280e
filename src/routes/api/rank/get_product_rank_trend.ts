import { createFileRoute } from '@tanstack/react-router'
import { RankTrendQuerySchema } from '@/features/rankings/rankings.shared'
import { getMarketplaceApi } from '@/marketplace'
import { getOnly } from '@/server/http/routes'

export const Route = createFileRoute('/api/rank/get_product_rank_trend')({
  server: {
    handlers: getOnly(RankTrendQuerySchema, (query, ctx) => getMarketplaceApi().rankTrend(query, ctx)),
  },
})
