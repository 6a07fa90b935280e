// The affiliate endpoints, once: /api/affiliate/* (the public contract) and the affiliate panel's and
// registration page's server functions (affiliate.functions.ts) both run these.
import { readCookie } from '@/lib/locale'
import { ok } from '@/server/api/call'
import { getDatabase } from '@/server/db/client'
import type { Endpoint, NoInput } from '@/server/http/endpoint-call'
import { requireAccount } from '@/server/quota/quota'
import { affiliateDashboard, applyAffiliate, attributeReferral } from './affiliate.server'
import { AFFILIATE_COOKIE, type AffiliateApplySchema, type AffiliateDashboard } from './affiliate.shared'

/** The caller's link, clicks, sign-ups, paying users and ledger ({affiliate: null} before applying). */
export const affiliateDashboardEndpoint: Endpoint<typeof NoInput, AffiliateDashboard> = async (
  _input,
  ctx,
  request,
) => ok(await affiliateDashboard(await getDatabase(), await requireAccount(ctx), new URL(request.url).origin))

/** Joins the programme; answers the dashboard. */
export const affiliateApplyEndpoint: Endpoint<typeof AffiliateApplySchema, AffiliateDashboard> = async (
  input,
  ctx,
  request,
) => {
  const viewer = await requireAccount(ctx)
  const db = await getDatabase()
  await applyAffiliate(db, viewer, input)
  return ok(await affiliateDashboard(db, viewer, new URL(request.url).origin))
}

/** Credits the caller's new account to the affiliate of the referral cookie. */
export const affiliateAttributeEndpoint: Endpoint<typeof NoInput, { referred: boolean }> = async (
  _input,
  ctx,
  request,
) => {
  const code = readCookie(request.headers.get('cookie'), AFFILIATE_COOKIE)
  return ok({ referred: await attributeReferral(await getDatabase(), await requireAccount(ctx), code) })
}
