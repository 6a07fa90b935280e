// Site configuration (spec §3). Validated when the server starts (src/server.ts). Visible names are
// message functions, so each language's text lives in messages/*.json and only what is used is bundled.
import type { SiteConfig, SiteShellConfig } from '@/config/site-config'
import { m } from '@/paraglide/messages'

// The shell's part of the configuration (bar, account links, widgets) and the redirects. The server
// validates them together with the navigation menus (app.nav.ts), the footer (app.footer.ts) and the
// announcements (app.announcements.ts).
export const appConfig = {
  product: 'shopsight',
  site_url: 'https://shopsight.app',
  api_host: '',
  title: 'Shopsight',
  max_width: 1300,
  nav_height: 60,
  languages: {
    checked: ['en', 'cn'],
    inactive: ['ru', 'de', 'fr', 'es', 'it', 'br', 'jp', 'ko', 'tr'],
  },
  nav_theme: 'light',
  nav_colors: {
    light: { background: '#ffffff', text: '#1f2937', hover: '#fff3eb', accent: '#ff6a00' },
    dark: { background: '#111827', text: '#f3f4f6', hover: '#1f2937', accent: '#ff8a33' },
  },
  // PNG at twice the size shown (public/logo*.svg are the sources): an SVG <img> makes the browser build
  // a document of its own on the main thread, ~70 ms on a shell's first layout, more than the pixels cost.
  logos: {
    light: { url: '/logo.png', width: 132, height: 28 },
    dark: { url: '/logo-dark.png', width: 132, height: 28 },
  },
  account: {
    login: { type: 'link', name: m.nav_login, url: '/user/login', style: 'text' },
    register: { type: 'link', name: m.nav_register, url: '/user/register', style: 'primary' },
    logout: { type: 'link', name: m.nav_logout, url: '/user/logout', style: 'text' },
  },
  user_group: [
    { key: 'personal-center', name: m.user_personal_center, sort: 50 },
    { key: 'invitation', name: m.user_invite_friends, sort: 45 },
    { key: 'my-favorites', name: m.user_my_favorites, url: '/my-favorites', blank: true, sort: 40 },
    { key: 'my-team', name: m.user_my_team, url: '/my-team', localPage: true, sort: 30 },
    { key: 'affiliate', name: m.user_affiliate, url: '/affiliate', localPage: true, sort: 20 },
  ],
  nav_banner: {
    active: false,
    closed_key: 'nav-banner-multi-country',
    colors: { background: '#fff3eb', text: '#9a3412' },
    content: m.nav_banner_text,
    url: '/product-database',
  },
  // Each language sees the plug-in page written for it.
  nav_overrides: {
    en: { hidden: ['plugin-product-analysis-cn', 'plugin-ai-review-cn'] },
    cn: { hidden: ['plugin-product-analysis-en', 'plugin-ai-review-en'] },
  },
  chat_widget: {
    active: true,
    qr: [
      { image: '/qr/community.png', text: m.widget_join_group },
      { image: '/qr/support.png', text: m.widget_add_support },
    ],
  },
  analytics_id: null,
  cookie_consent: {
    enabled: true,
    colors: { background: '#111827', text: '#f9fafb', button: '#b84a00' },
  },
} satisfies SiteShellConfig

/** Retired paths and where they go now (spec §2 "Errors and redirects"). */
export const redirects = [
  { from: '/rankings', to: '/historical-rankings', status: 301 },
  { from: '/products', to: '/product-database', status: 301 },
  { from: '/plans', to: '/pricing', status: 301 },
  { from: '/privacy', to: '/policy/privacy', status: 301 },
  { from: '/seller-center', to: 'https://seller.temu.com', status: 302 },
  // Known aliases of the preset lists (old links, natural guesses) land on the nearest real list, in
  // both layouts; any other unknown list name is the 404 page (docs/lists.md).
  ...listAliases('/product-database-', '/old', {
    new: 'hot-new',
    'new-products': 'hot-new',
    'hot-sale': 'hot',
    bestsellers: 'hot',
    'price-drop': 'price-reduction',
    'out-of-stock': 'sold-out',
    weekly: 'week-rank',
    monthly: 'month-rank',
    'semi-managed': 'semi',
  }),
  ...listAliases('/mall-', '/new', { hot: 'hot-sale', 'new-store': 'new', semi: 'semi-hot-sale' }),
] satisfies SiteConfig['redirects']

/** A permanent redirect from each alias to its list, for the list's path and its other layout's. */
function listAliases(base: string, otherLayout: '/old' | '/new', aliases: Record<string, string>) {
  return Object.entries(aliases).flatMap(([alias, list]) =>
    ['', otherLayout].map((layout) => ({
      from: `${base}${alias}${layout}`,
      to: `${base}${list}${layout}`,
      status: 301 as const,
    })),
  )
}

// Announcement modals are in app.announcements.ts: a module is bundled whole, and the shell that loads
// this one with the first page does not need their texts (the deferred widgets load them).
