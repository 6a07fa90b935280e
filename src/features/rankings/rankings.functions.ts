import { createServerFn } from '@tanstack/react-start'
import { API_CODES, type ApiEnvelope } from '@/lib/api-codes'
import { ApiError, getMarketplaceApi } from '@/server/marketplace'
import { requestCallContext } from '@/server/marketplace/context'
import {
  type RankAnalysis,
  type RankList,
  RankListQuerySchema,
  type RankTrend,
  RankTrendQuerySchema,
} from './rankings.shared'

/** Codes become data the page acts on (login or limit prompt, bad parameter); only bugs throw. */
async function envelope<T>(
  label: string,
  call: () => Promise<ApiEnvelope<T>>,
): Promise<ApiEnvelope<T | null>> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, msg: error.message, data: null }
    console.error(`[rankings] ${label} failed`, error)
    return { code: API_CODES.serverError, msg: 'Internal Server Error', data: null }
  }
}

export const fetchRankList = createServerFn({ method: 'GET' })
  .validator(RankListQuerySchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<RankList | null>> =>
      envelope('list', () => getMarketplaceApi().rankList(data, requestCallContext())),
  )

export const fetchRankTrend = createServerFn({ method: 'GET' })
  .validator(RankTrendQuerySchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<RankTrend | null>> =>
      envelope('trend', () => getMarketplaceApi().rankTrend(data, requestCallContext())),
  )

export const fetchRankAnalysis = createServerFn({ method: 'GET' })
  .validator(RankListQuerySchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<RankAnalysis | null>> =>
      envelope('analysis', () => getMarketplaceApi().rankAnalysis(data, requestCallContext())),
  )
