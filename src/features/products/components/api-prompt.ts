// Product pages react to reply codes through the accounts client (reactToApiCode): 10001/20001 → clear
// the user and open the login prompt; 10020 → the limit dialog with the viewer's plan; a success with
// a remaining count → the free-limit banner's count for that feature.
import { useEffect } from 'react'
import type { QuotaFeature } from '@/config/quotas'
import { reactToApiCode } from '@/features/account/api-reaction'
import { API_CODES, isSessionInvalid, isSuccess } from '@/lib/api-codes'

/** Opens the prompt a reply code calls for; true when it was a login or limit refusal. */
export function promptForCode(code: number, feature?: QuotaFeature): boolean {
  const refused = isSessionInvalid(code) || code === API_CODES.limitReached
  if (refused) reactToApiCode({ code }, feature)
  return refused
}

/**
 * Keeps the banner's remaining count in step with each successful reply. Refusals are left to
 * <Refusal>, which opens their prompt once.
 */
export function useRemainingCount(
  reply: { code: number; data?: unknown } | undefined,
  feature: QuotaFeature,
): void {
  useEffect(() => {
    if (reply && isSuccess(reply.code)) reactToApiCode(reply, feature)
  }, [reply, feature])
}
