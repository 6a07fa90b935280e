import type { MenuItem, NavGroup } from '@/config/site-config'
import { cn } from '@/lib/cn'
import { AppLink } from '../ui/app-link'
import { NavItemIcon } from './nav-icons'

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
        <span className="font-medium">{item.name()}</span>
        {item.subtitle ? <span className="text-xs text-gray-500">{item.subtitle()}</span> : null}
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
            <span className="font-semibold text-gray-900">{item.name()}</span>
            {item.subtitle ? <span className="text-sm text-gray-600">{item.subtitle()}</span> : null}
          </span>
        </AppLink>
      </div>
    </li>
  )
}

export function GroupMenu({ group, id, open }: { group: NavGroup; id: string; open: boolean }) {
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
              <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase">
                {section.name()}
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
