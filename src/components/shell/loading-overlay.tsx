import { useRouterState } from '@tanstack/react-router'
import { LoaderCircle } from 'lucide-react'
import { useEffect } from 'react'
import { beginLoading, loadingVisible } from '@/components/ui/loading-store'
import { useStore } from '@/lib/store'
import { m } from '@/paraglide/messages'

/** A navigation slower than this shows the overlay; quick ones would only flicker. */
const SLOW_NAVIGATION_MS = 300

export function LoadingOverlay() {
  const visible = useStore(loadingVisible)
  const pending = useRouterState({ select: (s) => s.status === 'pending' })
  useEffect(() => {
    if (!pending) return
    let end: (() => void) | undefined
    const timer = setTimeout(() => {
      end = beginLoading()
    }, SLOW_NAVIGATION_MS)
    return () => {
      clearTimeout(timer)
      end?.()
    }
  }, [pending])
  if (!visible) return null
  return (
    <div
      data-testid="loading-overlay"
      role="status"
      aria-live="polite"
      className="animate-fade-in fixed inset-0 z-[2200] flex items-center justify-center bg-white/60"
    >
      <LoaderCircle className="size-8 animate-spin text-brand-500" aria-hidden />
      <span className="sr-only">{m.loading()}</span>
    </div>
  )
}
