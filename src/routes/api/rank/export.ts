// GET /api/rank/export: one day's rank list as a CSV download, with the product export's quota and columns.
import { createFileRoute } from '@tanstack/react-router'
import { RANK_EXPORT_COLUMNS } from '@/features/rankings/rank-export.server'
import { RankExportQuerySchema } from '@/features/rankings/rankings.shared'
import { getMarketplaceApi } from '@/marketplace'
import { csvExportRoute } from '@/server/http/routes'

export const Route = createFileRoute('/api/rank/export')({
  server: {
    handlers: {
      GET: csvExportRoute(RankExportQuerySchema, {
        read: ({ lang: _, ...query }, ctx) => getMarketplaceApi().exportRanks(query, ctx),
        columns: RANK_EXPORT_COLUMNS,
        // "rank-" keeps a rank list's file apart from the product list of the same name (hot, new).
        fileName: (query) => ({ list: `rank-${query.list_type}`, site: query.site }),
      }),
    },
  },
})
