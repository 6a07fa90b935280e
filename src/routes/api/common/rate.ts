import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { getMarketplaceApi } from '@/server/marketplace'
import { getOnly } from '@/server/marketplace/http'

export const Route = createFileRoute('/api/common/rate')({
  server: {
    handlers: getOnly(v.object({}), (_input, ctx) => getMarketplaceApi().exchangeRates(ctx)),
  },
})
