import { ChevronDown, UserRound } from 'lucide-react'
import { Disclosure } from '@/components/ui/disclosure'
import { siteConfig } from '@/config/site'
import type { Text } from '@/config/site-config'
import { cn } from '@/lib/cn'
import { m } from '@/paraglide/messages'
import { AppLink } from '../ui/app-link'
import { openDialog } from '../ui/dialog-store'
import { bySortDesc } from './nav-model'

/** What the shell shows of the signed-in user (spec §3 "Current user (display)"). */
export type CurrentUser = { username: string | null; email: string; planId: number }

const PLAN_NAMES: Record<number, Text> = {
  0: m.plan_name_0,
  1: m.plan_name_1,
  2: m.plan_name_2,
  3: m.plan_name_3,
  4: m.plan_name_4,
}

export function planName(planId: number): string {
  return (PLAN_NAMES[planId] ?? m.plan_name_0)()
}

const itemClass =
  'flex w-full items-center rounded-md px-3 py-2 text-left text-sm text-gray-700 hover:bg-brand-50 hover:text-brand-700'

/** The avatar menu: plan badge, personal center, favorites (new tab), team, affiliate, logout. */
export function UserMenu({ user, onPersonalCenter }: { user: CurrentUser; onPersonalCenter?: () => void }) {
  const display = user.username || user.email
  const { logout } = siteConfig.account
  const items = [...siteConfig.user_group].sort(bySortDesc)
  return (
    <Disclosure
      testId="user-menu"
      // Starts with the name it shows (the account), so the control is named by what a sighted user reads.
      ariaLabel={m.user_menu_of({ name: display })}
      panelClassName="w-60"
      triggerClassName="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm hover:bg-gray-100"
      label={
        <>
          <span className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <UserRound className="size-4" aria-hidden />
          </span>
          <span className="hidden max-w-32 truncate sm:inline">{display}</span>
          <ChevronDown className="size-3.5" aria-hidden />
        </>
      }
    >
      <div className="border-b border-gray-100 px-3 py-2">
        <p className="truncate text-sm font-medium text-gray-900">{display}</p>
        <span
          data-testid="plan-badge"
          className={cn(
            'mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-medium',
            user.planId > 0 ? 'bg-brand-500 text-white' : 'bg-gray-100 text-gray-600',
          )}
        >
          {planName(user.planId)}
        </span>
      </div>
      <ul className="py-1">
        {items.map((item) => (
          <li key={item.key}>
            {item.url ? (
              <AppLink href={item.url} localPage={item.localPage} blank={item.blank} className={itemClass}>
                {item.name()}
              </AppLink>
            ) : (
              <button
                type="button"
                className={itemClass}
                onClick={() =>
                  // The two menu entries that open a dialog rather than a page.
                  item.key === 'invitation' ? openDialog({ type: 'invitation' }) : onPersonalCenter?.()
                }
              >
                {item.name()}
              </button>
            )}
          </li>
        ))}
        <li className="mt-1 border-t border-gray-100 pt-1">
          <AppLink href={logout.url} className={itemClass} data-testid="nav-logout">
            {logout.name()}
          </AppLink>
        </li>
      </ul>
    </Disclosure>
  )
}
