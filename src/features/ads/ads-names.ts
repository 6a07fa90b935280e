// The ad pages' heads and the words several ad components share, in the page language.
import type { HeadText } from '@/i18n/seo'
import { m } from '@/paraglide/messages'
import type { AdFormat, AdPlatform } from './ads.shared'

export const adLibraryHead = (): HeadText => ({ title: m.ads_title(), description: m.ads_description() })
export const adDetailHead = (): HeadText => ({
  title: `${m.ads_detail_title()} | Shopsight`,
  description: m.ads_detail_description(),
})
export const adTrendHead = (): HeadText => ({
  title: m.ads_trend_title(),
  description: m.ads_trend_description(),
})

/** Platform names are brands: the same in both languages. */
export const PLATFORM_NAMES: Record<AdPlatform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  google: 'Google',
  pinterest: 'Pinterest',
}

export const FORMAT_NAMES: Record<AdFormat, typeof m.ads_format_image> = {
  image: m.ads_format_image,
  video: m.ads_format_video,
  carousel: m.ads_format_carousel,
}
