// The refusal vocabulary for the viewer on screen, lent to the kit's refusal panel by the shell: the
// same words the limit dialog shows (limit-text.ts). A fingerprint guest counts as a visitor.
// limit-text.ts (the quota table and every refusal sentence) is loaded beside the page, not with it: the
// shell is in every first load, and these words are read only when a page shows a refusal. The import
// starts when the shell does; a refusal rendered before it arrives suspends (on the server and in
// hydration alike, so the server's words stay on screen until the same words are ready).
import { use, useCallback } from 'react'
import type { RefusalWords } from '@/components/data-page/api-reaction'
import { useSignedInUser } from '@/features/account/viewer-store'
import { getLocale } from '@/i18n/locale'
import { isSessionInvalid } from '@/lib/api-codes'

let limitText: typeof import('./limit-text') | undefined
const limitTextLoading = import('./limit-text').then((mod) => {
  limitText = mod
  return mod
})

export function useRefusalWords(): RefusalWords {
  const planId = useSignedInUser()?.planId
  const { refusalText } = limitText ?? use(limitTextLoading)
  return useCallback(
    (code, feature, at) => {
      // A lost session is answered with the login prompt whoever the page thought was signed in.
      const viewer = planId === undefined || isSessionInvalid(code) ? 'visitor' : planId
      const { body, action } = refusalText({ viewer, feature, at, locale: getLocale() })
      return { body, action }
    },
    [planId, refusalText],
  )
}
