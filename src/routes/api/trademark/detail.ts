import { createFileRoute } from '@tanstack/react-router'
import { TrademarkDetailQuerySchema } from '@/features/trademarks/trademark-calls.shared'
import { getMarketplaceApi } from '@/marketplace'
import { getOnly } from '@/server/http/routes'

export const Route = createFileRoute('/api/trademark/detail')({
  server: {
    handlers: getOnly(TrademarkDetailQuerySchema, ({ id }, ctx) =>
      getMarketplaceApi().trademarkDetail(id, ctx),
    ),
  },
})
