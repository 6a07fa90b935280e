import { createFileRoute } from '@tanstack/react-router'
import { StoreDetailQuerySchema } from '@/features/stores/stores.shared'
import { getMarketplaceApi } from '@/marketplace'
import { getOnly } from '@/server/http/routes'

export const Route = createFileRoute('/api/store/detail')({
  server: {
    handlers: getOnly(StoreDetailQuerySchema, ({ id }, ctx) => getMarketplaceApi().storeDetail(id, ctx)),
  },
})
