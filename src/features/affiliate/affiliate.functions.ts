// The affiliate panel's and the registration page's server functions over the /api/affiliate/*
// endpoints (affiliate.endpoints.ts): typed replies, the same refusals.
import { createServerFn } from '@tanstack/react-start'
import type * as v from 'valibot'
import { callEndpoint, NoInput } from '@/server/http/endpoint-call'
import {
  affiliateApplyEndpoint,
  affiliateAttributeEndpoint,
  affiliateDashboardEndpoint,
} from './affiliate.endpoints'
import { AffiliateApplySchema } from './affiliate.shared'

export const fetchAffiliateDashboard = createServerFn({ method: 'GET' }).handler(() =>
  callEndpoint('affiliate dashboard', NoInput, {}, affiliateDashboardEndpoint),
)

export const applyAffiliate = createServerFn({ method: 'POST' })
  .validator((input: v.InferInput<typeof AffiliateApplySchema>) => input)
  .handler(({ data }) => callEndpoint('affiliate apply', AffiliateApplySchema, data, affiliateApplyEndpoint))

/** Credits the just-registered account to the affiliate whose referral link the browser arrived through. */
export const creditReferral = createServerFn({ method: 'POST' }).handler(() =>
  callEndpoint('affiliate attribute', NoInput, {}, affiliateAttributeEndpoint),
)
