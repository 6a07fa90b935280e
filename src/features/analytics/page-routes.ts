// The app's pages, by route id (TanStack Router's file-route ids), for the page-view counter: a beacon
// counts only for a path one of these matches (issue 39: forged beacons for paths that do not exist are
// refused, so they never reach the operator's totals). The pages are read from the route files' names,
// as the router's generator reads them, so a new page is counted without being listed anywhere;
// tests/unit/analytics/page-routes.test.ts holds the result to src/routeTree.gen.ts.
// Not pages: files the router serves that are not pages (NOT_PAGE_ROUTE_IDS below) and every /api route.

/** Route ids the router has that are not pages (checked by the same test). */
export const NOT_PAGE_ROUTE_IDS = [
  '/robots.txt',
  '/sitemap.xml',
  '/img/$',
  '/ecommerce/common/get-token',
  '/user/default/new-google-callback',
  '/user/popup/zbase-popup',
  // Old links of the per-language plug-in pages: always a redirect to /plugin-en or /plugin-cn.
  '/plugin/$page',
] as const

/** A route file's id, by the router generator's naming: folders and file names are path segments,
 *  `index` is the folder's own page (its id ends in '/'), `[.]` is a literal dot. */
export function routeIdOfFile(file: string): string {
  const path = file
    .replace(/^\/?src\/routes/, '')
    .replace(/\.tsx?$/, '')
    .replaceAll('[.]', '.')
  if (path === '/index') return '/'
  return path.replace(/\/index$/, '/')
}

const NOT_PAGES = new Set<string>(NOT_PAGE_ROUTE_IDS)

/** Every page route: each route file under src/routes but the root layout, the /api routes and the
 *  routes that are not pages. Only the file names are read (the glob is not eager). */
export const PAGE_ROUTE_IDS: readonly string[] = Object.keys(import.meta.glob('/src/routes/**/*.{ts,tsx}'))
  .map(routeIdOfFile)
  .filter((id) => id !== '/__root' && !id.startsWith('/api/') && !NOT_PAGES.has(id))
  .sort()

export type PageRouteId = string

const literal = (text: string) => text.replace(/[.*+?^()|[\]\\]/g, '\\$&')

/** A route id as a whole-path pattern: `$param` and `{$param}` stand for one segment's text. */
function pattern(id: string): RegExp {
  const trimmed = id.length > 1 ? id.replace(/\/$/, '') : id
  const source = trimmed
    .split('/')
    .map((segment) =>
      segment === '$'
        ? '[^/]+'
        : segment.startsWith('$')
          ? '[^/]+'
          : segment
              .split(/\{\$[A-Za-z]+\}/)
              .map(literal)
              .join('[^/]+'),
    )
    .join('/')
  return new RegExp(`^${source}$`)
}

// Most specific first: literal routes before ones with parameters, the catch-all last.
const MATCHERS = PAGE_ROUTE_IDS.map((id) => ({ id, re: pattern(id) })).sort(
  (a, b) =>
    Number(a.id.includes('$')) - Number(b.id.includes('$')) || Number(a.id === '/$') - Number(b.id === '/$'),
)

/**
 * The page route a path (no language prefix, no query, no trailing slash) belongs to, or null. The
 * catch-all serves only the content pages that exist (`isContentPage`); anything else there is the
 * 404 screen, not a page.
 */
export function matchPageRoute(path: string, isContentPage: (slug: string) => boolean): PageRouteId | null {
  for (const { id, re } of MATCHERS) {
    if (!re.test(path)) continue
    if (id === '/$' && !isContentPage(path.slice(1))) continue
    return id
  }
  return null
}
