import { createServerFn } from '@tanstack/react-start'
import type { ApiEnvelope } from '@/lib/api-codes'
import { serverReply } from '@/server/api/reply'
import { requestCallContext } from '@/server/auth/context'
import { categoriesSlice } from './categories.api'
import {
  type CategoryDetail,
  CategoryDetailQuerySchema,
  type CategoryList,
  CategoryListQuerySchema,
} from './categories.shared'

export const fetchCategoryList = createServerFn({ method: 'GET' })
  .validator(CategoryListQuerySchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<CategoryList | null>> =>
      serverReply('category list', () => categoriesSlice.serve().categoryList(data, requestCallContext())),
  )

export const fetchCategoryDetail = createServerFn({ method: 'GET' })
  .validator(CategoryDetailQuerySchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<CategoryDetail | null>> =>
      serverReply('category detail', () =>
        categoriesSlice.serve().categoryDetail(data, requestCallContext()),
      ),
  )
