import { siteConfig } from '@/config/site'
import { siteFooter } from '@/config/site-footer'
import { cn } from '@/lib/cn'
import { m } from '@/paraglide/messages'
import { AppLink } from '../ui/app-link'
import { LanguageSwitch } from './language-switch'
import { footerGroupsFor, footerHref } from './nav-model'
import { SocialIcon } from './social-icons'

/** The three colour presets of spec §2. */
const PRESETS = {
  dark: {
    root: 'bg-gray-900 text-gray-300',
    heading: 'text-white',
    link: 'hover:text-white',
    muted: 'text-gray-400',
  },
  light: {
    root: 'bg-white text-gray-600 border-t border-gray-200',
    heading: 'text-gray-900',
    link: 'hover:text-brand-600',
    muted: 'text-gray-500',
  },
  brand: {
    root: 'bg-brand-700 text-orange-50',
    heading: 'text-white',
    link: 'hover:text-white',
    muted: 'text-orange-100',
  },
} as const

export function SiteFooter() {
  const preset = PRESETS[siteFooter.footer.preset]
  const logo = siteConfig.logos[siteFooter.footer.preset === 'light' ? 'light' : 'dark']
  const groups = footerGroupsFor(siteFooter)
  const qrCodes = siteFooter.qr_codes.filter((q) => q.active)
  return (
    <footer className={cn('mt-16', preset.root)} data-testid="site-footer">
      <div className="mx-auto grid max-w-[var(--max-width)] gap-10 px-4 py-12 lg:grid-cols-[minmax(0,320px)_1fr]">
        <div className="space-y-4">
          <AppLink href="/" localPage aria-label={m.nav_home()}>
            <img src={logo.url} width={logo.width} height={logo.height} alt={siteConfig.title} />
          </AppLink>
          <p className="text-sm leading-6">{siteFooter.company_description()}</p>
          <LanguageSwitch variant="footer" />
          <div className="flex gap-3 pt-2">
            {siteFooter.social.map((s) => (
              <a
                key={s.platform}
                href={s.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className={preset.link}
              >
                <SocialIcon platform={s.platform} />
              </a>
            ))}
          </div>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:grid-cols-4">
          {groups.map((group) => (
            <nav key={group.name()} aria-label={group.name()}>
              <h2 className={cn('mb-3 text-sm font-semibold', preset.heading)}>{group.name()}</h2>
              <ul className="space-y-2 text-sm">
                {group.items.map((item) => (
                  <li key={item.url}>
                    <AppLink
                      href={footerHref(item.url, siteConfig.api_host)}
                      localPage={!siteConfig.api_host}
                      blank={item.blank}
                      nofollow={item.nofollow}
                      className={preset.link}
                    >
                      {item.name()}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="mx-auto flex max-w-[var(--max-width)] flex-col gap-6 border-t border-white/10 px-4 py-8 md:flex-row md:items-end">
        {qrCodes.length > 0 ? (
          <div className="flex gap-4">
            {qrCodes.map((qr) => (
              <figure key={qr.url} className="w-24 text-center">
                <img
                  src={qr.url}
                  width={96}
                  height={96}
                  alt={qr.name()}
                  className="rounded bg-white p-1"
                  loading="lazy"
                />
                <figcaption className={cn('mt-1 text-xs', preset.muted)}>{qr.name()}</figcaption>
              </figure>
            ))}
          </div>
        ) : null}
        <div
          className={cn('space-y-2 text-xs leading-5 md:ml-auto md:max-w-2xl md:text-right', preset.muted)}
        >
          <p>{siteFooter.statement()}</p>
          {/* The year may differ between server and a visitor's clock around New Year. */}
          <p suppressHydrationWarning>{m.footer_copyright({ year: new Date().getUTCFullYear() })}</p>
        </div>
      </div>
    </footer>
  )
}
