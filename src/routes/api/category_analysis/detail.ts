import { createFileRoute } from '@tanstack/react-router'
import { CategoryDetailQuerySchema } from '@/features/categories/categories.shared'
import { getMarketplaceApi } from '@/marketplace'
import { getOnly } from '@/server/http/routes'

export const Route = createFileRoute('/api/category_analysis/detail')({
  server: {
    handlers: getOnly(CategoryDetailQuerySchema, (query, ctx) =>
      getMarketplaceApi().categoryDetail(query, ctx),
    ),
  },
})
