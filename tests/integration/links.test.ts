// Issue 37, "dead ends": every internal link a visitor can follow answers 200, in both languages. Walks
// the production build on a generated catalogue as first-time visitors (each request from its own
// address, so no visitor limit decides the answer): from the home pages, the sitemap and every link of
// the content files (blog, pages, plug-in pages), following each page's <a href> to other pages.
// Detail pages repeat by id: a few of each kind are followed, not all 600 products.
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ChildServer, seedSmallCatalogue, startChildServer } from '../support/seeded-server'

const ROOT = resolve(import.meta.dirname, '../..')
/** How many pages of one shape (the path with its numbers as N, and the names of its query) are walked. */
const PER_SHAPE = 2
/** A bound on the walk, far above what the site has, so a link loop fails the test instead of hanging. */
const MAX_PAGES = 1500

let server: ChildServer
beforeAll(async () => {
  server = await startChildServer(await seedSmallCatalogue())
}, 180_000)
afterAll(async () => {
  await server?.stop()
})

let visitor = 0
/** A first-time visitor from an address of its own (the server trusts X-Forwarded-For in tests). */
const visit = (path: string) => {
  visitor += 1
  return fetch(`${server.baseUrl}${path}`, {
    redirect: 'manual',
    headers: {
      'sec-fetch-dest': 'document',
      accept: 'text/html',
      'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
    },
  })
}

/** Internal links of a page: same-site hrefs of <a> elements, without their #fragment. */
function linksOf(html: string): string[] {
  const links: string[] = []
  for (const match of html.matchAll(/<a\b[^>]*?\bhref="([^"]+)"/g)) {
    const href = (match[1] ?? '').replaceAll('&amp;', '&').split('#')[0] ?? ''
    if (href.startsWith('/') && !href.startsWith('//')) links.push(href)
  }
  return links
}

function shapeOf(link: string): string {
  const url = new URL(link, 'http://x')
  const keys = [...url.searchParams.keys()].sort().join(',')
  return `${url.pathname.replace(/\d+/g, 'N')}?${keys}`
}

/** Links written in the content files, as each language's pages render them (cn under /cn). */
function contentLinks(): string[] {
  const links: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.md')) {
        const cn = path.split('/').includes('cn')
        for (const match of readFileSync(path, 'utf8').matchAll(/\]\((\/[^)\s]*)\)/g)) {
          const href = match[1] ?? ''
          links.push(cn && !href.startsWith('/cn') && !href.startsWith('/plugin-') ? `/cn${href}` : href)
        }
      }
    }
  }
  walk(join(ROOT, 'content'))
  return links
}

describe('every internal link answers 200, en and cn', () => {
  it('/category-analysis without a category shows the category picker', async () => {
    for (const path of ['/category-analysis', '/cn/category-analysis']) {
      const response = await visit(path)
      expect(response.status, path).toBe(200)
      expect(await response.text(), path).toContain('data-category-picker')
    }
  })

  it('walks the site from the home pages, the sitemap and the content files', async () => {
    const sitemap = await (await visit('/sitemap.xml')).text()
    const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] ?? '/').pathname,
    )
    const queue = ['/', '/cn', ...fromSitemap, ...contentLinks()]
    const seen = new Set<string>()
    const perShape = new Map<string, number>()
    /** Each failing link with the page it was found on. */
    const failures: string[] = []
    const from = new Map<string, string>()
    let walked = 0
    while (queue.length > 0 && walked < MAX_PAGES) {
      const link = queue.shift() ?? '/'
      if (seen.has(link)) continue
      seen.add(link)
      // Files and the API (downloads, exports) are not pages a visitor lands on.
      if (link.startsWith('/api/') || /\.(xml|txt|png|jpe?g|svg|csv|pdf|ico|webmanifest)$/.test(link))
        continue
      const shape = shapeOf(link)
      const count = perShape.get(shape) ?? 0
      if (count >= PER_SHAPE) continue
      perShape.set(shape, count + 1)
      walked += 1
      const response = await visit(link)
      if (response.status !== 200) {
        failures.push(
          `${link} → ${response.status}${response.headers.get('location') ? ` ${response.headers.get('location')}` : ''} (linked from ${from.get(link) ?? 'the start list'})`,
        )
        await response.body?.cancel()
        continue
      }
      for (const next of linksOf(await response.text())) {
        if (!seen.has(next)) {
          if (!from.has(next)) from.set(next, link)
          queue.push(next)
        }
      }
    }
    expect(failures).toEqual([])
    expect(walked).toBeLessThan(MAX_PAGES)
    // The walk reached both languages' research pages and content, not only the home pages.
    for (const page of [
      '/product-database',
      '/cn/product-database',
      '/blog',
      '/cn/blog',
      '/cn/plugin/seller-assistant',
    ]) {
      expect(seen.has(page), page).toBe(true)
    }
  }, 600_000)
})
