// The loader and head of every Markdown-backed route. Apart from the page component on purpose: route
// loaders and heads are bundled with the app's entry, and a component imported beside them would be too.
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { pageMeta } from '@/i18n/seo'
import type { Locale } from '@/lib/locale'
import { contentDocQueryOptions } from './content.queries'
import type { ContentCollection } from './content.shared'

/** Loader step of every Markdown-backed route: an unknown slug is the 404 screen. */
export async function loadContentDoc(
  queryClient: QueryClient,
  collection: ContentCollection,
  slug: string,
  locale: Locale,
): Promise<{ title: string; description: string; keywords: string[] }> {
  const doc = await queryClient.ensureQueryData(contentDocQueryOptions(collection, slug, locale))
  if (!doc) throw notFound()
  return { title: doc.title, description: doc.description, keywords: doc.keywords }
}

export function contentDocHead(
  loaderData: { title: string; description: string; keywords: string[] } | undefined,
) {
  if (!loaderData) return {}
  const meta = pageMeta(`${loaderData.title} | Shopsight`, loaderData.description)
  return {
    meta:
      loaderData.keywords.length > 0
        ? [...meta, { name: 'keywords', content: loaderData.keywords.join(', ') }]
        : meta,
  }
}
