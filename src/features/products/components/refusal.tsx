// What a page shows instead of data the server refused: the reason, the login or limit prompt (opened
// once when the refusal arrives, and again from the button), or the message of a bad parameter.
import { useEffect } from 'react'
import type { QuotaFeature } from '@/config/quotas'
import { API_CODES, isSessionInvalid } from '@/lib/api-codes'
import { m } from '@/paraglide/messages'
import { promptForCode } from './api-prompt'

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
  message: string
  /** The list page that was refused (free plan: first page only). */
  page?: number
  onBack?: () => void
  backLabel?: string
}) {
  useEffect(() => {
    promptForCode(code, feature)
  }, [code, feature])
  const login = isSessionInvalid(code)
  const limit = code === API_CODES.limitReached
  const text = login
    ? m.prompt_login_body()
    : limit
      ? page && page > 1
        ? m.prompt_page_limit({ page })
        : m.prompt_limit_body()
      : message
  return (
    <div role="alert" className="rounded-xl bg-amber-50 p-6 text-sm text-amber-900" data-testid="refusal">
      <p>{text}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {login || limit ? (
          <button
            type="button"
            onClick={() => promptForCode(code, feature)}
            className="h-9 rounded-md bg-brand-500 px-4 font-medium text-white hover:bg-brand-600"
            data-testid="refusal-prompt"
          >
            {login ? m.prompt_login() : m.prompt_upgrade()}
          </button>
        ) : null}
        {onBack ? (
          <button
            type="button"
            onClick={onBack}
            className="h-9 rounded-md border border-amber-300 bg-white px-4 hover:border-brand-500"
          >
            {backLabel}
          </button>
        ) : null}
      </div>
    </div>
  )
}
