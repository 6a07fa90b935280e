import { useEffect, useState } from 'react'
import { siteConfig } from '@/config/site'
import { rememberConsent } from '@/features/analytics/analytics.shared'
import { readStorage, writeStorage } from '@/lib/storage'
import { m } from '@/paraglide/messages'
import { AppLink } from '../ui/app-link'

export const COOKIE_CONSENT_KEY = 'shopsight.cookie-consent'

export function CookieConsent() {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    setOpen(siteConfig.cookie_consent.enabled && readStorage(COOKIE_CONSENT_KEY) === null)
  }, [])
  if (!open) return null
  const { colors } = siteConfig.cookie_consent
  const answer = (value: 'all' | 'necessary') => {
    writeStorage(COOKIE_CONSENT_KEY, value)
    // The server reads the choice too: after "only necessary" it records no page view.
    rememberConsent(value)
    setOpen(false)
  }
  return (
    <section
      aria-label={m.cookie_consent_more()}
      data-testid="cookie-consent"
      style={{ backgroundColor: colors.background, color: colors.text }}
      className="fixed bottom-4 left-4 z-[1950] flex max-w-md flex-col gap-3 rounded-xl p-4 text-sm shadow-2xl sm:flex-row sm:items-center"
    >
      <p className="flex-1">
        {m.cookie_consent_text()}{' '}
        <AppLink href="/policy/privacy" localPage className="underline">
          {m.cookie_consent_more()}
        </AppLink>
      </p>
      <div className="flex shrink-0 gap-2">
        <button
          type="button"
          data-testid="cookie-consent-necessary"
          onClick={() => answer('necessary')}
          className="rounded-md px-3 py-1.5 ring-1 ring-white/30"
        >
          {m.cookie_consent_decline()}
        </button>
        <button
          type="button"
          data-testid="cookie-consent-accept"
          onClick={() => answer('all')}
          style={{ backgroundColor: colors.button }}
          className="rounded-md px-3 py-1.5 font-medium text-white"
        >
          {m.cookie_consent_accept()}
        </button>
      </div>
    </section>
  )
}
