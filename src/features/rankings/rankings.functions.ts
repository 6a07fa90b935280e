import { createServerFn } from '@tanstack/react-start'
import type { ApiEnvelope } from '@/lib/api-codes'
import { serverReply } from '@/server/api/reply'
import { requestCallContext } from '@/server/auth/context'
import { rankingsSlice } from './rankings.api'
import {
  type RankAnalysis,
  type RankList,
  RankListQuerySchema,
  type RankTrend,
  RankTrendQuerySchema,
} from './rankings.shared'

export const fetchRankList = createServerFn({ method: 'GET' })
  .validator(RankListQuerySchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<RankList | null>> =>
      serverReply('rankings list', () => rankingsSlice.serve().rankList(data, requestCallContext())),
  )

export const fetchRankTrend = createServerFn({ method: 'GET' })
  .validator(RankTrendQuerySchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<RankTrend | null>> =>
      serverReply('rankings trend', () => rankingsSlice.serve().rankTrend(data, requestCallContext())),
  )

export const fetchRankAnalysis = createServerFn({ method: 'GET' })
  .validator(RankListQuerySchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<RankAnalysis | null>> =>
      serverReply('rankings analysis', () => rankingsSlice.serve().rankAnalysis(data, requestCallContext())),
  )
