// The free-limit banner's place, held from the first paint (issue 36). The banner (quota-banners.tsx)
// loads after hydration and appears once the visitor's session and remaining uses are known: on a
// first visit to a limited page it used to push the whole page down by its height (CLS 0.064 en, 0.042
// cn on a phone). The server knows a first visit (no session cookie, so the visitor will be a free
// guest), a returning visitor's plan (the page's loader resolved the session before the page renders:
// context.ts settledRequestViewer) and the page's feature: for a free visitor it writes an invisible
// copy of the banner (same classes, same words, the free plan's limit as the number) that takes the
// banner's height at any width. The browser keeps
// that markup through hydration without the messages or the quota table in its first-load scripts,
// and empties it in the same frame the banner appears (or when the page changes, or a signed-in paid
// user makes the banner unnecessary).
import { useLocation } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest, getRequestUrl } from '@tanstack/react-start/server'
import { useEffect, useRef } from 'react'
import { featureForRoute, limitFor } from '@/config/quotas'
import { siteConfig } from '@/config/site'
import { bannerText } from '@/features/quota/limit-text'
import { getLocale } from '@/i18n/locale'
import { localizePath, splitLocalePrefix } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { requestRemaining, settledRequestViewer } from '@/server/auth/context'

/** The banner's classes (quota-banners.tsx): the placeholder must wrap exactly as the banner does. */
const BANNER_CLASS = 'border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900'
/** better-auth's session cookie (src/server/auth/auth.server.ts, prefix "shopsight"); guests have one too. */
const SESSION_COOKIE = 'shopsight.session_token='

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)

/**
 * The placeholder's markup for this request: '' unless a free visitor (a first visit, or a session the
 * page's loader found on the free plan) opens a page with a free limit. A session no call has resolved
 * (a page whose loader needs no viewer) gets none, as a paid one does: no guess that could leave a gap.
 */
export const freeLimitPlaceholder = createIsomorphicFn()
  .server((): string => {
    const returning = getRequest().headers.get('cookie')?.includes(SESSION_COOKIE) ?? false
    const viewer = returning ? settledRequestViewer() : undefined
    if (returning && (!viewer || viewer.planId !== 0)) return ''
    const route = splitLocalePrefix(getRequestUrl().pathname).rest.split('/')[1] ?? ''
    const feature = featureForRoute(route)
    const limit = feature ? limitFor(feature, 0) : 0
    if (!feature || typeof limit !== 'number' || limit <= 0) return ''
    // What the page's loader left when it metered the use; a first visit's entry page takes none (a
    // shared link opens free), so its new guest has the whole free limit.
    const remaining = requestRemaining(feature) ?? (returning ? undefined : limit)
    const banner = bannerText({
      viewer: !viewer || viewer.isGuest ? 'visitor' : 0,
      feature,
      remaining: remaining ?? limit,
      locale: getLocale(),
    })
    if (!banner) return ''
    const action = banner.action === 'login' ? m.quota_banner_login() : m.quota_banner_upgrade()
    if (remaining === undefined)
      return `<div class="${BANNER_CLASS} invisible" aria-hidden="true">${escapeHtml(banner.text)} <span class="font-semibold underline">${escapeHtml(action)}</span></div>`
    // The count is known: the banner itself, painted with the page (it was the English data pages'
    // largest text, so their LCP waited for it), the same box the client's banner then takes over.
    const { pathname } = getRequestUrl()
    const href =
      banner.action === 'login'
        ? `${siteConfig.account.login.url}?redirect=${encodeURIComponent(pathname)}`
        : localizePath('/pricing', splitLocalePrefix(pathname).prefix)
    return `<div role="status" class="${BANNER_CLASS}">${escapeHtml(banner.text)} <a href="${escapeHtml(href)}" class="font-semibold text-brand-700 underline">${escapeHtml(action)}</a></div>`
  })
  .client((): string => '')

/** Holds the server's placeholder until the banner takes its place. */
export function FreeLimitSlot({ html, release }: { html: string; release: boolean }) {
  const slot = useRef<HTMLDivElement>(null)
  const { pathname } = useLocation()
  const firstPath = useRef(pathname)
  useEffect(() => {
    if (release || pathname !== firstPath.current) slot.current?.replaceChildren()
  }, [release, pathname])
  useEffect(() => {
    const parent = slot.current?.parentElement
    if (!parent || !slot.current?.firstChild) return
    // A mutation observer runs before the next frame is drawn: the banner and the emptied slot are
    // painted together, so nothing moves.
    // Only once the banner is laid out: Suspense can insert it hidden (display: none) and reveal it
    // by its style a frame later, and emptying the slot in between moved the page up, then down.
    const observer = new MutationObserver(() => {
      const banner = parent.querySelector<HTMLElement>(':scope > [data-testid="free-limit-banner"]')
      if (!banner || banner.offsetHeight === 0) return
      slot.current?.replaceChildren()
      observer.disconnect()
    })
    observer.observe(parent, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] })
    return () => observer.disconnect()
  }, [])
  // The server's markup stays as it came (React leaves an element's inner HTML alone when hydrating).
  return (
    <div
      ref={slot}
      data-testid="free-limit-slot"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own escaped markup (above), kept through hydration
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  )
}
