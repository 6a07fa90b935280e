import { createFileRoute } from '@tanstack/react-router'
import { DashboardQuerySchema } from '@/features/dashboard/dashboard.shared'
import { getMarketplaceApi } from '@/marketplace'
import { getOnly } from '@/server/http/routes'

export const Route = createFileRoute('/api/dashboard/')({
  server: {
    handlers: getOnly(DashboardQuerySchema, (query, ctx) => getMarketplaceApi().dashboard(query, ctx)),
  },
})
