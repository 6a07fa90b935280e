import { createFileRoute } from '@tanstack/react-router'
import { affiliateApplyEndpoint } from '@/features/affiliate/affiliate.endpoints'
import { AffiliateApplySchema } from '@/features/affiliate/affiliate.shared'
import { postOnly } from '@/server/http/routes'

/** POST /api/affiliate/apply {website, channel, agree: true}: joins the programme; answers the dashboard. */
export const Route = createFileRoute('/api/affiliate/apply')({
  server: { handlers: postOnly(AffiliateApplySchema, affiliateApplyEndpoint) },
})
