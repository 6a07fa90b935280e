/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import type { CSSProperties, ReactNode } from 'react'
import { provenanceQueryOptions } from '@/components/data-page/provenance.functions'
import { isDataPagePath } from '@/components/shell/data-pages'
import { SiteShell } from '@/components/shell/site-shell'
import { siteConfig } from '@/config/site'
import { getLocale } from '@/i18n/locale'
import { languageLinks, languageTag, pageMeta } from '@/i18n/seo'
import { splitLocalePrefix } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import appCss from '@/styles/app.css?url'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // A data page's "data as of" line says whether the figures are generated demo data: read on the
  // server and sent with the page, so the line is whole in the first paint. Fetched after hydration,
  // the mark lengthened the line, which wrapped and pushed the grid down (a layout shift, issue 36).
  // The browser does not wait for it on a client navigation: the line fills in as before.
  loader: ({ context, location }) => {
    if (!import.meta.env.SSR || !isDataPagePath(splitLocalePrefix(location.pathname).rest)) return
    // A failed read leaves the line to the browser's own query, as before, rather than failing the page.
    return context.queryClient.ensureQueryData(provenanceQueryOptions()).then(
      () => undefined,
      () => undefined,
    )
  },
  head: ({ matches }) => {
    const locale = getLocale()
    const routePath = matches.at(-1)?.pathname ?? '/'
    // A 404 has no canonical page and no translations to point at.
    const missing = matches.some((match) => match.status === 'notFound')
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: siteConfig.nav_colors.light.accent },
        { property: 'og:site_name', content: siteConfig.title },
        { property: 'og:locale', content: locale === 'cn' ? 'zh_CN' : 'en_US' },
        // A missing page is named as one, not as the home page (its tab and a shared link say 404).
        ...pageMeta(missing ? `${m.not_found_status()} | Shopsight` : m.site_title(), m.site_description()),
      ],
      links: [
        { rel: 'stylesheet', href: appCss },
        // PNG, not the SVG it is drawn from (public/favicon.svg): the page decodes an SVG icon into a
        // document of its own on the main thread, a 24-36 ms task after first paint in Lighthouse's trace.
        { rel: 'icon', href: '/favicon.png', type: 'image/png', sizes: '96x96' },
        { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
        ...(missing ? [] : languageLinks(routePath, locale, siteConfig.site_url)),
      ],
    }
  },
  shellComponent: RootDocument,
  component: Outlet,
})

function RootDocument({ children }: { children: ReactNode }) {
  const style = {
    '--nav-height': `${siteConfig.nav_height}px`,
    '--max-width': `${siteConfig.max_width}px`,
  } satisfies CSSProperties
  return (
    <html lang={languageTag(getLocale())}>
      <head>
        <HeadContent />
      </head>
      <body style={style}>
        <SiteShell>{children}</SiteShell>
        <Scripts />
      </body>
    </html>
  )
}
