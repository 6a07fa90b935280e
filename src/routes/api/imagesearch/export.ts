import { createFileRoute } from '@tanstack/react-router'
import { SUPPLIER_EXPORT_COLUMNS } from '@/features/suppliers/supplier-export.server'
import { SourcingExportQuerySchema } from '@/features/suppliers/supplier-export.shared'
import { getMarketplaceApi } from '@/marketplace'
import { csvExportRoute } from '@/server/http/routes'

export const Route = createFileRoute('/api/imagesearch/export')({
  server: {
    handlers: {
      GET: csvExportRoute(SourcingExportQuerySchema, {
        read: ({ lang: _, ...query }, ctx) => getMarketplaceApi().exportSourcing(query, ctx),
        columns: SUPPLIER_EXPORT_COLUMNS,
        fileName: (query) => ({ list: `search-supplier-${query.source ?? 'all'}`, site: 'sourcing' }),
      }),
    },
  },
})
