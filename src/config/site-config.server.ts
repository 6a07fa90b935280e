// Validation of app.config.ts (server only; see site-config.ts for why).
import * as v from 'valibot'
import { INACTIVE_LOCALE_CODES, type MenuItem, NAV_ICONS, type SiteConfig, type Text } from './site-config'

const Href = v.pipe(
  v.string(),
  v.check(
    (s) => /^\/(?!\/)/.test(s) || /^https?:\/\/[^\s]+$/.test(s) || s.startsWith('mailto:'),
    'must be a path starting with / or an http(s):// or mailto: address',
  ),
)
const Color = v.pipe(
  v.string(),
  v.regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'must be a hex colour'),
)
// A message function's arity is 0 when it takes no parameters (its inputs argument has a default).
const Message = v.custom<Text>(
  (value) => typeof value === 'function' && value.length === 0 && typeof value() === 'string',
  'must be a message without parameters, like m.nav_ranking',
)
const Key = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a lowercase id like "rank-best"'))
const Sort = v.optional(v.pipe(v.number(), v.integer()))
const DateTime = v.pipe(v.string(), v.isoTimestamp('must be an ISO date-time like 2025-04-23T00:00:00+08:00'))

const MenuItemSchema: v.GenericSchema<MenuItem> = v.object({
  key: Key,
  name: Message,
  subtitle: v.optional(Message),
  url: v.optional(Href),
  sort: Sort,
  localPage: v.optional(v.boolean()),
  blank: v.optional(v.boolean()),
  btn_type: v.optional(v.picklist(['link', 'hover_card'])),
  icon: v.optional(v.picklist(NAV_ICONS)),
  items: v.optional(v.array(v.lazy(() => MenuItemSchema))),
})

const CarouselSchema = v.object({
  is_on: v.boolean(),
  urls: v.pipe(
    v.array(v.object({ text: Message, url: Href, blank: v.optional(v.boolean()) })),
    v.minLength(1),
  ),
  /** Milliseconds per slide for each language (spec: 5 s in English, 10 s in Chinese). */
  interval: v.object({
    en: v.pipe(v.number(), v.minValue(1000)),
    cn: v.pipe(v.number(), v.minValue(1000)),
  }),
})

const NavGroupSchema = v.object({
  key: Key,
  name: Message,
  align: v.picklist(['left', 'right']),
  sort: Sort,
  url: v.optional(Href),
  localPage: v.optional(v.boolean()),
  blank: v.optional(v.boolean()),
  btn_type: v.picklist(['menu', 'link', 'promo']),
  btn_settings: v.optional(
    v.object({
      margin_lr: v.optional(v.pipe(v.number(), v.minValue(0))),
      color_btn: v.optional(Color),
      carousel: v.optional(CarouselSchema),
    }),
  ),
  items: v.optional(v.array(MenuItemSchema)),
})

const AccountButton = v.object({
  type: v.picklist(['link', 'button']),
  name: Message,
  url: Href,
  style: v.picklist(['text', 'primary', 'outline']),
})

const NavColors = v.object({ background: Color, text: Color, hover: Color, accent: Color })
const Logo = v.object({
  url: Href,
  width: v.pipe(v.number(), v.minValue(1)),
  height: v.pipe(v.number(), v.minValue(1)),
})

const FooterLink = v.object({
  name: Message,
  url: Href,
  sort: Sort,
  nofollow: v.optional(v.boolean()),
  blank: v.optional(v.boolean()),
})

const AnnouncementSchema = v.object({
  key: Key,
  modal_width: v.optional(v.pipe(v.string(), v.regex(/^\d+(%|px)$/))),
  start: DateTime,
  end: DateTime,
  /** Route paths (without language prefix) on which the modal may show. */
  routes: v.pipe(v.array(v.pipe(v.string(), v.startsWith('/'))), v.minLength(1)),
  title: Message,
  content: Message,
  image: v.optional(Href),
  jump: v.optional(v.object({ text: Message, url: Href, marker_expires: v.optional(DateTime) })),
  cancel: v.optional(v.object({ text: Message })),
  /** localStorage key of the dismissal marker, and until when a dismissal holds. */
  local_sign: Key,
  marker_expires: DateTime,
})

export const SiteConfigSchema = v.object({
  product: Key,
  site_url: Href,
  /** Footer links that are relative are prefixed with this host (empty: same host). */
  api_host: v.union([v.literal(''), v.pipe(v.string(), v.url('must be an absolute URL or empty'))]),
  title: v.pipe(v.string(), v.minLength(1)),
  max_width: v.pipe(v.number(), v.integer(), v.minValue(320)),
  nav_height: v.pipe(v.number(), v.integer(), v.minValue(40)),
  languages: v.object({
    checked: v.pipe(v.array(v.picklist(['en', 'cn'])), v.minLength(1)),
    inactive: v.array(v.picklist(INACTIVE_LOCALE_CODES)),
  }),
  nav_theme: v.picklist(['light', 'dark']),
  nav_colors: v.object({ dark: NavColors, light: NavColors }),
  logos: v.object({ light: Logo, dark: Logo }),
  account: v.object({ login: AccountButton, register: AccountButton, logout: AccountButton }),
  nav_groups: v.pipe(v.array(NavGroupSchema), v.minLength(1)),
  user_group: v.array(MenuItemSchema),
  nav_banner: v.object({
    active: v.boolean(),
    closed_key: Key,
    colors: v.object({ background: Color, text: Color }),
    content: Message,
    url: v.optional(Href),
  }),
  /** Per-language navigation overrides: keys of groups or items hidden in that language. */
  nav_overrides: v.object({
    en: v.optional(v.object({ hidden: v.array(Key) })),
    cn: v.optional(v.object({ hidden: v.array(Key) })),
  }),
  footer: v.object({
    preset: v.picklist(['dark', 'light', 'brand']),
    groups: v.pipe(
      v.array(v.object({ name: Message, sort: Sort, items: v.array(FooterLink) })),
      v.minLength(1, 'needs 1 to 4 link groups'),
      v.maxLength(4, 'needs 1 to 4 link groups'),
    ),
  }),
  social: v.array(
    v.object({ platform: v.picklist(['facebook', 'instagram', 'tiktok', 'youtube', 'x']), url: Href }),
  ),
  qr_codes: v.array(v.object({ active: v.boolean(), name: Message, url: Href })),
  statement: Message,
  company_description: Message,
  chat_widget: v.object({
    active: v.boolean(),
    qr: v.array(v.object({ image: Href, text: Message })),
  }),
  redirects: v.array(
    v.object({
      from: v.pipe(v.string(), v.regex(/^\/[^\s]*$/, 'must be a path starting with /')),
      to: Href,
      status: v.picklist([301, 302, 307, 308]),
    }),
  ),
  announcements: v.array(AnnouncementSchema),
  analytics_id: v.nullable(v.string()),
  cookie_consent: v.object({
    enabled: v.boolean(),
    colors: v.object({ background: Color, text: Color, button: Color }),
  }),
})

export class SiteConfigError extends Error {
  override name = 'SiteConfigError'
}

/** Validates the configuration; a bad value throws with the path of the offending field. */
export function parseSiteConfig(input: unknown): SiteConfig {
  const result = v.safeParse(SiteConfigSchema, input)
  if (result.success) return result.output
  const lines = result.issues.slice(0, 10).map((issue) => {
    const path = v.getDotPath(issue) ?? '(root)'
    return `  - ${path}: ${issue.message}`
  })
  throw new SiteConfigError(`Invalid site configuration in app.config.ts:\n${lines.join('\n')}`)
}
