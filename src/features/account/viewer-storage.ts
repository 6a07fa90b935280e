// The signed-in identity's display copy (never the token) in localStorage, tagged with the visitor
// fingerprint, so the header shows the user at once on the next visit; get-token then confirms it.
import type { UserInfo } from '@/features/account/account.shared'
import { getVisitorFingerprint } from '@/lib/fingerprint'
import { readStorage, removeStorage, writeStorage } from '@/lib/storage'
import { userInfoStore } from './viewer-store'

const STORAGE_KEY = 'shopsight.user'

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
