import { Menu } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { m } from '@/paraglide/messages'
import type { CurrentUser } from './user-menu'

// The drawer (and its dialog library) loads on the first tap, not with every page.
const MobileDrawer = lazy(() => import('./mobile-drawer').then((mod) => ({ default: mod.MobileDrawer })))

export function MobileMenuButton({ user }: { user: CurrentUser | null }) {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  return (
    <>
      <button
        type="button"
        data-testid="nav-drawer-open"
        aria-label={m.nav_open_menu()}
        aria-expanded={open}
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
        onPointerEnter={() => setLoaded(true)}
        className="rounded-md p-2 text-gray-700 hover:bg-gray-100 xl:hidden"
      >
        <Menu className="size-6" aria-hidden />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileDrawer user={user} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
