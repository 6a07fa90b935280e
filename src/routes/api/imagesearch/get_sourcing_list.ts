import { createFileRoute } from '@tanstack/react-router'
import { SourcingListQuerySchema } from '@/features/suppliers/suppliers.shared'
import { getMarketplaceApi } from '@/marketplace'
import { getOnly } from '@/server/http/routes'

export const Route = createFileRoute('/api/imagesearch/get_sourcing_list')({
  server: {
    handlers: getOnly(SourcingListQuerySchema, (query, ctx) => getMarketplaceApi().sourcingList(query, ctx)),
  },
})
