import { createFileRoute } from '@tanstack/react-router'
import { StoreListQuerySchema } from '@/features/stores/stores.shared'
import { getMarketplaceApi } from '@/marketplace'
import { getOnly } from '@/server/http/routes'

export const Route = createFileRoute('/api/store/list')({
  server: {
    handlers: getOnly(StoreListQuerySchema, (query, ctx) => getMarketplaceApi().listStores(query, ctx)),
  },
})
