import { PageViewTracker } from '@/features/analytics/components/page-view-tracker'
import { AnnouncementHost } from '@/features/announcements/components/announcement-host'
import { BackToTop } from './back-to-top'
import { ChatWidget } from './chat-widget'
import { CookieConsent } from './cookie-consent'
import { LoadingOverlay } from './loading-overlay'
import { RouteEffects } from './route-effects'

/**
 * Shell parts with nothing to show on the server's page: router-wide effects, controls that appear
 * only once the visitor scrolls or navigates, and widgets that depend on stored state (localStorage).
 * They load as one chunk once the page is interactive, off the first page load.
 */
export function DeferredWidgets() {
  return (
    <>
      <RouteEffects />
      <PageViewTracker />
      <BackToTop />
      <LoadingOverlay />
      <ChatWidget />
      <CookieConsent />
      <AnnouncementHost />
    </>
  )
}
