// GET /api/ads/export: the ad library's current filters and sort as a CSV download, streamed.
import { createFileRoute } from '@tanstack/react-router'
import { AD_EXPORT_COLUMNS } from '@/features/ads/ad-export.server'
import { AdExportQuerySchema } from '@/features/ads/ads.shared'
import { getMarketplaceApi } from '@/marketplace'
import { csvExportRoute } from '@/server/http/routes'

export const Route = createFileRoute('/api/ads/export')({
  server: {
    handlers: {
      GET: csvExportRoute(AdExportQuerySchema, {
        read: ({ lang: _, ...query }, ctx) => getMarketplaceApi().exportAds(query, ctx),
        columns: AD_EXPORT_COLUMNS,
        fileName: (query) => ({ list: 'ads', site: query.country?.toLowerCase() ?? 'all' }),
      }),
    },
  },
})
