// The refusal vocabulary for the viewer on screen, lent to the kit's refusal panel by the shell: the
// same words the limit dialog shows (limit-text.ts). A fingerprint guest counts as a visitor.
import { useCallback } from 'react'
import type { RefusalWords } from '@/components/data-page/api-reaction'
import { useSignedInUser } from '@/features/account/viewer-store'
import { getLocale } from '@/i18n/locale'
import { isSessionInvalid } from '@/lib/api-codes'
import { refusalText } from './limit-text'

export function useRefusalWords(): RefusalWords {
  const planId = useSignedInUser()?.planId
  return useCallback(
    (code, feature, at) => {
      // A lost session is answered with the login prompt whoever the page thought was signed in.
      const viewer = planId === undefined || isSessionInvalid(code) ? 'visitor' : planId
      const { body, action } = refusalText({ viewer, feature, at, locale: getLocale() })
      return { body, action }
    },
    [planId],
  )
}
