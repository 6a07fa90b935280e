// What a page shows instead of data the server refused: the reason, the login or limit prompt (opened
// once when the refusal arrives, and again from the button), or the message of a bad parameter.
import { useEffect } from 'react'
import { Button } from '@/components/ui/button'
import type { QuotaFeature } from '@/config/quotas'
import { messageForCode } from '@/i18n/code-messages'
import { API_CODES, isSessionInvalid } from '@/lib/api-codes'
import { m } from '@/paraglide/messages'
import { usePrompt, useViewerSignedIn } from './api-reaction'

export function Refusal({
  code,
  message,
  page,
  onBack,
  backLabel,
  feature,
}: {
  code: number
  /** The quota feature refused: named in the limit dialog. */
  feature?: QuotaFeature
  /** What to say for a refusal that is neither a login nor a limit; the code's own message by default. */
  message?: string
  /** The list page that was refused (free plan: first page only). */
  page?: number
  onBack?: () => void
  backLabel?: string
}) {
  const prompt = usePrompt()
  const signedIn = useViewerSignedIn()
  // Opened once when the refusal arrives (the button opens it again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `prompt` is a new function each render; the code and feature decide.
  useEffect(() => {
    prompt(code, feature)
  }, [code, feature])
  const login = isSessionInvalid(code)
  const limit = code === API_CODES.limitReached
  const text = login
    ? m.prompt_login_body()
    : limit
      ? page && page > 1
        ? m.prompt_page_limit({ page })
        : m.prompt_limit_body()
      : (message ?? messageForCode(code))
  return (
    <div role="alert" className="rounded-xl bg-amber-50 p-6 text-sm text-amber-900" data-testid="refusal">
      <p>{text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {login || limit ? (
          <Button onClick={() => prompt(code, feature)} data-testid="refusal-prompt">
            {/* A visitor out of free uses gets the login prompt (more uses come with an account). */}
            {login || !signedIn ? m.prompt_login() : m.prompt_upgrade()}
          </Button>
        ) : null}
        {onBack ? (
          <Button variant="outline" onClick={onBack}>
            {backLabel}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
