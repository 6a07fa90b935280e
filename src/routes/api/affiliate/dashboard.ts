import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { affiliateDashboard } from '@/features/affiliate/affiliate.server'
import { ok } from '@/server/api/call'
import { getDatabase } from '@/server/db/client'
import { getOnly } from '@/server/http/routes'
import { requireAccount } from '@/server/quota/quota'

/** GET /api/affiliate/dashboard: the caller's link, clicks, sign-ups, paying users and ledger ({affiliate: null} before applying). */
export const Route = createFileRoute('/api/affiliate/dashboard')({
  server: {
    handlers: getOnly(v.object({}), async (_input, ctx, request) =>
      ok(
        await affiliateDashboard(await getDatabase(), await requireAccount(ctx), new URL(request.url).origin),
      ),
    ),
  },
})
