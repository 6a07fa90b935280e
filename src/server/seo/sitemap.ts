// /sitemap.xml and /robots.txt (issue 11): every public page in both languages, English unprefixed and
// Chinese under /cn, each entry listing both as hreflang alternates (what search engines need to show
// the right language), blog articles with their dates. Data pages that need a session (product detail,
// favorites) and the account pages are left out: a crawler gets a login prompt there.
import { languageTag } from '@/i18n/seo'
import { localizePath } from '@/lib/locale'

export type SitemapEntry = {
  /** The route path without language prefix, e.g. /blog/my-article. */
  path: string
  /** YYYY-MM-DD of the last change, when known. */
  lastmod?: string | null
}

/** Pages that are not content files: the home page, the lists, pricing and the fixed marketing pages. */
export const STATIC_PUBLIC_PATHS = [
  '/',
  '/pricing',
  '/blog',
  '/product-database',
  '/historical-rankings',
  '/historical-rankings-best',
  '/mall-hot-sale',
  '/mall-new',
  '/mall-semi-hot-sale',
  '/affiliate',
  '/temu-invitation',
  '/plugin/seller-assistant',
  '/plugin/resource-download',
] as const

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function urlEntry(loc: string, alternates: { lang: string; href: string }[], lastmod?: string | null) {
  const links = alternates
    .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.lang}" href="${escapeXml(a.href)}"/>`)
    .join('\n')
  const modified = lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : ''
  return `  <url>\n    <loc>${escapeXml(loc)}</loc>${modified}\n${links}\n  </url>`
}

/** The sitemap document: one <url> per page and language, each naming both languages. */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const origin = siteUrl.replace(/\/+$/, '')
  const urls: string[] = []
  for (const { path, lastmod } of entries) {
    const en = `${origin}${path}`
    const cn = `${origin}${localizePath(path, '/cn')}`
    const alternates = [
      { lang: 'en', href: en },
      { lang: languageTag('cn'), href: cn },
      { lang: 'x-default', href: en },
    ]
    urls.push(urlEntry(en, alternates, lastmod), urlEntry(cn, alternates, lastmod))
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`
}

/** robots.txt: everything public may be crawled; the API and account pages are not pages to index. */
export function robotsTxt(siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '')
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /_serverFn/',
    'Disallow: /user/',
    'Disallow: /cn/user/',
    'Disallow: /my-favorites',
    'Disallow: /cn/my-favorites',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
