// Reports page views (spec §4): on the first page and every route change, skipping a repeat of the same
// path, a beacon with the route name, path and full location goes to the first-party endpoint, unless
// the visitor chose "only necessary" cookies (then nothing is sent, issue 39). When
// an analytics id is configured and the visitor accepted cookies, the external analytics script loads
// and gets the same page views. Lives in the deferred shell chunk, not in any page's first load.
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { siteConfig } from '@/config/site'
import { getLocale } from '@/i18n/locale'
import { readStorage } from '@/lib/storage'
import { PAGE_VIEW_ENDPOINT, type PageViewInput } from '../analytics.shared'

/** The cookie banner's stored answer ('all' admits analytics; see the shell's cookie consent). */
const CONSENT_KEY = 'shopsight.cookie-consent'

type Gtag = (...args: unknown[]) => void
declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Gtag
  }
}

function externalAnalytics(id: string): Gtag | null {
  if (readStorage(CONSENT_KEY) !== 'all') return null
  if (!window.gtag) {
    window.dataLayer = window.dataLayer ?? []
    const layer = window.dataLayer
    window.gtag = function gtag() {
      // gtag.js reads the arguments object itself, as its snippet does.
      // biome-ignore lint/complexity/noArguments: the library's queue format
      layer.push(arguments)
    }
    window.gtag('js', new Date())
    // Page views are sent below on each route change, not by the library on load.
    window.gtag('config', id, { send_page_view: false })
    const script = document.createElement('script')
    script.async = true
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`
    document.head.append(script)
  }
  return window.gtag
}

function send(view: PageViewInput) {
  const body = JSON.stringify(view)
  // A beacon survives the page being left; fetch with keepalive where beacons are unavailable.
  if (!navigator.sendBeacon?.(PAGE_VIEW_ENDPOINT, new Blob([body], { type: 'application/json' }))) {
    void fetch(PAGE_VIEW_ENDPOINT, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    }).catch(() => undefined)
  }
}

export function PageViewTracker() {
  const router = useRouter()
  useEffect(() => {
    let last: string | null = null
    /** The view of the page shown now, or null when it was reported last. */
    const current = (): PageViewInput | null => {
      const path = router.state.location.pathname
      if (path === last) return null
      last = path
      return {
        page_title: router.state.matches.at(-1)?.routeId ?? path,
        page_path: path,
        page_location: window.location.href,
        language: getLocale(),
      }
    }
    const report = (view: PageViewInput | null) => {
      // "Only necessary" cookies: no page view leaves the page (the server would record none either).
      if (!view || readStorage(CONSENT_KEY) === 'necessary') return
      send(view)
      const id = siteConfig.analytics_id
      const gtag = id ? externalAnalytics(id) : null
      gtag?.('event', 'page_view', {
        page_title: view.page_title,
        page_path: view.page_path,
        page_location: view.page_location,
      })
    }
    // The first view is taken now and sent once the browser is idle, not in the hydration task it would
    // lengthen (sending it was 13 ms of main thread there, in a profile of /blog); a route change before
    // then is still reported after it, in order.
    const first = current()
    let pending = true
    const flush = () => {
      if (!pending) return
      pending = false
      report(first)
    }
    const idle = typeof window.requestIdleCallback === 'function'
    const handle = idle ? window.requestIdleCallback(flush, { timeout: 2000 }) : window.setTimeout(flush, 0)
    const unsubscribe = router.subscribe('onResolved', () => {
      flush()
      report(current())
    })
    return () => {
      if (idle) window.cancelIdleCallback(handle)
      else window.clearTimeout(handle)
      unsubscribe()
    }
  }, [router])
  return null
}
