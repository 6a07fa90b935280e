import { createServerFn } from '@tanstack/react-start'
import type { ApiEnvelope } from '@/lib/api-codes'
import { serverReply } from '@/server/api/reply'
import { requestCallContext } from '@/server/auth/context'
import { PatentDetailQuerySchema } from './patent-calls.shared'
import { patentsSlice } from './patents.api'
import { type PatentDetail, type PatentList, PatentSearchQuerySchema } from './patents.shared'

export const fetchPatentSearch = createServerFn({ method: 'GET' })
  .validator(PatentSearchQuerySchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<PatentList | null>> =>
      serverReply('patent search', () => patentsSlice.serve().searchPatents(data, requestCallContext())),
  )

export const fetchPatentDetail = createServerFn({ method: 'GET' })
  .validator(PatentDetailQuerySchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<PatentDetail | null>> =>
      serverReply('patent detail', () => patentsSlice.serve().patentDetail(data.id, requestCallContext())),
  )
