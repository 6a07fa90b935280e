// GET /sitemap.xml: every public page in both languages with hreflang alternates, content files (blog
// articles, policies, pages) with their dates. Content comes from the bundled Markdown, so the answer is
// the same for every visitor and may be cached for an hour.
import { createFileRoute } from '@tanstack/react-router'
import { siteConfig } from '@/config/site'
import { listContent } from '@/features/content/content.server'
import { type SitemapEntry, STATIC_PUBLIC_PATHS, sitemapXml } from '@/server/seo/sitemap'

/** Where each content collection is served (plug-in pages have fixed-language paths of their own). */
const COLLECTION_PATHS = [
  ['blog', '/blog'],
  ['policy', '/policy'],
  ['pages', ''],
] as const

function entries(): SitemapEntry[] {
  const list: SitemapEntry[] = STATIC_PUBLIC_PATHS.map((path) => ({ path }))
  for (const [collection, base] of COLLECTION_PATHS) {
    const cn = new Set(listContent(collection, 'cn').map((doc) => doc.slug))
    for (const doc of listContent(collection, 'en')) {
      // Only articles that exist in both languages: an alternate must not be a 404.
      if (!cn.has(doc.slug)) continue
      list.push({ path: `${base}/${doc.slug}`, lastmod: doc.updated ?? doc.date })
    }
  }
  return list
}

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: () =>
        new Response(sitemapXml(siteConfig.site_url, entries()), {
          headers: {
            'content-type': 'application/xml; charset=utf-8',
            'cache-control': 'public, max-age=3600',
          },
        }),
    },
  },
})
