import { lazy, Suspense, useEffect } from 'react'
import { createStore, useStore } from '@/lib/store'

/** Spec §9: toasts stay 3000 ms. */
export const TOAST_DURATION_MS = 3000

const toasterWanted = createStore(false)
let markMounted: () => void = () => {}
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve
})

// The toast library loads with the first message, not with every page.
const LazyToaster = lazy(() =>
  import('sonner').then(({ Toaster }) => ({
    default: function ToasterMount() {
      // Child effects run first, so the Toaster is subscribed by the time this resolves.
      useEffect(() => markMounted(), [])
      return <Toaster duration={TOAST_DURATION_MS} position="top-center" richColors closeButton />
    },
  })),
)

export type ToastKind = 'success' | 'info' | 'warning' | 'error'

/** Shows a toast; safe to call from anywhere on the client. */
export async function notify(kind: ToastKind, message: string): Promise<void> {
  toasterWanted.set(true)
  const [{ toast }] = await Promise.all([import('sonner'), toasterMounted])
  toast[kind](message)
}

export function ToastHost() {
  const wanted = useStore(toasterWanted)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  )
}
