// The site configuration entity (spec §3): its types, safe for client code. The valibot schema that
// checks app.config.ts lives in site-config.schema.ts and runs on the server only: the schema has no
// defaults, so app.config.ts already has the validated shape and valibot stays off the first page load.
// Every user-visible name in it is a message key, so both languages stay in messages/*.json.
import type * as v from 'valibot'
import type { SiteConfigSchema } from './site-config.server'

/**
 * A message without parameters (e.g. `m.nav_ranking`): called, it gives the current language's text.
 * Configuration holds these functions rather than key strings so that a page bundles only the
 * messages it names, not the whole catalogue.
 */
export type Text = () => string

/** Icons the navigation may name; src/components/shell/nav-icons.tsx maps each to a glyph. */
export const NAV_ICONS = [
  'trending-up',
  'crown',
  'package',
  'flame',
  'sparkles',
  'tag',
  'package-x',
  'rocket',
  'layers',
  'store',
  'search',
  'key-round',
  'megaphone',
  'globe',
  'layout-dashboard',
  'image-search',
  'shield-check',
  'file-badge',
  'printer',
  'calculator',
  'case-sensitive',
  'puzzle',
  'bot',
  'download',
  'handshake',
  'truck',
  'building',
  'chart-pie',
  'database',
] as const
export type NavIcon = (typeof NAV_ICONS)[number]

export const INACTIVE_LOCALE_CODES = ['ru', 'de', 'fr', 'es', 'it', 'br', 'jp', 'ko', 'tr'] as const

export type MenuItemInput = {
  key: string
  name: Text
  subtitle?: Text
  url?: string
  sort?: number
  localPage?: boolean
  blank?: boolean
  btn_type?: 'link' | 'hover_card'
  icon?: NavIcon
  items?: MenuItemInput[]
}
export type MenuItem = MenuItemInput

export type SiteConfig = v.InferOutput<typeof SiteConfigSchema>
/** What the shell reads on every page; redirects and announcements load only where they are used. */
/** The keys app.footer.ts holds (loaded with the footer, not with the shell). */
type FooterKeys = 'footer' | 'social' | 'qr_codes' | 'statement' | 'company_description'
/** The keys app.nav.ts holds (loaded with the bar's groups and the mobile menu, not with the shell). */
type NavKeys = 'nav_groups'
export type SiteShellConfig = Omit<SiteConfig, 'redirects' | 'announcements' | FooterKeys | NavKeys>
export type SiteFooterConfig = Pick<SiteConfig, FooterKeys>
export type SiteNavConfig = Pick<SiteConfig, NavKeys>
export type NavGroup = SiteConfig['nav_groups'][number]
export type Announcement = SiteConfig['announcements'][number]
export type FooterConfig = SiteConfig['footer']
