import { createServerFn } from '@tanstack/react-start'
import type { ApiEnvelope } from '@/lib/api-codes'
import { serverReply } from '@/server/api/reply'
import { requestCallContext } from '@/server/auth/context'
import { productsSlice } from './products.api'
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
  .handler(
    ({ data }): Promise<ApiEnvelope<ProductList | null>> =>
      serverReply('products list', () => productsSlice.serve().listProducts(data, requestCallContext())),
  )

/** One product's detail page data as a typed result: data, or the code (404, limit, login) and message. */
export const fetchProductDetail = createServerFn({ method: 'GET' })
  .validator(ProductDetailQuerySchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<ProductDetail | null>> =>
      serverReply('products detail', () =>
        productsSlice.serve().productDetail(data.id, requestCallContext()),
      ),
  )

export const fetchCategoryTree = createServerFn({ method: 'GET' }).handler(
  (): Promise<ApiEnvelope<CategoryNode[] | null>> =>
    serverReply('categories', () => productsSlice.serve().categoryTree(requestCallContext())),
)
