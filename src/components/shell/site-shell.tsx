import { createIsomorphicFn } from '@tanstack/react-start'
import { lazy, type ReactNode, Suspense, startTransition, useEffect, useState } from 'react'
import { ApiReactionProvider, type ApiReactions } from '@/components/data-page/api-reaction'
import { siteConfig } from '@/config/site'
import { useSignedInUser } from '@/features/account/viewer-store'
import { useRefusalWords } from '@/features/quota/refusal-words'
import { m } from '@/paraglide/messages'
import { openDialog } from '../ui/dialog-store'
import { ToastHost } from '../ui/toast'
import { hydrateContentFirst, onContentHydrated } from './content-hydrated'
import { DialogHost } from './dialog-host'
import { FreeLimitSlot, freeLimitPlaceholder } from './free-limit-slot'
import { SiteFooter as ServerFooter } from './site-footer'
import { SiteHeader } from './site-header'

const NavBanner = lazy(() => import('./nav-banner').then((mod) => ({ default: mod.NavBanner })))
// The account layer (session start, free-limit banner, upgrade prompt) loads after hydration.
const AccountEffects = lazy(() =>
  import('@/features/quota/components/quota-banners').then((mod) => ({ default: mod.AccountEffects })),
)
const FreeLimitBanner = lazy(() =>
  import('@/features/quota/components/quota-banners').then((mod) => ({ default: mod.FreeLimitBanner })),
)
const UpgradePrompt = lazy(() =>
  import('@/features/quota/components/quota-banners').then((mod) => ({ default: mod.UpgradePrompt })),
)
// The footer is in the server's HTML from the start; its code (links, QR codes, social icons) hydrates
// when its chunk arrives, after the page's own, instead of weighing on every first load. The server
// renders it directly: a lazy component that suspends there would stream the footer in a late boundary.
const SiteFooter = createIsomorphicFn()
  .server(() => ServerFooter)
  .client(() => lazy(() => import('./site-footer').then((mod) => ({ default: mod.SiteFooter }))))()
// Not among the deferred widgets: on a first visit the consent notice is the largest paint of most
// pages at 390 px, so it comes with the account layer, without waiting for the widgets' chunk.
const CookieConsent = lazy(() => import('./cookie-consent').then((mod) => ({ default: mod.CookieConsent })))
const DeferredWidgets = lazy(() =>
  import('./deferred-widgets').then((mod) => ({ default: mod.DeferredWidgets })),
)

/**
 * The accounts feature's reaction to reply codes (login prompt, limit dialog, remaining count), loaded
 * when the first reply needs it: the account layer stays out of the first page's scripts.
 */
const reactions: ApiReactions = {
  react: (reply, feature, at) =>
    void import('@/features/account/api-reaction').then((mod) => mod.reactToApiCode(reply, feature, at)),
  useRefusalWords,
}

/** The app shell of spec §2: navigation, main area under the bar, footer, widgets and dialogs. */
export function SiteShell({ children }: { children: ReactNode }) {
  // The account layer (session, free-limit banner) and the consent notice render in the transition
  // that first hydrates the page's content, right after it: they are the largest paints of a first
  // visit, and the banner waits on two calls. The other widgets and the nav banner also wait for the
  // content's own signal, so that the ready mark means the page answers input (content-hydrated.tsx).
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => {
    // Both in a transition: the content's hydration then runs in slices between frames (a blocking
    // priority hydrated a data page in one 200 ms task at 4x, all of it blocking time), and still
    // before the shell's parts, whose transition lane ranks below a transition's hydration.
    startTransition(() => {
      hydrateContentFirst()
      setHydrated(true)
    })
  }, [])
  const [contentHydrated, setContentHydrated] = useState(false)
  // A transition too, so that it renders with the shell's parts above (React renders pending transitions
  // together): the deferred widgets and the ready mark never come before the session has started loading.
  useEffect(() => onContentHydrated(() => startTransition(() => setContentHydrated(true))), [])
  // Signed-in users only; a fingerprint guest still sees Log in and Register.
  const viewer = useSignedInUser()
  const user = viewer ? { username: viewer.username, email: viewer.email, planId: viewer.planId } : null
  // Read once: the server's placeholder markup, kept by the browser as it came (free-limit-slot.tsx).
  const [placeholder] = useState(freeLimitPlaceholder)
  return (
    <ApiReactionProvider value={reactions}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[2300] focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {m.skip_to_content()}
      </a>
      <SiteHeader user={user} onPersonalCenter={() => openDialog({ type: 'personal-center' })} />
      <div className="flex min-h-screen flex-col pt-[var(--nav-height)]">
        {hydrated && contentHydrated && siteConfig.nav_banner.active ? (
          <Suspense fallback={null}>
            <NavBanner />
          </Suspense>
        ) : null}
        {hydrated ? (
          <Suspense fallback={null}>
            <FreeLimitBanner />
          </Suspense>
        ) : null}
        <FreeLimitSlot html={placeholder} release={viewer !== null && viewer.planId !== 0} />
        <main id="main" className="flex-1">
          {children}
        </main>
        {hydrated ? (
          <Suspense fallback={null}>
            <UpgradePrompt />
            <AccountEffects />
          </Suspense>
        ) : null}
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      </div>
      <DialogHost />
      {hydrated ? (
        <Suspense fallback={null}>
          <CookieConsent />
        </Suspense>
      ) : null}
      {hydrated && contentHydrated ? (
        <Suspense fallback={null}>
          <DeferredWidgets />
        </Suspense>
      ) : null}
      <ToastHost />
    </ApiReactionProvider>
  )
}
