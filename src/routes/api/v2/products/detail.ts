import { createFileRoute } from '@tanstack/react-router'
import { ProductDetailQuerySchema } from '@/features/products/products.shared'
import { getMarketplaceApi } from '@/server/marketplace'
import { getOnly } from '@/server/marketplace/http'

export const Route = createFileRoute('/api/v2/products/detail')({
  server: {
    handlers: getOnly(ProductDetailQuerySchema, ({ id }, ctx) => getMarketplaceApi().productDetail(id, ctx)),
  },
})
