import { useLocation } from '@tanstack/react-router'
import { ChevronDown } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { siteConfig } from '@/config/site'
import { type MenuItem, type NavGroup, msg } from '@/config/site-config'
import { getLocale } from '@/i18n/locale'
import { cn } from '@/lib/cn'
import { m } from '@/paraglide/messages'
import { AppLink } from './app-link'
import { LanguageSwitch } from './language-switch'
import { MobileMenuButton } from './mobile-menu-button'
import { NavItemIcon } from './nav-icons'
import { navGroupsFor } from './nav-model'
import { type CurrentUser, UserMenu } from './user-menu'

/** True when the page being viewed is this entry's page (or one of its sub-pages). */
export function isActivePath(pathname: string, url: string | undefined): boolean {
  if (!url?.startsWith('/')) return false
  return pathname === url || pathname.startsWith(`${url}/`)
}

function groupIsActive(group: NavGroup, pathname: string): boolean {
  const walk = (items: readonly MenuItem[] | undefined): boolean =>
    (items ?? []).some((item) => isActivePath(pathname, item.url) || walk(item.items))
  return isActivePath(pathname, group.url) || walk(group.items)
}

function MenuEntry({ item }: { item: MenuItem }) {
  const link = (
    <AppLink
        href={item.url ?? '/'}
        localPage={item.localPage}
        blank={item.blank}
        data-testid={`nav-item-${item.key}`}
        className="flex items-start gap-2.5 rounded-md px-3 py-2 text-sm text-gray-700 outline-none hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50"
      >
        <NavItemIcon item={item} className="mt-0.5" />
        <span className="flex flex-col">
          <span className="font-medium">{msg(item.name)}</span>
          {item.subtitle ? <span className="text-xs text-gray-500">{msg(item.subtitle)}</span> : null}
        </span>
    </AppLink>
  )
  if (item.btn_type !== 'hover_card') return <li>{link}</li>
  // Seller center and dropshipping show a card with icon, title and subtitle (spec §2), in CSS alone:
  // it opens on hover or keyboard focus, with no positioning library on the first page load.
  return (
    <li className="group/card relative">
      {link}
      <div
        data-testid={`hover-card-${item.key}`}
        className="invisible absolute top-0 left-full z-[2060] ml-3 w-64 rounded-lg border border-gray-200 bg-white p-4 opacity-0 shadow-xl transition-opacity delay-200 group-focus-within/card:visible group-focus-within/card:opacity-100 group-focus-within/card:delay-0 group-hover/card:visible group-hover/card:opacity-100 group-hover/card:delay-0"
      >
        <AppLink href={item.url ?? '/'} blank={item.blank} tabIndex={-1} className="flex gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50">
            <NavItemIcon item={item} className="size-5" />
          </span>
          <span className="flex flex-col">
            <span className="font-semibold text-gray-900">{msg(item.name)}</span>
            {item.subtitle ? <span className="text-sm text-gray-600">{msg(item.subtitle)}</span> : null}
          </span>
        </AppLink>
      </div>
    </li>
  )
}

function GroupMenu({ group, id, open }: { group: NavGroup; id: string; open: boolean }) {
  const items = group.items ?? []
  const sections = items.filter((item) => item.items)
  const plain = items.filter((item) => !item.items)
  return (
    <div
      id={id}
      hidden={!open}
      data-testid={`nav-menu-${group.key}`}
      className="animate-fade-in absolute top-full left-0 z-[2050] -mt-1 rounded-xl border border-gray-200 bg-white p-2 shadow-xl"
    >
      {sections.length > 0 ? (
        <div className="flex gap-2">
          {sections.map((section) => (
            <div key={section.key} className="w-60">
              <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-gray-400 uppercase">
                {msg(section.name)}
              </p>
              <ul>
                {section.items?.map((item) => (
                  <MenuEntry key={item.key} item={item} />
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      {plain.length > 0 ? (
        <ul className={cn('min-w-60', plain.length > 5 && 'grid w-[480px] grid-cols-2')}>
          {plain.map((item) => (
            <MenuEntry key={item.key} item={item} />
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** Spec §9: dropdowns show and hide after 150 ms, so a pointer crossing the bar opens nothing. */
const DROPDOWN_DELAY_MS = 150

function GroupDropdown({ group, active, className }: { group: NavGroup; active: boolean; className: string }) {
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const id = useId()
  const { pathname } = useLocation()
  useEffect(() => {
    if (pathname) setOpen(false)
  }, [pathname])
  useEffect(() => () => clearTimeout(timer.current), [])
  const later = (next: boolean) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOpen(next), DROPDOWN_DELAY_MS)
  }
  return (
    <li
      className="relative"
      onPointerEnter={(e) => e.pointerType === 'mouse' && later(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && later(false)}
      onBlur={(e) => {
        if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) setOpen(false)
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false)
      }}
    >
      <button
        type="button"
        data-testid={`nav-group-${group.key}`}
        aria-expanded={open}
        aria-controls={id}
        aria-current={active ? 'page' : undefined}
        onClick={() => {
          clearTimeout(timer.current)
          setOpen((o) => !o)
        }}
        className={cn(className, 'group')}
      >
        {msg(group.name)}
        <ChevronDown className={cn('size-3.5 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      <GroupMenu group={group} id={id} open={open} />
    </li>
  )
}

function PromoButton({ group }: { group: NavGroup }) {
  const locale = getLocale()
  const carousel = group.btn_settings?.carousel
  const slides = carousel?.is_on ? carousel.urls : []
  const [index, setIndex] = useState(0)
  const interval = carousel ? carousel.interval[locale] : 0
  useEffect(() => {
    if (slides.length < 2) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), interval)
    return () => clearInterval(timer)
  }, [slides.length, interval])
  const slide = slides[index]
  return (
    <AppLink
      href={slide?.url ?? group.url ?? '/'}
      blank={slide?.blank ?? group.blank}
      data-testid="nav-promo"
      data-interval={interval}
      style={{
        backgroundColor: group.btn_settings?.color_btn,
        marginInline: group.btn_settings?.margin_lr,
      }}
      className="flex h-9 min-w-36 flex-col justify-center overflow-hidden rounded-full px-4 text-center text-white shadow-sm hover:opacity-90"
    >
      <span className="text-[11px] leading-tight opacity-90">{msg(group.name)}</span>
      <span key={index} className="animate-fade-in text-xs leading-tight font-semibold" aria-live="polite">
        {slide ? msg(slide.text) : null}
      </span>
    </AppLink>
  )
}

function TopEntry({ group, pathname }: { group: NavGroup; pathname: string }) {
  const active = groupIsActive(group, pathname)
  const base = cn(
    'inline-flex h-[var(--nav-height)] items-center gap-1 border-b-2 px-2.5 text-[15px] font-medium whitespace-nowrap transition-colors',
    active ? 'border-brand-500 text-brand-600' : 'border-transparent text-gray-700 hover:text-brand-600',
  )
  if (group.btn_type === 'promo') {
    return (
      <li>
        <PromoButton group={group} />
      </li>
    )
  }
  if (group.btn_type === 'link') {
    return (
      <li>
        <AppLink
          href={group.url ?? '/'}
          localPage={group.localPage}
          blank={group.blank}
          aria-current={active ? 'page' : undefined}
          data-testid={`nav-group-${group.key}`}
          className={base}
        >
          {msg(group.name)}
        </AppLink>
      </li>
    )
  }
  return <GroupDropdown group={group} active={active} className={base} />
}

export function SiteHeader({ user }: { user: CurrentUser | null }) {
  const locale = getLocale()
  const { pathname } = useLocation()
  const { left, right } = navGroupsFor(siteConfig, locale)
  const colors = siteConfig.nav_colors[siteConfig.nav_theme]
  const logo = siteConfig.logos[siteConfig.nav_theme]
  const { login, register } = siteConfig.account
  return (
    <header
      className="fixed inset-x-0 top-0 z-[2000] h-[var(--nav-height)] border-b border-gray-200 shadow-sm"
      style={{ backgroundColor: colors.background, color: colors.text }}
    >
      <div className="mx-auto flex h-full max-w-[var(--max-width)] items-center gap-2 px-4">
        <AppLink href="/" localPage aria-label={m.nav_home()} className="mr-2 flex shrink-0 items-center">
          <img src={logo.url} width={logo.width} height={logo.height} alt={siteConfig.title} />
        </AppLink>
        <nav className="hidden min-w-0 flex-1 xl:flex" aria-label={m.nav_main_label()}>
          <ul className="flex items-center">
            {left.map((group) => (
              <TopEntry key={group.key} group={group} pathname={pathname} />
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <ul className="hidden items-center xl:flex">
            {right.map((group) => (
              <TopEntry key={group.key} group={group} pathname={pathname} />
            ))}
          </ul>
          <LanguageSwitch className="hidden sm:inline-flex" />
          {user ? (
            <UserMenu user={user} />
          ) : (
            <div className="hidden items-center gap-1 sm:flex">
              <AppLink
                href={login.url}
                data-testid="nav-login"
                className="rounded-md px-3 py-1.5 text-sm font-medium text-gray-700 hover:text-brand-600"
              >
                {msg(login.name)}
              </AppLink>
              <AppLink
                href={register.url}
                data-testid="nav-register"
                className="rounded-md bg-brand-500 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-600"
              >
                {msg(register.name)}
              </AppLink>
            </div>
          )}
          <MobileMenuButton groups={[...left, ...right]} user={user} />
        </div>
      </div>
    </header>
  )
}
