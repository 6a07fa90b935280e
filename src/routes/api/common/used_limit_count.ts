import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { API_CODES } from '@/lib/api-codes'
import { getDatabase } from '@/server/db/client'
import { getOnly } from '@/server/http/routes'
import { requireUser } from '@/server/quota/quota'
import { usageEntries } from '@/server/quota/usage'

/** GET /api/common/used_limit_count: today's used, limit (num) and remaining per feature for the caller. */
export const Route = createFileRoute('/api/common/used_limit_count')({
  server: {
    handlers: getOnly(v.object({}), async (_input, ctx) => {
      const viewer = await requireUser(ctx)
      const data = await usageEntries(await getDatabase(), viewer.userId, viewer.planId)
      return { code: API_CODES.success, msg: 'success', data }
    }),
  },
})
