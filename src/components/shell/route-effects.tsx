import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { clearSupplierSearchState, isSupplierSearchPath } from '@/features/catalog/supplier-search-state'
import { viewedPrefix } from '@/i18n/viewed-path'
import { localizePath } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { notify } from '../ui/toast'

/** How often the client asks whether a new build was deployed. */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60 * 1000
const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev'

export async function fetchDeployedBuildId(): Promise<string | undefined> {
  try {
    const response = await fetch(`/build.json?t=${Date.now()}`, { cache: 'no-store' })
    if (!response.ok) return undefined
    const body: unknown = await response.json()
    return body && typeof body === 'object' && 'buildId' in body && typeof body.buildId === 'string'
      ? body.buildId
      : undefined
  } catch {
    return undefined
  }
}

/**
 * Router-wide side effects: the route middleware of spec §2 (supplier-search state is cleared on any
 * other page) and the new-build check, which reloads on the next route change once a deploy is seen.
 */
export function RouteEffects() {
  const router = useRouter()

  useEffect(() => {
    const check = (path: string) => {
      if (!isSupplierSearchPath(path)) clearSupplierSearchState()
    }
    check(router.state.location.pathname)
    return router.subscribe('onResolved', ({ toLocation }) => check(toLocation.pathname))
  }, [router])

  useEffect(() => {
    if (import.meta.env.DEV) return
    let stale = false
    const poll = async () => {
      const deployed = await fetchDeployedBuildId()
      if (deployed && deployed !== BUILD_ID && !stale) {
        stale = true
        void notify('info', m.new_version_available())
      }
    }
    const timer = setInterval(poll, BUILD_CHECK_INTERVAL_MS)
    const onVisible = () => {
      if (document.visibilityState === 'visible') void poll()
    }
    document.addEventListener('visibilitychange', onVisible)
    const unsubscribe = router.subscribe('onBeforeNavigate', ({ toLocation, pathChanged }) => {
      if (!stale || !pathChanged) return
      // A full load of the target fetches the new build's assets.
      window.location.assign(
        localizePath(toLocation.pathname, viewedPrefix()) +
          toLocation.searchStr +
          (toLocation.hash ? `#${toLocation.hash}` : ''),
      )
    })
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
      unsubscribe()
    }
  }, [router])

  return null
}
