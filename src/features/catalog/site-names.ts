// The marketplace sites' names in the page language: kept out of products.shared.ts, which rides with
// the app's entry, so their messages load with the pages that show them.
import { m } from '@/paraglide/messages'
import type { SiteId } from './products.shared'

export const SITE_NAMES: Record<SiteId, () => string> = {
  us: m.site_us,
  uk: m.site_uk,
  de: m.site_de,
  fr: m.site_fr,
  it: m.site_it,
  es: m.site_es,
  ca: m.site_ca,
  au: m.site_au,
  mx: m.site_mx,
  jp: m.site_jp,
  kr: m.site_kr,
}
