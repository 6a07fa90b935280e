// The signed-in identity on the client (spec §4 "Login state"). Others use:
//   useViewer(): null | { id, email, username, planId, planName, isGuest, expireAt }
//   currentToken() for /api calls; setUserInfo() (viewer-storage.ts) after get-token, sign-in, sign-out.
// Kept tiny: the shell imports it on every page.

import { effectiveSubscription } from '@/config/subscription'
import type { UserInfo } from '@/features/account/account.shared'
import { createStore, useStore, useStoreValue } from '@/lib/store'
import { m } from '@/paraglide/messages'

export type ViewerView = {
  id: string
  email: string
  username: string
  /** The plan in force now: an expired subscription counts as 0 (spec §4). */
  planId: number
  planName: string
  isGuest: boolean
  /** Seconds since the epoch; 0 when never subscribed. */
  expireAt: number
  cycleSubscription: number
}

export const userInfoStore = createStore<UserInfo | null>(null)

const PLAN_NAMES = [m.plan_name_0, m.plan_name_1, m.plan_name_2, m.plan_name_3, m.plan_name_4] as const

export function planName(planId: number): string {
  return (PLAN_NAMES[planId] ?? m.plan_name_0)()
}

export function toViewer(
  info: UserInfo | null,
  nowSeconds = Math.floor(Date.now() / 1000),
): ViewerView | null {
  if (!info) return null
  const sub = effectiveSubscription(info.subscription, nowSeconds)
  return {
    id: info.user_id,
    email: info.email,
    username: info.username,
    planId: sub.plan_id,
    planName: planName(sub.plan_id),
    isGuest: info.is_guest,
    expireAt: sub.expire_at,
    cycleSubscription: sub.cycle_subscription,
  }
}

export function useViewer(): ViewerView | null {
  return toViewer(useStore(userInfoStore))
}

/** A registered (non-guest) user, or null: what the header's avatar menu shows. */
export function useSignedInUser(): ViewerView | null {
  // Selected before rendering: every visitor's first get-token stores a guest identity, and reading the
  // whole store re-rendered each reader for nothing (the shell, the pricing page, and a list page's
  // favorites, which re-rendered its 50-row grid just after hydration).
  return toViewer(useStoreValue(userInfoStore, (info) => (info && !info.is_guest ? info : null)))
}

export function currentToken(): string | null {
  return userInfoStore.get()?.token ?? null
}
