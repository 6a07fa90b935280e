import { useEffect } from 'react'
import { PageViewTracker } from '@/features/analytics/components/page-view-tracker'
import { AnnouncementHost } from '@/features/announcements/components/announcement-host'
import { BackToTop } from './back-to-top'
import { ChatWidget } from './chat-widget'
import { LoadingOverlay } from './loading-overlay'
import { READY_MARK } from './ready-marks'
import { RouteEffects } from './route-effects'

/**
 * Shell parts with nothing to show on the server's page: router-wide effects, controls that appear
 * only once the visitor scrolls or navigates, and widgets that depend on stored state (localStorage).
 * They load as one chunk once the page is interactive, off the first page load.
 */
export function DeferredWidgets() {
  // Runs after every widget's own effects (scroll listeners, stored state), and this chunk loads only
  // once the page's content has hydrated (site-shell.tsx): from here on the whole page answers input.
  // Browser tests wait for this mark rather than for a quiet network, which a loaded machine reaches
  // while the scripts are still being parsed, before any handler exists.
  useEffect(() => {
    document.documentElement.dataset.shellReady = 'true'
    performance.mark(READY_MARK)
  }, [])
  return (
    <>
      <RouteEffects />
      <PageViewTracker />
      <BackToTop />
      <LoadingOverlay />
      <ChatWidget />
      <AnnouncementHost />
    </>
  )
}
