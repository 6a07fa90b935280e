import { createServerFn } from '@tanstack/react-start'
import type { ApiEnvelope } from '@/lib/api-codes'
import { ok } from '@/server/api/call'
import { serverReply } from '@/server/api/reply'
import { requestCallContext } from '@/server/auth/context'
import { getDatabase } from '@/server/db/client'
import { pageViewReport, requireStaff } from './analytics.server'
import { type PageViewReport, REPORT_DAYS } from './analytics.shared'

const days = (input: unknown): (typeof REPORT_DAYS)[number] => REPORT_DAYS.find((d) => d === input) ?? 30

/** The staff page-view report; 10404 for anyone who is not staff (the page then answers 404). */
export const fetchPageViewReport = createServerFn({ method: 'GET' })
  .validator((input: unknown) => days(input))
  .handler(
    ({ data }): Promise<ApiEnvelope<PageViewReport | null>> =>
      serverReply('page views', async () => {
        const ctx = requestCallContext()
        const db = await getDatabase()
        await requireStaff(db, ctx.viewer ? await ctx.viewer() : null)
        return ok(await pageViewReport(db, data))
      }),
  )
