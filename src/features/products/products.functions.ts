import { createServerFn } from '@tanstack/react-start'
import { API_CODES, type ApiEnvelope } from '@/lib/api-codes'
import { ApiError, getMarketplaceApi } from '@/server/marketplace'
import { requestCallContext } from '@/server/marketplace/context'
import { type ProductList, ProductListQuerySchema } from './products.shared'

/** The product list as a typed result the page acts on: data on success, code and message otherwise. */
export const fetchProductList = createServerFn({ method: 'GET' })
  .validator(ProductListQuerySchema)
  .handler(async ({ data }): Promise<ApiEnvelope<ProductList | null>> => {
    try {
      return await getMarketplaceApi().listProducts(data, requestCallContext())
    } catch (error) {
      if (error instanceof ApiError) return { code: error.code, msg: error.message, data: null }
      console.error('[products] list failed', error)
      return { code: API_CODES.serverError, msg: 'Internal Server Error', data: null }
    }
  })
