// The invitation dialog's calls, through the app's one fetch wrapper (replies, never thrown errors).
import { apiEnvelope } from '@/features/account/session'
import type { InviteSummary } from './invites.shared'

export const fetchInviteSummary = () => apiEnvelope<InviteSummary>('GET', '/api/invite/summary')

/** Credits the just-registered account to the invite code it arrived with. */
export const claimInvite = (inviter: string) =>
  apiEnvelope<{ accepted: boolean }>('POST', '/api/invite/claim', { inviter })

/** Records that the link was shared; its reward comes with the first verified sign-up through it. */
export const recordShare = () => apiEnvelope<{ recorded: boolean }>('POST', '/api/invite/share')

/**
 * After a registration: credit the new account to its invite code (from the link) and to the affiliate
 * whose referral link the browser arrived through (the server reads its 30-day cookie). Refusals (a
 * second account from this device, a self-invite) are silent: the new account works either way.
 */
export async function creditNewAccount(inviter: string | undefined): Promise<void> {
  await Promise.all([
    inviter ? claimInvite(inviter) : null,
    apiEnvelope<unknown>('POST', '/api/affiliate/attribute'),
  ])
}
