import { createFileRoute } from '@tanstack/react-router'
import { RankListQuerySchema } from '@/features/rankings/rankings.shared'
import { getMarketplaceApi } from '@/server/marketplace'
import { getOnly } from '@/server/marketplace/http'

export const Route = createFileRoute('/api/rank/analysis')({
  server: {
    handlers: getOnly(RankListQuerySchema, (query, ctx) => getMarketplaceApi().rankAnalysis(query, ctx)),
  },
})
