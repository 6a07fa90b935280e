import { createServerFn } from '@tanstack/react-start'
import { API_CODES, type ApiEnvelope } from '@/lib/api-codes'
import { ApiError, getMarketplaceApi } from '@/server/marketplace'
import { requestCallContext } from '@/server/marketplace/context'
import {
  type CategoryNode,
  type ProductDetail,
  ProductDetailQuerySchema,
  type ProductList,
  ProductListQuerySchema,
} from './products.shared'

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

/** One product's detail page data as a typed result: data, or the code (404, limit, login) and message. */
export const fetchProductDetail = createServerFn({ method: 'GET' })
  .validator(ProductDetailQuerySchema)
  .handler(async ({ data }): Promise<ApiEnvelope<ProductDetail | null>> => {
    try {
      return await getMarketplaceApi().productDetail(data.id, requestCallContext())
    } catch (error) {
      if (error instanceof ApiError) return { code: error.code, msg: error.message, data: null }
      console.error('[products] detail failed', error)
      return { code: API_CODES.serverError, msg: 'Internal Server Error', data: null }
    }
  })

export const fetchCategoryTree = createServerFn({ method: 'GET' }).handler(
  async (): Promise<ApiEnvelope<CategoryNode[]>> => {
    try {
      return await getMarketplaceApi().categoryTree(requestCallContext())
    } catch (error) {
      if (error instanceof ApiError) return { code: error.code, msg: error.message, data: [] }
      console.error('[products] categories failed', error)
      return { code: API_CODES.serverError, msg: 'Internal Server Error', data: [] }
    }
  },
)
