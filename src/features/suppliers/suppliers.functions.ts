import { createServerFn } from '@tanstack/react-start'
import type { ApiEnvelope } from '@/lib/api-codes'
import { serverReply } from '@/server/api/reply'
import { requestCallContext } from '@/server/auth/context'
import { suppliersSlice } from './suppliers.api'
import { type SourcingList, SourcingListQuerySchema } from './suppliers.shared'

export const fetchSourcingList = createServerFn({ method: 'GET' })
  .validator(SourcingListQuerySchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<SourcingList | null>> =>
      serverReply('supplier search', () => suppliersSlice.serve().sourcingList(data, requestCallContext())),
  )
