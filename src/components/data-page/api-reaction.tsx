// How a data page reacts to a reply's code (spec §8), the same on every page: a session refusal
// (10001/20001) opens the login prompt, the limit (10020) opens the limit dialog with the viewer's plan,
// and a success carrying `remaining` moves the free-limit banner's count. What each reaction does lives
// with the accounts feature; the shell provides it here, so kit components need no feature import.
import { createContext, useCallback, useContext, useEffect } from 'react'
import type { QuotaFeature } from '@/config/quotas'
import { API_CODES, isSessionInvalid, isSuccess } from '@/lib/api-codes'

export type ApiReply = { code: number; data?: unknown }
/** Where a refused list call read (its page): a free plan's first-page rule is named as such. */
export type RefusedAt = { page?: number }
export type ApiReaction = (reply: ApiReply, feature?: QuotaFeature, at?: RefusedAt) => void

/** The words of a refusal and what it offers: the login prompt, the plans, or nothing more. */
export type RefusalWords = (
  code: number,
  feature?: QuotaFeature,
  at?: RefusedAt,
) => { body: string; action: 'login' | 'upgrade' | 'ok' }

/**
 * What the accounts feature lends the kit: the reaction to a reply, and a hook giving the refusal
 * vocabulary for the viewer (a visitor is asked to log in, a signed-in user reads what the quota table
 * says of their plan), the same words the limit dialog shows.
 */
export type ApiReactions = { react: ApiReaction; useRefusalWords: () => RefusalWords }

const ApiReactionContext = createContext<ApiReactions | null>(null)

/** Mounted once by the app shell with the accounts feature's reactions (one object for the app's life). */
export const ApiReactionProvider = ApiReactionContext.Provider

/** True for the refusals a prompt answers: no session, or the plan's daily limit. */
export const isPromptCode = (code: number) => isSessionInvalid(code) || code === API_CODES.limitReached

const NO_WORDS: RefusalWords = () => ({ body: '', action: 'ok' })
const NONE: ApiReactions = { react: () => undefined, useRefusalWords: () => NO_WORDS }

/** The reactions the shell provides; outside the shell (a test rendering one component) they do nothing. */
function useReactions(): ApiReactions {
  return useContext(ApiReactionContext) ?? NONE
}

function useReaction(): ApiReaction {
  return useReactions().react
}

/** The refusal vocabulary for the viewer (features/quota/limit-text.ts, lent by the shell). */
export function useRefusalWords(): RefusalWords {
  return useReactions().useRefusalWords()
}

/** `prompt(code, feature, at)` opens the login or limit prompt a code calls for; true when it did. */
export function usePrompt(): (code: number, feature?: QuotaFeature, at?: RefusedAt) => boolean {
  const react = useReaction()
  // Stable while the reaction is (it is a module constant): callers memoize on it.
  return useCallback(
    (code, feature, at) => {
      if (!isPromptCode(code)) return false
      react({ code }, feature, at)
      return true
    },
    [react],
  )
}

/**
 * Keeps the banner's remaining count in step with each successful reply. Refusals are left to
 * <Refusal>, which opens their prompt once.
 */
export function useRemainingCount(reply: ApiReply | undefined, feature: QuotaFeature): void {
  const react = useReaction()
  useEffect(() => {
    if (reply && isSuccess(reply.code)) react(reply, feature)
  }, [reply, feature, react])
}
