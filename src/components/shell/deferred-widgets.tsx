import { AnnouncementHost } from '@/features/announcements/components/announcement-host'
import { ChatWidget } from './chat-widget'
import { CookieConsent } from './cookie-consent'

/**
 * Shell parts that depend on the visitor's stored state (localStorage) and so render only after
 * hydration anyway; they load as one chunk once the page is interactive, off the first page load.
 */
export function DeferredWidgets() {
  return (
    <>
      <ChatWidget />
      <CookieConsent />
      <AnnouncementHost />
    </>
  )
}
