import { createFileRoute } from '@tanstack/react-router'
import { KeywordAnalysisQuerySchema } from '@/features/keywords/keywords.shared'
import { getMarketplaceApi } from '@/marketplace'
import { getOnly } from '@/server/http/routes'

export const Route = createFileRoute('/api/keyword/keyword_analysis')({
  server: {
    handlers: getOnly(KeywordAnalysisQuerySchema, (query, ctx) =>
      getMarketplaceApi().keywordAnalysis(query.id, ctx),
    ),
  },
})
