// The signed-in identity on the client (spec §4 "Login state"). Others use:
//   useViewer(): null | { id, email, username, planId, planName, isGuest, expireAt }
//   setUserInfo(info | null) after get-token, sign-in or sign-out; currentToken() for /api calls.
// A display copy (never the token) is kept in localStorage with the visitor fingerprint, so the header
// shows the user at once on the next visit; get-token then confirms it with the server.
import type { UserInfo } from '@/features/account/account.shared'
import { effectiveSubscription } from '@/features/billing/subscription.shared'
import { getVisitorFingerprint } from '@/lib/fingerprint'
import { readStorage, removeStorage, writeStorage } from '@/lib/storage'
import { createStore, useStore } from '@/lib/store'
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

const STORAGE_KEY = 'shopsight.user'

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
  const viewer = useViewer()
  return viewer && !viewer.isGuest ? viewer : null
}

export function currentToken(): string | null {
  return userInfoStore.get()?.token ?? null
}

export function setUserInfo(info: UserInfo | null): void {
  userInfoStore.set(info)
  if (!info) {
    removeStorage(STORAGE_KEY)
    return
  }
  const { token: _token, ...display } = info
  writeStorage(STORAGE_KEY, JSON.stringify({ fingerprint: getVisitorFingerprint(), info: display }))
}

/**
 * The stored identity, when it belongs to this visitor; a copy made for another fingerprint is
 * cleared (spec §4) and null is returned, so a fresh token is fetched.
 */
export function readStoredUser(): UserInfo | null {
  const raw = readStorage(STORAGE_KEY)
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'fingerprint' in parsed &&
      parsed.fingerprint === getVisitorFingerprint() &&
      'info' in parsed &&
      isDisplayInfo(parsed.info)
    ) {
      return { ...parsed.info, token: '' }
    }
  } catch {
    // Unreadable: treated as absent.
  }
  removeStorage(STORAGE_KEY)
  return null
}

function isDisplayInfo(value: unknown): value is Omit<UserInfo, 'token'> {
  if (typeof value !== 'object' || value === null) return false
  return (
    'user_id' in value &&
    typeof value.user_id === 'string' &&
    'email' in value &&
    typeof value.email === 'string' &&
    'username' in value &&
    typeof value.username === 'string' &&
    'is_guest' in value &&
    typeof value.is_guest === 'boolean' &&
    'subscription' in value &&
    typeof value.subscription === 'object' &&
    value.subscription !== null &&
    'plan_id' in value.subscription &&
    typeof value.subscription.plan_id === 'number' &&
    'expire_at' in value.subscription &&
    typeof value.subscription.expire_at === 'number'
  )
}
