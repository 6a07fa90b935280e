import { createFileRoute } from '@tanstack/react-router'
import { TitleCheckQuerySchema } from '@/features/trademarks/trademark-calls.shared'
import { getMarketplaceApi } from '@/marketplace'
import { getOnly } from '@/server/http/routes'

export const Route = createFileRoute('/api/trademark/check_title')({
  server: {
    handlers: getOnly(TitleCheckQuerySchema, (query, ctx) => getMarketplaceApi().checkTitle(query, ctx)),
  },
})
