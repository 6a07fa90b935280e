import { createFileRoute } from '@tanstack/react-router'
import { KeywordListQuerySchema } from '@/features/keywords/keywords.shared'
import { getMarketplaceApi } from '@/marketplace'
import { getOnly } from '@/server/http/routes'

export const Route = createFileRoute('/api/keyword/keyword_list')({
  server: {
    handlers: getOnly(KeywordListQuerySchema, (query, ctx) => getMarketplaceApi().listKeywords(query, ctx)),
  },
})
