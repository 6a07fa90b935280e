import { createFileRoute } from '@tanstack/react-router'
import { CategoryListQuerySchema } from '@/features/categories/categories.shared'
import { getMarketplaceApi } from '@/marketplace'
import { getOnly } from '@/server/http/routes'

export const Route = createFileRoute('/api/category_analysis/get_list')({
  server: {
    handlers: getOnly(CategoryListQuerySchema, (query, ctx) => getMarketplaceApi().categoryList(query, ctx)),
  },
})
