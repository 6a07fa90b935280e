// What the registration page does once the account exists: credit it to its invite code (from the link)
// and to the affiliate whose referral link the browser arrived through (the server reads its 30-day
// cookie). Refusals (a second account from this device, a self-invite) are silent: the new account works
// either way.
import { creditReferral } from '@/features/affiliate/affiliate.functions'
import { reached } from '@/lib/server-call'
import { claimInvite } from './invites.functions'

export async function creditNewAccount(inviter: string | undefined): Promise<void> {
  await Promise.all([inviter ? reached(claimInvite({ data: { inviter } })) : null, reached(creditReferral())])
}
