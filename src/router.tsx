import { QueryClient } from '@tanstack/react-query'
import { type AnyRoute, createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { getGlobalStartContext } from '@tanstack/react-start'
import { lazy, Suspense } from 'react'
import { ContentHydratedMark, withContentHydratedMark } from '@/components/shell/content-hydrated'
import { registerLocaleStrategy } from '@/i18n/strategy'
import { viewedPrefix } from '@/i18n/viewed-path'
import { localizePath, splitLocalePrefix } from '@/lib/locale'
import { routeTree } from './routeTree.gen'

// Errors and unknown addresses are rare: their screens load when one happens, not with every page
// (the first load of / has a 150 KB budget).
const ErrorScreen = lazy(() =>
  import('@/components/shell/error-screen').then((mod) => ({ default: mod.ErrorScreen })),
)
const NotFoundScreen = lazy(() =>
  import('@/components/ui/not-found-screen').then((mod) => ({ default: mod.NotFoundScreen })),
)

export function getRouter() {
  registerLocaleStrategy()
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1 } },
  })
  const router = createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultErrorComponent: (props) => (
      <Suspense fallback={null}>
        <ErrorScreen {...props} />
        <ContentHydratedMark />
      </Suspense>
    ),
    defaultNotFoundComponent: () => (
      <Suspense fallback={null}>
        <NotFoundScreen />
        <ContentHydratedMark />
      </Suspense>
    ),
    // The per-request CSP nonce from the server entry (src/server.ts): the router stamps it on the
    // scripts, styles and links it renders. Undefined in the browser, which needs none.
    ssr: { nonce: requestNonce() },
    rewrite: {
      // /cn/pricing and /en/pricing both match the /pricing route.
      input: ({ url }) => {
        url.pathname = splitLocalePrefix(url.pathname).rest
        return url
      },
      // Emitting the viewed prefix (not the locale's canonical one) keeps the router's canonical check
      // from redirecting /en/x to /x, or an unprefixed page viewed in Chinese to /cn/x.
      output: ({ url }) => {
        url.pathname = localizePath(url.pathname, viewedPrefix())
        return url
      },
    },
  })
  // Every page's component tells the shell when it has hydrated (content-hydrated.tsx). Not the root's:
  // it renders with the shell, outside the boundary the page hydrates in.
  for (const route of Object.values(router.routesById) as AnyRoute[]) {
    const component = route.options.component
    if (!route.isRoot && component) route.options.component = withContentHydratedMark(component)
  }
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

function requestNonce(): string | undefined {
  if (typeof window !== 'undefined') return undefined
  let context: unknown
  try {
    context = getGlobalStartContext()
  } catch {
    // Outside a request (no start context): no nonce to stamp.
    return undefined
  }
  if (typeof context !== 'object' || context === null || !('nonce' in context)) return undefined
  return typeof context.nonce === 'string' ? context.nonce : undefined
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
