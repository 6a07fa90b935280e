// One reaction to every /api or server-function envelope (spec §8), for any feature:
//   reactToApiCode(envelope, feature)  10001/20001 → clear the user, log out, login prompt;
//                                      10020 → limit dialog (login prompt for visitors); success with remaining ≥ 0 → remaining store.
import { openDialog } from '@/components/ui/dialog-store'
import { featureName, featureSpec, type QuotaFeature } from '@/config/quotas'
import { setRemaining } from '@/features/account/remaining-store'
import { getLocale } from '@/i18n/locale'
import { API_CODES, isSessionInvalid, isSuccess } from '@/lib/api-codes'
import { signOut, startSession } from './session'
import { toViewer, userInfoStore } from './viewer-store'

type Envelope = { code: number; data?: unknown }

function remainingOf(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null || !('remaining' in data)) return undefined
  return typeof data.remaining === 'number' ? data.remaining : undefined
}

const isFirstPageRefusal = (feature: QuotaFeature, page = 1) =>
  featureSpec(feature).freeRule === 'first-page' && page > 1

export async function reactToApiCode(
  envelope: Envelope,
  feature?: QuotaFeature,
  /** Where a refused list call read: the limit dialog names the free plan's first-page rule. */
  at?: { page?: number },
): Promise<void> {
  if (isSessionInvalid(envelope.code)) {
    void signOut()
    openDialog({ type: 'login' })
    return
  }
  if (envelope.code === API_CODES.limitReached) {
    // Decide on the server's word: until the start-up token call answers, the store may hold the
    // identity stored in this browser, which a lost session has made stale (a visitor would be shown
    // the plans instead of the login prompt). Memoized: at once when the session has started.
    await startSession()
    const viewer = toViewer(userInfoStore.get())
    // A free-plan rule (page 2 where the free plan has the first page; guests are on the free plan)
    // refuses without using the day's uses: the banner keeps its count then, so it and the dialog agree.
    const ruleRefused =
      (viewer?.planId ?? 0) === 0 && feature !== undefined && isFirstPageRefusal(feature, at?.page)
    if (feature && !ruleRefused) setRemaining(feature, 0)
    // A visitor (a guest the server or the browser started) gets more by signing up, not by buying a
    // plan it cannot buy without an account: the login prompt (issue 11).
    if (!viewer || viewer.isGuest) {
      openDialog({ type: 'login' })
      return
    }
    const planId = viewer.planId
    openDialog({
      type: 'limit',
      planId,
      feature: feature ? () => featureName(feature, getLocale()) : undefined,
      featureId: feature,
      page: at?.page,
    })
    return
  }
  const remaining = remainingOf(envelope.data)
  if (isSuccess(envelope.code) && feature && remaining !== undefined) setRemaining(feature, remaining)
}
