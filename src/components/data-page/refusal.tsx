// What a page shows instead of data the server refused: the reason, the login or limit prompt (opened
// once when the refusal arrives, and again from the button), or the message of a bad parameter. A login
// or limit refusal says what the limit dialog says (one vocabulary, docs/quotas.md): a visitor is asked
// to log in, a signed-in user reads what the quota table gives their plan.
import { useEffect } from 'react'
import { Button } from '@/components/ui/button'
import type { QuotaFeature } from '@/config/quotas'
import { messageForCode } from '@/i18n/code-messages'
import { API_CODES, isSessionInvalid } from '@/lib/api-codes'
import { m } from '@/paraglide/messages'
import { usePrompt, useRefusalWords } from './api-reaction'

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
  const words = useRefusalWords()
  // Opened once when the refusal arrives (the button opens it again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `prompt` is a new function each render; the code, feature and page decide.
  useEffect(() => {
    prompt(code, feature, { page })
  }, [code, feature, page])
  const prompted = isSessionInvalid(code) || code === API_CODES.limitReached
  const said = prompted ? words(code, feature, { page }) : null
  const text = said ? said.body : (message ?? messageForCode(code))
  return (
    <div role="alert" className="rounded-xl bg-amber-50 p-6 text-sm text-amber-900" data-testid="refusal">
      <p>{text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {said && said.action !== 'ok' ? (
          <Button onClick={() => prompt(code, feature, { page })} data-testid="refusal-prompt">
            {said.action === 'login' ? m.prompt_login() : m.prompt_upgrade()}
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
