// GET /api/store/export: a store list's current filters and sort as a CSV download, streamed.
import { createFileRoute } from '@tanstack/react-router'
import { STORE_EXPORT_COLUMNS } from '@/features/stores/store-export.server'
import { StoreExportQuerySchema } from '@/features/stores/stores.shared'
import { getMarketplaceApi } from '@/marketplace'
import { csvExportRoute } from '@/server/http/routes'

export const Route = createFileRoute('/api/store/export')({
  server: {
    handlers: {
      GET: csvExportRoute(StoreExportQuerySchema, {
        read: ({ lang: _, ...query }, ctx) => getMarketplaceApi().exportStores(query, ctx),
        columns: STORE_EXPORT_COLUMNS,
        fileName: (query) => ({ list: `mall-${query.type}`, site: query.site }),
      }),
    },
  },
})
