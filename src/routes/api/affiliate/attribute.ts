import { createFileRoute } from '@tanstack/react-router'
import { affiliateAttributeEndpoint } from '@/features/affiliate/affiliate.endpoints'
import { NoInput } from '@/server/http/endpoint-call'
import { postOnly } from '@/server/http/routes'

/** POST /api/affiliate/attribute: credits the caller's new account to the affiliate of the referral cookie. */
export const Route = createFileRoute('/api/affiliate/attribute')({
  server: { handlers: postOnly(NoInput, affiliateAttributeEndpoint) },
})
