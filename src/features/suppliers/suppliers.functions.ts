import { createServerFn } from '@tanstack/react-start'
import type { ApiEnvelope } from '@/lib/api-codes'
import { ApiError } from '@/server/api/call'
import { serverReply } from '@/server/api/reply'
import { requestCallContext } from '@/server/auth/context'
import { suppliersSlice } from './suppliers.api'
import { type SourcingList, SourcingListQuerySchema } from './suppliers.shared'

/** The list reply, with the reason a picture was refused (a word the page translates, never a message). */
export type SourcingReply = ApiEnvelope<SourcingList | null> & { reason?: string }

const reasonOf = (data: unknown): string | undefined =>
  typeof data === 'object' && data !== null && 'reason' in data && typeof data.reason === 'string'
    ? data.reason
    : undefined

export const fetchSourcingList = createServerFn({ method: 'GET' })
  .validator(SourcingListQuerySchema)
  .handler(async ({ data }): Promise<SourcingReply> => {
    let reason: string | undefined
    const reply = await serverReply('supplier search', async () => {
      try {
        return await suppliersSlice.serve().sourcingList(data, requestCallContext())
      } catch (error) {
        if (error instanceof ApiError) reason = reasonOf(error.data)
        throw error
      }
    })
    return reason ? { ...reply, reason } : reply
  })
