import { lazy, Suspense, useEffect, useState } from 'react'
import { useStore } from '@/lib/store'
import { dialogStore } from '../ui/dialog-store'

// Dialogs (and the dialog library) load when the first one opens, not with every page.
const DialogView = lazy(() => import('./dialog-view').then((mod) => ({ default: mod.DialogView })))

/** The one place dialogs render; features call openDialog(). */
export function DialogHost() {
  const dialog = useStore(dialogStore)
  const [needed, setNeeded] = useState(false)
  useEffect(() => {
    if (dialog) setNeeded(true)
  }, [dialog])
  if (!needed && !dialog) return null
  return (
    <Suspense fallback={null}>
      <DialogView />
    </Suspense>
  )
}
