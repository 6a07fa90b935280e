// A refused call (spec §8): no session opens the login prompt, the limit opens the limit prompt.
// The accounts client (reactToApiCode) takes this over when it lands; until then this is the one place.
import { openDialog } from '@/components/shell/dialog-store'
import { API_CODES, isSessionInvalid } from '@/lib/api-codes'

/** Opens the prompt a reply code calls for; true when it was a login or limit refusal. */
export function promptForCode(code: number): boolean {
  if (isSessionInvalid(code)) {
    openDialog({ type: 'login' })
    return true
  }
  if (code === API_CODES.limitReached) {
    // The reply does not carry the plan; the limit dialog offers the upgrade, which every plan can read.
    openDialog({ type: 'limit', planId: 0 })
    return true
  }
  return false
}
