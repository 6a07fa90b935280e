import { siteConfig } from '@/config/site'
import { type Locale, localizePath } from '@/lib/locale'

/**
 * The language tag of a locale for `<html lang>` and every hreflang: the product's `cn` is Simplified
 * Chinese as written in mainland China, so zh-CN (a bare zh leaves the script and fonts to guess).
 */
export function languageTag(locale: Locale): 'en' | 'zh-CN' {
  return locale === 'cn' ? 'zh-CN' : 'en'
}

type LinkTag = { rel: string; href: string; hrefLang?: string }

const FIXED = /^\/plugin-(cn|en)(\/.*)?$/

/**
 * Canonical URL and hreflang alternates for a route path (without language prefix). English is
 * canonical unprefixed, Chinese under /cn; the plug-in pages pair plugin-en with plugin-cn.
 */
export function languageLinks(routePath: string, locale: Locale, siteUrl: string): LinkTag[] {
  const origin = siteUrl.replace(/\/+$/, '')
  const fixed = FIXED.exec(routePath)
  if (fixed) {
    const rest = fixed[2] ?? ''
    return [
      { rel: 'canonical', href: `${origin}${routePath}` },
      { rel: 'alternate', hrefLang: languageTag('en'), href: `${origin}/plugin-en${rest}` },
      { rel: 'alternate', hrefLang: languageTag('cn'), href: `${origin}/plugin-cn${rest}` },
    ]
  }
  const en = `${origin}${routePath}`
  const zh = `${origin}${localizePath(routePath, '/cn')}`
  return [
    { rel: 'canonical', href: locale === 'cn' ? zh : en },
    { rel: 'alternate', hrefLang: languageTag('en'), href: en },
    { rel: 'alternate', hrefLang: languageTag('cn'), href: zh },
    { rel: 'alternate', hrefLang: 'x-default', href: en },
  ]
}

/** The preview image of shared links (absolute: crawlers do not resolve relative URLs). */
const SHARE_IMAGE = `${siteConfig.site_url.replace(/\/+$/, '')}/og-image.svg`

/** Title and description tags of one page. */
export function pageMeta(title: string, description: string) {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    // Link previews in chats and social sites (issue 11): Open Graph and the Twitter card.
    { property: 'og:type', content: 'website' },
    { property: 'og:image', content: SHARE_IMAGE },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: SHARE_IMAGE },
  ]
}

/** A page's title (as the tab shows it) and description. */
export type HeadText = { title: string; description: string }

/**
 * A route head whose words are imported when it first runs. Route options (heads included) are bundled
 * with the app's entry, so a head that imported its messages directly would put every page's title
 * and description in the first load of every page; loaded here, they cost one small request on the
 * first client-side visit of the page, and nothing on a server render.
 */
export function lazyHead<Args>(load: (args: Args) => Promise<HeadText | undefined>) {
  return async (args: Args) => {
    const text = await load(args)
    return text ? { meta: pageMeta(text.title, text.description) } : {}
  }
}

/** The head of a page whose words are fixed: its entry in page-heads.ts. */
export function fixedHead(page: keyof typeof import('./page-heads').PAGE_HEADS) {
  return lazyHead(async () => (await import('./page-heads')).PAGE_HEADS[page]())
}
