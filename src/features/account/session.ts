// The client's session calls: get-token on start (spec §4), sign-in, registration, sign-out, each
// through the one fetch wrapper. Answers come back as values the forms show, never as thrown errors.
import type { UserInfo } from '@/features/account/account.shared'
import { API_CODES, type ApiEnvelope, isEnvelope, isSuccess } from '@/lib/api-codes'
import { getVisitorFingerprint } from '@/lib/fingerprint'
import { createHttpClient, HttpError } from '@/lib/http'
import { readCookie } from '@/lib/locale'
import { readStoredUser, setUserInfo } from './viewer-storage'
import { currentToken, userInfoStore } from './viewer-store'

/** The app's own /api and /ecommerce calls: the session cookie rides along, plus `token##fingerprint`. */
export const api = createHttpClient({
  getToken: currentToken,
  getFingerprint: () => (typeof window === 'undefined' ? null : getVisitorFingerprint()),
  timeoutMs: 15_000,
})

/** An /api reply whether it came with 200 or an error status (the envelope is in the error body). */
export async function apiEnvelope<T>(
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
): Promise<ApiEnvelope<T | null>> {
  try {
    return await api.request<ApiEnvelope<T>>(method, path, payload)
  } catch (error) {
    if (error instanceof HttpError && isEnvelope(error.body)) return { ...error.body, data: null }
    const msg = error instanceof Error ? error.message : String(error)
    return { code: 0, msg, data: null }
  }
}

/** Fetches the caller's identity (user or fingerprint guest) and stores it; null when the server failed. */
export async function fetchToken(): Promise<UserInfo | null> {
  const reply = await apiEnvelope<UserInfo>('GET', '/ecommerce/common/get-token', {
    fingerprint: getVisitorFingerprint(),
  })
  if (!isSuccess(reply.code) || !reply.data) return null
  setUserInfo(reply.data)
  return reply.data
}

let started: Promise<UserInfo | null> | undefined

/**
 * Spec §4 on start: show the stored identity (only if it is this visitor's), then fetch a token with
 * the fingerprint. If an invited_code cookie is set for the signed-in email, go to the team page.
 */
export function startSession(): Promise<UserInfo | null> {
  started ??= (async () => {
    const stored = readStoredUser()
    if (stored && !userInfoStore.get()) userInfoStore.set(stored)
    const info = await fetchToken()
    if (!info) setUserInfo(null)
    const target = info ? invitedTeamUrl(info, document.cookie) : null
    if (target) window.location.assign(target)
    return info
  })()
  return started
}

/** Spec §4: `/my-team?invited_code=…` when the invitation (cookies invited_code, invited_email) is for this user. */
export function invitedTeamUrl(info: UserInfo, cookie: string): string | null {
  const code = readCookie(cookie, 'invited_code')
  const email = readCookie(cookie, 'invited_email')
  if (!code || info.is_guest || !email || email.trim().toLowerCase() !== info.email.toLowerCase()) return null
  return `/my-team?invited_code=${encodeURIComponent(code)}`
}

export type AuthFailure = { status: number; code: string; message: string }
export type AuthResult = { ok: true } | { ok: false; error: AuthFailure }

async function authPost(path: string, body: Record<string, unknown>): Promise<AuthResult> {
  try {
    await api.post<unknown>(path, body)
    return { ok: true }
  } catch (error) {
    if (error instanceof HttpError) {
      const b = error.body
      const code =
        typeof b === 'object' && b !== null && 'code' in b && typeof b.code === 'string' ? b.code : ''
      const message =
        typeof b === 'object' && b !== null && 'message' in b && typeof b.message === 'string'
          ? b.message
          : ''
      return { ok: false, error: { status: error.status, code, message } }
    }
    return { ok: false, error: { status: 0, code: '', message: String(error) } }
  }
}

export async function signIn(email: string, password: string): Promise<AuthResult> {
  const result = await authPost('/api/auth/sign-in/email', { email, password })
  if (result.ok) await fetchToken()
  return result
}

export async function signUp(username: string, email: string, password: string): Promise<AuthResult> {
  const result = await authPost('/api/auth/sign-up/email', { name: username, email, password })
  if (result.ok) await fetchToken()
  return result
}

/** Ends the session (spec §7 logout call) and continues as this visitor's guest. */
export async function signOut(): Promise<void> {
  await authPost('/api/auth/sign-out', {})
  setUserInfo(null)
  started = undefined
  await fetchToken()
}

/**
 * Spec §8 Google sign-in result: code 100000 reloads the page or goes to the returned url; anything
 * else goes to the returned url, or to the login page.
 */
export async function finishGoogleSignIn(credential: string): Promise<void> {
  const reply = await apiEnvelope<{ is_register: number; url: string }>(
    'POST',
    '/user/default/new-google-callback',
    {
      JWT: credential,
      state: getVisitorFingerprint(),
    },
  )
  const url = reply.data?.url
  if (reply.code === API_CODES.popupSuccess) {
    await fetchToken()
    if (url) window.location.assign(url)
    else window.location.reload()
    return
  }
  window.location.assign(url || '/user/login')
}
