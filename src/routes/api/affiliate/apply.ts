import { createFileRoute } from '@tanstack/react-router'
import { affiliateDashboard, applyAffiliate } from '@/features/affiliate/affiliate.server'
import { AffiliateApplySchema } from '@/features/affiliate/affiliate.shared'
import { ok } from '@/server/api/call'
import { getDatabase } from '@/server/db/client'
import { postOnly } from '@/server/http/routes'
import { requireAccount } from '@/server/quota/quota'

/** POST /api/affiliate/apply {website, channel, agree: true}: joins the programme; answers the dashboard. */
export const Route = createFileRoute('/api/affiliate/apply')({
  server: {
    handlers: postOnly(AffiliateApplySchema, async (input, ctx, request) => {
      const viewer = await requireAccount(ctx)
      const db = await getDatabase()
      await applyAffiliate(db, viewer, input)
      return ok(await affiliateDashboard(db, viewer, new URL(request.url).origin))
    }),
  },
})
