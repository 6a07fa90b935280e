import { createFileRoute } from '@tanstack/react-router'
import { pageViewReport, requireStaff } from '@/features/analytics/analytics.server'
import { PageViewReportSchema } from '@/features/analytics/analytics.shared'
import { ok } from '@/server/api/call'
import { getDatabase } from '@/server/db/client'
import { getOnly } from '@/server/http/routes'

/** GET /api/analytics/page_views?days=30: the staff report (views by day, language and path); 404 for anyone else. */
export const Route = createFileRoute('/api/analytics/page_views')({
  server: {
    handlers: getOnly(PageViewReportSchema, async (input, ctx) => {
      const db = await getDatabase()
      await requireStaff(db, ctx.viewer ? await ctx.viewer() : null)
      return ok(await pageViewReport(db, input.days))
    }),
  },
})
