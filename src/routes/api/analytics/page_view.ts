import { createFileRoute } from '@tanstack/react-router'
import { recordPageView } from '@/features/analytics/analytics.server'
import { PageViewSchema } from '@/features/analytics/analytics.shared'
import { ok } from '@/server/api/call'
import { getDatabase } from '@/server/db/client'
import { postOnly } from '@/server/http/routes'

/** POST /api/analytics/page_view: one page view (route name, path, location, language); no session needed. */
export const Route = createFileRoute('/api/analytics/page_view')({
  server: {
    handlers: postOnly(PageViewSchema, async (input) => {
      await recordPageView(await getDatabase(), input)
      return ok(null)
    }),
  },
})
