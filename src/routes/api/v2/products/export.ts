// GET /api/v2/products/export: the list's current filters and sort as a CSV download, streamed.
import { createFileRoute } from '@tanstack/react-router'
import { PRODUCT_EXPORT_COLUMNS } from '@/features/catalog/product-export.server'
import { ProductExportQuerySchema } from '@/features/catalog/products.shared'
import { getMarketplaceApi } from '@/marketplace'
import { csvExportRoute } from '@/server/http/routes'

export const Route = createFileRoute('/api/v2/products/export')({
  server: {
    handlers: {
      GET: csvExportRoute(ProductExportQuerySchema, {
        read: ({ lang: _, ...query }, ctx) => getMarketplaceApi().exportProducts(query, ctx),
        columns: PRODUCT_EXPORT_COLUMNS,
        fileName: (query) => ({ list: query.list ?? 'all', site: query.site }),
      }),
    },
  },
})
