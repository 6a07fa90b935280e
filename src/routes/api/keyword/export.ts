// GET /api/keyword/export: the keyword database's current filters and sort as a CSV download, streamed.
import { createFileRoute } from '@tanstack/react-router'
import { KEYWORD_EXPORT_COLUMNS, KeywordExportQuerySchema } from '@/features/keywords/keyword-export.server'
import { getMarketplaceApi } from '@/marketplace'
import { csvExportRoute } from '@/server/http/routes'

export const Route = createFileRoute('/api/keyword/export')({
  server: {
    handlers: {
      GET: csvExportRoute(KeywordExportQuerySchema, {
        read: ({ lang: _, ...query }, ctx) => getMarketplaceApi().exportKeywords(query, ctx),
        columns: KEYWORD_EXPORT_COLUMNS,
        fileName: (query) => ({ list: 'keyword-database', site: query.site }),
      }),
    },
  },
})
