import { useLocation } from '@tanstack/react-router'
import { ChevronDown, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useEffect, useRef } from 'react'
import { siteConfig } from '@/config/site'
import type { MenuItem, NavGroup } from '@/config/site-config'
import { siteNav } from '@/config/site-nav'
import { getLocale } from '@/i18n/locale'
import { m } from '@/paraglide/messages'
import { AppLink } from '../ui/app-link'
import { LanguageSwitch } from './language-switch'
import { NavItemIcon } from './nav-icons'
import { navGroupsFor } from './nav-model'
import type { CurrentUser } from './user-menu'

function DrawerItems({ items }: { items: readonly MenuItem[] }) {
  return (
    <ul className="pb-2">
      {items.map((item) =>
        item.items ? (
          <li key={item.key}>
            <p className="px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase">
              {item.name()}
            </p>
            <DrawerItems items={item.items} />
          </li>
        ) : (
          <li key={item.key}>
            <AppLink
              href={item.url ?? '/'}
              localPage={item.localPage}
              blank={item.blank}
              className="flex items-center gap-2 px-4 py-2.5 text-sm text-gray-700 hover:bg-brand-50"
            >
              <NavItemIcon item={item} />
              {item.name()}
            </AppLink>
          </li>
        ),
      )}
    </ul>
  )
}

function DrawerGroup({ group }: { group: NavGroup }) {
  if (group.btn_type !== 'menu') {
    return (
      <AppLink
        href={group.url ?? '/'}
        localPage={group.localPage}
        blank={group.blank}
        className="block border-b border-gray-100 px-4 py-3 font-medium text-gray-800"
      >
        {group.name()}
      </AppLink>
    )
  }
  return (
    <details className="group border-b border-gray-100">
      <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-medium text-gray-800">
        {group.name()}
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <DrawerItems items={group.items ?? []} />
    </details>
  )
}

/** The mobile menu: the same groups as the bar, in a side sheet that a backdrop click closes. */
export function MobileDrawer({
  user,
  open,
  onOpenChange,
}: {
  user: CurrentUser | null
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { pathname } = useLocation()
  const { left, right } = navGroupsFor({ ...siteNav, nav_overrides: siteConfig.nav_overrides }, getLocale())
  const groups = [...left, ...right]
  // A client-side navigation from inside the drawer closes it.
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    onOpenChange(false)
  }, [pathname, onOpenChange])
  const { login, register } = siteConfig.account
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="nav-drawer-backdrop"
          className="animate-fade-in fixed inset-0 z-[2080] bg-black/40"
        />
        <Dialog.Content
          data-testid="nav-drawer"
          className="animate-slide-in fixed inset-y-0 left-0 z-[2081] flex w-[86vw] max-w-sm flex-col bg-white shadow-2xl"
        >
          <div className="flex h-[var(--nav-height)] items-center justify-between border-b border-gray-200 px-4">
            <Dialog.Title className="font-semibold text-gray-900">{siteConfig.title}</Dialog.Title>
            <Dialog.Description className="sr-only">{m.nav_open_menu()}</Dialog.Description>
            <Dialog.Close
              aria-label={m.nav_close_menu()}
              className="rounded-md p-2 text-gray-600 hover:bg-gray-100"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <nav className="flex-1 overflow-y-auto">
            {groups.map((group) => (
              <DrawerGroup key={group.key} group={group} />
            ))}
          </nav>
          <div className="flex items-center gap-2 border-t border-gray-200 p-4">
            <LanguageSwitch placement="above" />
            {user ? (
              <AppLink
                href={siteConfig.account.logout.url}
                className="ml-auto rounded-md px-3 py-2 text-sm font-medium text-gray-700"
              >
                {siteConfig.account.logout.name()}
              </AppLink>
            ) : (
              <>
                <AppLink
                  href={login.url}
                  className="ml-auto rounded-md px-3 py-2 text-sm font-medium text-gray-700"
                >
                  {login.name()}
                </AppLink>
                <AppLink
                  href={register.url}
                  className="rounded-md bg-brand-500 px-3 py-2 text-sm font-medium text-white"
                >
                  {register.name()}
                </AppLink>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
