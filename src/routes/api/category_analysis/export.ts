// GET /api/category_analysis/export: the filtered category tree (every shown node, depth first) as CSV.
import { createFileRoute } from '@tanstack/react-router'
import { CategoryExportQuerySchema } from '@/features/categories/categories.shared'
import { CATEGORY_EXPORT_COLUMNS } from '@/features/categories/category-export.server'
import { getMarketplaceApi } from '@/marketplace'
import { csvExportRoute } from '@/server/http/routes'

export const Route = createFileRoute('/api/category_analysis/export')({
  server: {
    handlers: {
      GET: csvExportRoute(CategoryExportQuerySchema, {
        read: ({ lang: _, ...query }, ctx) => getMarketplaceApi().exportCategories(query, ctx),
        columns: CATEGORY_EXPORT_COLUMNS,
        fileName: (query) => ({ list: 'categories', site: query.site }),
      }),
    },
  },
})
