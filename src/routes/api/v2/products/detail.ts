import { createFileRoute } from '@tanstack/react-router'
import { ProductDetailQuerySchema } from '@/features/catalog/products.shared'
import { getMarketplaceApi } from '@/marketplace'
import { getOnly } from '@/server/http/routes'

export const Route = createFileRoute('/api/v2/products/detail')({
  server: {
    handlers: getOnly(ProductDetailQuerySchema, ({ id }, ctx) => getMarketplaceApi().productDetail(id, ctx)),
  },
})
