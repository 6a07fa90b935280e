// The shell's account layer (loaded after hydration): starts the session (get-token), shows free users
// the free-limit banner on limited routes (feature name and uses left, spec §6 and §8) and the upgrade
// prompt area on every other route. The banner's words come from the refusal vocabulary
// (limit-text.ts), so it never contradicts the limit dialog, and a visitor is only asked to log in.
import { useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { AppLink } from '@/components/ui/app-link'
import { featureForRoute } from '@/config/quotas'
import { siteConfig } from '@/config/site'
import { fetchQuotaUsage } from '@/features/account/quota-usage'
import { startSession } from '@/features/account/session'
import { useViewer } from '@/features/account/viewer-store'
import { getLocale } from '@/i18n/locale'
import { isSuccess } from '@/lib/api-codes'
import { splitLocalePrefix } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { useRemaining } from '../../account/remaining-store'
import { bannerText } from '../limit-text'

/** The spec's route name of a path: its first segment without the language prefix (`/cn/product-detail/7` → product-detail). */
export function routeNameOf(pathname: string): string {
  return splitLocalePrefix(pathname).rest.split('/')[1] ?? ''
}

export function AccountEffects() {
  useEffect(() => {
    void startSession()
  }, [])
  return null
}

let usageLoadedFor: string | undefined

/** Fills the remaining store from used_limit_count once per user, for routes not visited yet. */
async function loadUsage(userId: string) {
  if (usageLoadedFor === userId) return
  usageLoadedFor = userId
  const reply = await fetchQuotaUsage()
  if (!isSuccess(reply.code) || !reply.data) usageLoadedFor = undefined
}

export function FreeLimitBanner() {
  const viewer = useViewer()
  const { pathname } = useLocation()
  const feature = featureForRoute(routeNameOf(pathname))
  const remaining = useRemaining(feature)
  const free = viewer !== null && viewer.planId === 0
  useEffect(() => {
    if (free && feature && viewer) void loadUsage(viewer.id)
  }, [free, feature, viewer])
  if (!viewer || !feature) return null
  const banner = bannerText({
    viewer: viewer.isGuest ? 'visitor' : viewer.planId,
    feature,
    remaining,
    locale: getLocale(),
  })
  if (!banner) return null
  const login = siteConfig.account.login.url
  return (
    <div
      role="status"
      data-testid="free-limit-banner"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900"
    >
      {banner.text}{' '}
      {banner.action === 'login' ? (
        <AppLink
          href={`${login}?redirect=${encodeURIComponent(pathname)}`}
          data-testid="free-limit-banner-login"
          className="font-semibold text-brand-700 underline"
        >
          {m.quota_banner_login()}
        </AppLink>
      ) : (
        <AppLink
          href="/pricing"
          localPage
          data-testid="free-limit-banner-upgrade"
          className="font-semibold text-brand-700 underline"
        >
          {m.quota_banner_upgrade()}
        </AppLink>
      )}
    </div>
  )
}

export function UpgradePrompt() {
  const viewer = useViewer()
  const { pathname } = useLocation()
  const name = routeNameOf(pathname)
  // A visitor (fingerprint guest) is asked to log in, never shown the plans (issue 34): one prompt.
  if (
    viewer?.planId !== 0 ||
    viewer.isGuest ||
    featureForRoute(name) ||
    name === 'pricing' ||
    name === 'user'
  )
    return null
  return (
    <aside
      data-testid="upgrade-prompt"
      className="mx-auto my-6 flex w-full max-w-[var(--max-width)] flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-gray-800"
    >
      <span>{m.quota_upgrade_prompt()}</span>
      <AppLink
        href="/pricing"
        localPage
        className="rounded-md bg-brand-500 px-3 py-1.5 font-semibold text-white hover:bg-brand-600"
      >
        {m.quota_upgrade_cta()}
      </AppLink>
    </aside>
  )
}
