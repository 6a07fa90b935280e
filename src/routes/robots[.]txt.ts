// GET /robots.txt: crawl everything public, not the API or account pages, and find the sitemap.
import { createFileRoute } from '@tanstack/react-router'
import { siteConfig } from '@/config/site'
import { robotsTxt } from '@/server/seo/sitemap'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () =>
        new Response(robotsTxt(siteConfig.site_url), {
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
        }),
    },
  },
})
