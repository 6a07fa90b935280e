import { createFileRoute } from '@tanstack/react-router'
import { TrademarkSearchQuerySchema } from '@/features/trademarks/trademarks.shared'
import { getMarketplaceApi } from '@/marketplace'
import { getOnly } from '@/server/http/routes'

export const Route = createFileRoute('/api/trademark/search')({
  server: {
    handlers: getOnly(TrademarkSearchQuerySchema, (query, ctx) =>
      getMarketplaceApi().searchTrademarks(query, ctx),
    ),
  },
})
