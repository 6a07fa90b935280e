// The app's pages, by route id (TanStack Router's file-route ids), for the page-view counter: a beacon
// counts only for a path one of these matches (issue 39: forged beacons for paths that do not exist are
// refused, so they never reach the operator's totals). tests/unit/analytics/page-routes.test.ts holds
// this list to src/routeTree.gen.ts, so a new page cannot be forgotten here.
// Not listed: files the router serves that are not pages (robots.txt, sitemap.xml, images, the popup
// and token endpoints, the Google callback) and every /api route.

export const PAGE_ROUTE_IDS = [
  '/',
  '/$',
  '/ads',
  '/ads-detail',
  '/ads-trend',
  '/affiliate',
  '/affiliate-agreement',
  '/blog/',
  '/blog/$blog',
  '/category-analysis',
  '/category-database',
  '/dashboard',
  '/historical-rankings/',
  '/historical-rankings/analysis',
  '/historical-rankings/old-analysis',
  '/historical-rankings-best',
  '/keyword-analysis/',
  '/keyword-analysis/old',
  '/keyword-database',
  '/keyword-reverse',
  '/mall-detail/',
  '/mall-detail/new',
  '/mall-{$dataType}/',
  '/mall-{$dataType}/new',
  '/my-favorites',
  '/my-team',
  '/pay/sandbox/$orderId',
  '/pay_result',
  '/plugin/resource-download',
  '/plugin/seller-assistant',
  '/plugin-cn/$page',
  '/plugin-en/$page',
  '/policy/$page',
  '/pricing',
  '/product-database/',
  '/product-database/old',
  '/product-database-{$dataType}/',
  '/product-database-{$dataType}/old',
  '/product-detail/$productId',
  '/search-patent/',
  '/search-patent/$id',
  '/search-supplier',
  '/search-supplier-{$source}',
  '/search-trademark/',
  '/search-trademark/$id',
  '/staff/page-views',
  '/temu-invitation',
  '/tools/case-converter',
  '/tools/currency-converter',
  '/user/login',
  '/user/logout',
  '/user/register',
  '/welcome-to-{$product}',
  '/{$platform}-label-generator',
] as const

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

export type PageRouteId = (typeof PAGE_ROUTE_IDS)[number]

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
