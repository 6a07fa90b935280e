import { createFileRoute } from '@tanstack/react-router'
import { PatentSearchQuerySchema } from '@/features/patents/patents.shared'
import { getMarketplaceApi } from '@/marketplace'
import { getOnly } from '@/server/http/routes'

export const Route = createFileRoute('/api/patent/search')({
  server: {
    handlers: getOnly(PatentSearchQuerySchema, (query, ctx) => getMarketplaceApi().searchPatents(query, ctx)),
  },
})
