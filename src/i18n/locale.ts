import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/locale'
import { getLocale as paraglideGetLocale } from '@/paraglide/runtime'

/** The current request's (server) or page's (client) language, typed as the app's Locale. */
export function getLocale(): Locale {
  const locale = paraglideGetLocale()
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}
