import { useLocation } from '@tanstack/react-router'
import { Check, ChevronDown, Languages } from 'lucide-react'
import { Disclosure } from '@/components/ui/disclosure'
import { siteConfig } from '@/config/site'
import { getLocale } from '@/i18n/locale'
import { labelled } from '@/i18n/names'
import { languageTag } from '@/i18n/seo'
import { viewedPathname } from '@/i18n/viewed-path'
import { cn } from '@/lib/cn'
import { type Locale, localeCookieString, switchLocalePath } from '@/lib/locale'
import { m } from '@/paraglide/messages'

/** Stores the choice for 24 hours and loads the same page in the other language (spec §2). */
export function switchLanguage(target: Locale, options?: { toBlogIndex?: boolean }): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
  document.cookie = localeCookieString(target, window.location.protocol === 'https:')
  const path = switchLocalePath(window.location.pathname, target, options)
  window.location.assign(path + window.location.search + window.location.hash)
}

const LABELS: Record<Locale, () => string> = {
  en: () => m.lang_en({}, { locale: 'en' }),
  cn: () => m.lang_cn({}, { locale: 'cn' }),
}

type LanguageSwitchProps = {
  variant?: 'nav' | 'footer'
  className?: string
  /** Where the options open; at the bottom of the drawer or the footer they must open upwards. */
  placement?: 'below' | 'above'
}

export function LanguageSwitch({ variant = 'nav', className, placement }: LanguageSwitchProps) {
  const locale = getLocale()
  // Re-render on navigation so the hrefs follow the page being viewed.
  useLocation()
  // The footer switch sends a blog article to the blog list (spec §2 "Footer").
  const toBlogIndex = variant === 'footer'
  return (
    <div className={className}>
      <Disclosure
        testId={`lang-switch-${variant}`}
        // The name starts with what the button shows (the current language), so speech users can say it.
        ariaLabel={labelled(m.lang_switch_label(), LABELS[locale](), locale)}
        side={(placement ?? (variant === 'footer' ? 'above' : 'below')) === 'above' ? 'top' : 'bottom'}
        align={variant === 'footer' || placement === 'above' ? 'start' : 'end'}
        triggerClassName={cn(
          'inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium',
          variant === 'nav' ? 'text-gray-700 hover:bg-gray-100' : 'border border-white/20 hover:bg-white/10',
        )}
        label={
          <>
            <Languages className="size-4" aria-hidden />
            <span className={variant === 'nav' ? 'sr-only 2xl:not-sr-only' : undefined}>
              {LABELS[locale]()}
            </span>
            <ChevronDown className="size-3.5" aria-hidden />
          </>
        }
      >
        <ul>
          {siteConfig.languages.checked.map((code) => (
            <li key={code}>
              <a
                href={switchLocalePath(viewedPathname(), code, { toBlogIndex })}
                lang={languageTag(code)}
                hrefLang={languageTag(code)}
                data-testid={`lang-option-${variant}-${code}`}
                aria-current={code === locale ? 'true' : undefined}
                onClick={(e) => {
                  e.preventDefault()
                  switchLanguage(code, { toBlogIndex })
                }}
                className="flex items-center justify-between gap-3 rounded-md px-3 py-2 text-sm hover:bg-brand-50 hover:text-brand-700"
              >
                {LABELS[code]()}
                {code === locale ? <Check className="size-4 text-brand-500" aria-hidden /> : null}
              </a>
            </li>
          ))}
        </ul>
      </Disclosure>
    </div>
  )
}
