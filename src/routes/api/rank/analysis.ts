import { createFileRoute } from '@tanstack/react-router'
import { RankListQuerySchema } from '@/features/rankings/rankings.shared'
import { getMarketplaceApi } from '@/marketplace'
import { getOnly } from '@/server/http/routes'

export const Route = createFileRoute('/api/rank/analysis')({
  server: {
    handlers: getOnly(RankListQuerySchema, (query, ctx) => getMarketplaceApi().rankAnalysis(query, ctx)),
  },
})
