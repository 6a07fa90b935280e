import { createFileRoute } from '@tanstack/react-router'
import { KeywordReverseQuerySchema } from '@/features/keywords/product-refs'
import { getMarketplaceApi } from '@/marketplace'
import { getOnly } from '@/server/http/routes'

export const Route = createFileRoute('/api/keyword/keyword_reverse')({
  server: {
    handlers: getOnly(KeywordReverseQuerySchema, (query, ctx) =>
      getMarketplaceApi().reverseKeywords(query.products, ctx),
    ),
  },
})
