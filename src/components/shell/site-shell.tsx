import type { ReactNode } from 'react'
import { AnnouncementHost } from '@/features/announcements/components/announcement-host'
import { m } from '@/paraglide/messages'
import { BackToTop } from './back-to-top'
import { ChatWidget } from './chat-widget'
import { CookieConsent } from './cookie-consent'
import { DialogHost } from './dialog-host'
import { LoadingOverlay } from './loading-overlay'
import { NavBanner } from './nav-banner'
import { RouteEffects } from './route-effects'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { ToastHost } from './toast'

/** The app shell of spec §2: navigation, main area under the bar, footer, widgets and dialogs. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[2300] focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {m.skip_to_content()}
      </a>
      <SiteHeader user={null} />
      <div className="flex min-h-screen flex-col pt-[var(--nav-height)]">
        <NavBanner />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
      </div>
      <ChatWidget />
      <BackToTop />
      <CookieConsent />
      <LoadingOverlay />
      <DialogHost />
      <AnnouncementHost />
      <RouteEffects />
      <ToastHost />
    </>
  )
}
