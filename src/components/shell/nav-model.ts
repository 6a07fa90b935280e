// Turns the configured navigation into what one language shows: hidden keys removed, sorted by
// descending sort value at every level (spec §2).
import type {
  MenuItem,
  NavGroup,
  SiteFooterConfig,
  SiteNavConfig,
  SiteShellConfig,
} from '@/config/site-config'
import type { Locale } from '@/lib/locale'

export const bySortDesc = <T extends { sort?: number }>(a: T, b: T) => (b.sort ?? 0) - (a.sort ?? 0)

function visibleItems(items: readonly MenuItem[] | undefined, hidden: ReadonlySet<string>): MenuItem[] {
  return (items ?? [])
    .filter((item) => !hidden.has(item.key))
    .map((item) => (item.items ? { ...item, items: visibleItems(item.items, hidden) } : item))
    .sort(bySortDesc)
}

export function navGroupsFor(
  config: SiteNavConfig & Pick<SiteShellConfig, 'nav_overrides'>,
  locale: Locale,
): { left: NavGroup[]; right: NavGroup[] } {
  const hidden = new Set(config.nav_overrides[locale]?.hidden ?? [])
  const groups = config.nav_groups
    .filter((group) => !hidden.has(group.key))
    .map((group) => ({ ...group, items: visibleItems(group.items, hidden) }))
    .sort(bySortDesc)
  return { left: groups.filter((g) => g.align === 'left'), right: groups.filter((g) => g.align === 'right') }
}

export function footerGroupsFor(config: SiteFooterConfig) {
  return [...config.footer.groups]
    .sort(bySortDesc)
    .map((group) => ({ ...group, items: [...group.items].sort(bySortDesc) }))
}

/** Footer links that are relative get the configured API host in front (spec §2 "Footer"). */
export function footerHref(url: string, apiHost: string): string {
  return url.startsWith('/') && apiHost ? `${apiHost.replace(/\/+$/, '')}${url}` : url
}
