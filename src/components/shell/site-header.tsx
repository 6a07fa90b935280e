import { createIsomorphicFn } from '@tanstack/react-start'
import { lazy, Suspense } from 'react'
import { siteConfig } from '@/config/site'
import { m } from '@/paraglide/messages'
import { AppLink } from '../ui/app-link'
import { LanguageSwitch as ServerLanguageSwitch } from './language-switch'
import { MobileMenuButton } from './mobile-menu-button'
import { NavGroups as ServerNavGroups } from './nav-bar'
import type { CurrentUser } from './user-menu'

const UserMenu = lazy(() => import('./user-menu').then((mod) => ({ default: mod.UserMenu })))
// The navigation groups are in the server's HTML from the first byte; their code and the menus'
// configuration hydrate after the page (the footer does the same, site-shell.tsx). The server renders
// them directly: a lazy component that suspends there would stream the bar in a late boundary.
const NavGroups = createIsomorphicFn()
  .server(() => ServerNavGroups)
  .client(() => lazy(() => import('./nav-bar').then((mod) => ({ default: mod.NavGroups }))))()
// The language switch likewise: in the HTML at once, its menu code after the page.
const LanguageSwitch = createIsomorphicFn()
  .server(() => ServerLanguageSwitch)
  .client(() => lazy(() => import('./language-switch').then((mod) => ({ default: mod.LanguageSwitch }))))()

export function SiteHeader({
  user,
  onPersonalCenter,
}: {
  user: CurrentUser | null
  onPersonalCenter?: () => void
}) {
  const colors = siteConfig.nav_colors[siteConfig.nav_theme]
  const logo = siteConfig.logos[siteConfig.nav_theme]
  const { login, register } = siteConfig.account
  return (
    <header
      className="fixed inset-x-0 top-0 z-[2000] h-[var(--nav-height)] border-b border-gray-200 shadow-sm"
      style={{ backgroundColor: colors.background, color: colors.text }}
    >
      <div className="mx-auto flex h-full max-w-[var(--max-width)] items-center gap-2 px-4">
        <AppLink href="/" localPage aria-label={m.nav_home()} className="mr-1 flex shrink-0 items-center">
          <img src={logo.url} width={logo.width} height={logo.height} alt={siteConfig.title} />
        </AppLink>
        <nav className="hidden min-w-0 flex-1 xl:flex" aria-label={m.nav_main_label()}>
          <Suspense fallback={null}>
            <NavGroups side="left" className="flex items-center" />
          </Suspense>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <Suspense fallback={null}>
            <NavGroups side="right" className="hidden items-center xl:flex" />
          </Suspense>
          <Suspense fallback={null}>
            <LanguageSwitch className="hidden sm:inline-flex" />
          </Suspense>
          {user ? (
            <Suspense fallback={<span className="size-8 rounded-full bg-brand-100" />}>
              <UserMenu user={user} onPersonalCenter={onPersonalCenter} />
            </Suspense>
          ) : (
            <div className="hidden items-center gap-1 sm:flex">
              <AppLink
                href={login.url}
                data-testid="nav-login"
                className="rounded-md px-3 py-1.5 text-sm font-medium text-gray-700 hover:text-brand-600"
              >
                {login.name()}
              </AppLink>
              <AppLink
                href={register.url}
                data-testid="nav-register"
                className="rounded-md bg-brand-500 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-600"
              >
                {register.name()}
              </AppLink>
            </div>
          )}
          <MobileMenuButton user={user} />
        </div>
      </div>
    </header>
  )
}
