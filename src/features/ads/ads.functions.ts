import { createServerFn } from '@tanstack/react-start'
import type { ApiEnvelope } from '@/lib/api-codes'
import { serverReply } from '@/server/api/reply'
import { requestCallContext } from '@/server/auth/context'
import { adsSlice } from './ads.api'
import {
  type AdDetail,
  AdDetailQuerySchema,
  type AdList,
  AdListQuerySchema,
  type AdTrend,
  AdTrendQuerySchema,
} from './ads.shared'

/** An ad library page as a typed result: data on success, code and message otherwise. */
export const fetchAdList = createServerFn({ method: 'GET' })
  .validator(AdListQuerySchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<AdList | null>> =>
      serverReply('ads list', () => adsSlice.serve().listAds(data, requestCallContext())),
  )

export const fetchAdDetail = createServerFn({ method: 'GET' })
  .validator(AdDetailQuerySchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<AdDetail | null>> =>
      serverReply('ads detail', () => adsSlice.serve().adDetail(data.id, requestCallContext())),
  )

export const fetchAdTrend = createServerFn({ method: 'GET' })
  .validator(AdTrendQuerySchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<AdTrend | null>> =>
      serverReply('ads trend', () => adsSlice.serve().adTrend(data, requestCallContext())),
  )
