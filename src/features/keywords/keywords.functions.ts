import { createServerFn } from '@tanstack/react-start'
import type { ApiEnvelope } from '@/lib/api-codes'
import { serverReply } from '@/server/api/reply'
import { requestCallContext } from '@/server/auth/context'
import { keywordsSlice } from './keywords.api'
import {
  type KeywordAnalysis,
  KeywordAnalysisQuerySchema,
  type KeywordList,
  KeywordListQuerySchema,
  type KeywordReverse,
} from './keywords.shared'
import { KeywordReverseQuerySchema } from './product-refs'

/** A keyword database page as a typed result: data on success, code and message otherwise. */
export const fetchKeywordList = createServerFn({ method: 'GET' })
  .validator(KeywordListQuerySchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<KeywordList | null>> =>
      serverReply('keywords list', () => keywordsSlice.serve().listKeywords(data, requestCallContext())),
  )

/** A reverse lookup: the pasted references are checked by the page first, and again here. */
export const fetchKeywordReverse = createServerFn({ method: 'GET' })
  .validator(KeywordReverseQuerySchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<KeywordReverse | null>> =>
      serverReply('keywords reverse', () =>
        keywordsSlice.serve().reverseKeywords(data.products, requestCallContext()),
      ),
  )

export const fetchKeywordAnalysis = createServerFn({ method: 'GET' })
  .validator(KeywordAnalysisQuerySchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<KeywordAnalysis | null>> =>
      serverReply('keywords analysis', () =>
        keywordsSlice.serve().keywordAnalysis(data.id, requestCallContext()),
      ),
  )
