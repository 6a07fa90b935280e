// The bar's navigation groups: dropdown menus, links and the promo button, with the current page's group
// marked. Its own chunk with the menus' configuration (app.nav.ts): the server renders it into the
// first byte of HTML, the client hydrates it after the page (site-header.tsx), so the items' names,
// subtitles and icons are not part of every first load.
import { useLocation } from '@tanstack/react-router'
import { ChevronDown } from 'lucide-react'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { siteConfig } from '@/config/site'
import type { MenuItem, NavGroup } from '@/config/site-config'
import { siteNav } from '@/config/site-nav'
import { getLocale } from '@/i18n/locale'
import { cn } from '@/lib/cn'
import { AppLink } from '../ui/app-link'
import { navGroupsFor } from './nav-model'

const GroupMenu = lazy(() => import('./nav-group-menu').then((mod) => ({ default: mod.GroupMenu })))

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

/** Spec §9: dropdowns show and hide after 150 ms, so a pointer crossing the bar opens nothing. */
const DROPDOWN_DELAY_MS = 150

function GroupDropdown({
  group,
  active,
  className,
}: {
  group: NavGroup
  active: boolean
  className: string
}) {
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const id = useId()
  const { pathname } = useLocation()
  useEffect(() => {
    if (pathname) setOpen(false)
  }, [pathname])
  useEffect(() => () => clearTimeout(timer.current), [])
  const later = (next: boolean) => {
    if (next) setOpened(true)
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
          setOpened(true)
          setOpen((o) => !o)
        }}
        className={cn(className, 'group')}
      >
        {group.name()}
        <ChevronDown
          className={cn('hidden size-3.5 transition-transform 2xl:block', open && 'rotate-180')}
          aria-hidden
        />
      </button>
      {/* The menu's code and icons load on the first hover or click, keeping them off the first page load. */}
      {opened ? (
        <Suspense fallback={null}>
          <GroupMenu group={group} id={id} open={open} />
        </Suspense>
      ) : null}
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
      className="flex h-9 w-32 flex-col justify-center overflow-hidden rounded-full px-3 text-center whitespace-nowrap text-white shadow-sm hover:opacity-90"
    >
      <span className="text-[11px] leading-tight">{group.name()}</span>
      <span
        key={index}
        className="animate-fade-in truncate text-xs leading-tight font-semibold"
        aria-live="polite"
      >
        {slide ? slide.text() : null}
      </span>
    </AppLink>
  )
}

function TopEntry({ group, pathname }: { group: NavGroup; pathname: string }) {
  const active = groupIsActive(group, pathname)
  const base = cn(
    'inline-flex h-[var(--nav-height)] items-center gap-0.5 border-b-2 px-2 text-sm font-medium whitespace-nowrap transition-colors 2xl:px-2.5 2xl:text-[15px]',
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
          {group.name()}
        </AppLink>
      </li>
    )
  }
  return <GroupDropdown group={group} active={active} className={base} />
}

/** One side of the bar: the research groups on the left, the promo button on the right (spec §2). */
export function NavGroups({ side, className }: { side: 'left' | 'right'; className?: string }) {
  const { pathname } = useLocation()
  const groups = navGroupsFor({ ...siteNav, nav_overrides: siteConfig.nav_overrides }, getLocale())[side]
  return (
    <ul className={className}>
      {groups.map((group) => (
        <TopEntry key={group.key} group={group} pathname={pathname} />
      ))}
    </ul>
  )
}
