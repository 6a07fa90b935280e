// The page-view counter's list of pages (issue 39) against the router's own: every route the router
// has is either a page the counter knows or listed as not a page, and paths match the page that serves
// them; a path no page serves matches none.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { normalizePath } from '@/features/analytics/analytics.server'
import { matchPageRoute, NOT_PAGE_ROUTE_IDS, PAGE_ROUTE_IDS } from '@/features/analytics/page-routes'

/** The route ids of src/routeTree.gen.ts (its FileRoutesById interface), /api routes left out. */
function routerIds(): string[] {
  const text = readFileSync(resolve(import.meta.dirname, '../../../src/routeTree.gen.ts'), 'utf8')
  const block = /export interface FileRoutesById \{([\s\S]*?)\n\}/.exec(text)?.[1] ?? ''
  return [...block.matchAll(/^ {2}'([^']+)':/gm)]
    .map((m) => m[1] ?? '')
    .filter((id) => id !== '__root__' && !id.startsWith('/api/'))
}

const contentPages = new Set(['about', 'faq'])
const match = (path: string) => matchPageRoute(path, (slug) => contentPages.has(slug))

describe('the pages the page-view counter knows', () => {
  it('cover every route of the router, and no route that does not exist', () => {
    const ids = routerIds()
    expect(ids.length).toBeGreaterThan(50)
    const listed = new Set<string>([...PAGE_ROUTE_IDS, ...NOT_PAGE_ROUTE_IDS])
    expect(ids.filter((id) => !listed.has(id))).toEqual([])
    expect([...listed].filter((id) => !ids.includes(id))).toEqual([])
  })

  it.each([
    ['/', '/'],
    ['/pricing', '/pricing'],
    ['/product-database', '/product-database/'],
    ['/product-database-hot-new', '/product-database-{$dataType}/'],
    ['/product-database-hot-new/old', '/product-database-{$dataType}/old'],
    ['/product-detail/123456', '/product-detail/$productId'],
    ['/mall-detail/new', '/mall-detail/new'],
    ['/mall-hot-sale', '/mall-{$dataType}/'],
    ['/temu-label-generator', '/{$platform}-label-generator'],
    ['/policy/privacy', '/policy/$page'],
    ['/about', '/$'],
    ['/faq', '/$'],
  ])('%s is the page %s', (path, id) => {
    expect(match(path)).toBe(id)
  })

  it.each([
    '/no-such-page',
    '/wp-admin/setup.php',
    '/product-detail',
    '/product-detail/1/2',
    '/pricing/extra',
    '/api/analytics/page_view',
    '/robots.txt',
    '/img/logo.png',
  ])('%s is no page', (path) => {
    expect(match(path)).toBeNull()
  })
})

describe('the path a view is counted under', () => {
  // One page, however its address is spelled: counted once, under one row, and matched as that page.
  it.each([
    '/product-database',
    '/product-database/',
    '/cn/product-database',
    '/CN/product-database/',
    '//product-database?page=2#top',
    '/product%2Ddatabase',
    '/en/./product-database',
  ])('%s counts as /product-database', (spelling) => {
    expect(normalizePath(spelling)).toBe('/product-database')
    expect(match(normalizePath(spelling))).toBe('/product-database/')
  })
})
