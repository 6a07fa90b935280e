// The invite endpoints, once: /api/invite/* (the public contract) and the invitation dialog's server
// functions (invites.functions.ts) both run these, with the same session check and refusals.
import { ok } from '@/server/api/call'
import { clientAddress } from '@/server/auth/rate-limit'
import { getDatabase } from '@/server/db/client'
import type { Endpoint, NoInput } from '@/server/http/endpoint-call'
import { requireAccount } from '@/server/quota/quota'
import { claimInvite, inviteSummary, recordShare } from './invites.server'
import type { InviteClaimSchema, InviteSummary } from './invites.shared'

/** The invitation dialog's link, counts and granted rewards. */
export const inviteSummaryEndpoint: Endpoint<typeof NoInput, InviteSummary> = async (
  _input,
  ctx,
  request,
) => {
  const viewer = await requireAccount(ctx)
  return ok(await inviteSummary(await getDatabase(), viewer, new URL(request.url).origin))
}

/** Credits the caller's new account to an invite code; the device is the caller's fingerprint. */
export const inviteClaimEndpoint: Endpoint<
  typeof InviteClaimSchema,
  { accepted: boolean; inviter_rewards: number }
> = async (input, ctx, request) => {
  const viewer = await requireAccount(ctx)
  const { granted } = await claimInvite(
    await getDatabase(),
    viewer,
    input.inviter,
    ctx.fingerprint,
    clientAddress(request),
  )
  return ok({ accepted: true, inviter_rewards: granted.length })
}

/**
 * Records the share activity. It grants nothing itself: the reward comes once an account registered
 * through the link afterwards verifies its e-mail address (docs/quotas.md).
 */
export const inviteShareEndpoint: Endpoint<typeof NoInput, { recorded: boolean }> = async (_input, ctx) => {
  await recordShare(await getDatabase(), await requireAccount(ctx))
  return ok({ recorded: true })
}
