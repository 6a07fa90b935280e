// What the registration page does once the account exists: credit it to its invite code (from the link)
// and to the affiliate whose referral link the browser arrived through (the server reads its 30-day
// cookie). Refusals (a second account from this device, a self-invite) are silent: the new account works
// either way. The affiliate credit is the affiliate domain's server function, handed in by the route that
// composes the two domains.
import type { ApiEnvelope } from '@/lib/api-codes'
import { reached } from '@/lib/server-call'
import { claimInvite } from './invites.functions'

export async function creditNewAccount(
  inviter: string | undefined,
  creditReferral: () => Promise<ApiEnvelope<unknown>>,
): Promise<void> {
  await Promise.all([inviter ? reached(claimInvite({ data: { inviter } })) : null, reached(creditReferral())])
}
