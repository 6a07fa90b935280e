import { createFileRoute } from '@tanstack/react-router'
import { PatentDetailQuerySchema } from '@/features/patents/patent-calls.shared'
import { getMarketplaceApi } from '@/marketplace'
import { getOnly } from '@/server/http/routes'

export const Route = createFileRoute('/api/patent/detail')({
  server: {
    handlers: getOnly(PatentDetailQuerySchema, ({ id }, ctx) => getMarketplaceApi().patentDetail(id, ctx)),
  },
})
