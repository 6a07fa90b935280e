import { createFileRoute } from '@tanstack/react-router'
import { RankListQuerySchema } from '@/features/rankings/rankings.shared'
import { getMarketplaceApi } from '@/server/marketplace'
import { getOnly } from '@/server/marketplace/http'

export const Route = createFileRoute('/api/rank/rank_list')({
  server: {
    handlers: getOnly(RankListQuerySchema, (query, ctx) => getMarketplaceApi().rankList(query, ctx)),
  },
})
