import { createServerFn } from '@tanstack/react-start'
import type { ApiEnvelope } from '@/lib/api-codes'
import { serverReply } from '@/server/api/reply'
import { requestCallContext } from '@/server/auth/context'
import { TitleCheckQuerySchema, TrademarkDetailQuerySchema } from './trademark-calls.shared'
import { trademarksSlice } from './trademarks.api'
import {
  type TitleCheck,
  type TrademarkDetail,
  type TrademarkList,
  TrademarkSearchQuerySchema,
} from './trademarks.shared'

export const fetchTrademarkSearch = createServerFn({ method: 'GET' })
  .validator(TrademarkSearchQuerySchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<TrademarkList | null>> =>
      serverReply('trademark search', () =>
        trademarksSlice.serve().searchTrademarks(data, requestCallContext()),
      ),
  )

export const fetchTrademarkDetail = createServerFn({ method: 'GET' })
  .validator(TrademarkDetailQuerySchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<TrademarkDetail | null>> =>
      serverReply('trademark detail', () =>
        trademarksSlice.serve().trademarkDetail(data.id, requestCallContext()),
      ),
  )

// POST: a listing title can be long, and a check is asked for, not a page to cache.
export const fetchTitleCheck = createServerFn({ method: 'POST' })
  .validator(TitleCheckQuerySchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<TitleCheck | null>> =>
      serverReply('trademark title check', () =>
        trademarksSlice.serve().checkTitle(data, requestCallContext()),
      ),
  )
