import { createFileRoute } from '@tanstack/react-router'
import { ProductListQuerySchema } from '@/features/catalog/products.shared'
import { getMarketplaceApi } from '@/marketplace'
import { getOnly } from '@/server/http/routes'

export const Route = createFileRoute('/api/v2/products/list')({
  server: {
    handlers: getOnly(ProductListQuerySchema, (query, ctx) => getMarketplaceApi().listProducts(query, ctx)),
  },
})
