import type { QueryClient } from '@tanstack/react-query'
import { useSuspenseQuery } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { NotFoundScreen } from '@/components/shell/not-found-screen'
import { pageMeta } from '@/i18n/seo'
import type { Locale } from '@/lib/locale'
import { contentDocQueryOptions } from '../content.queries'
import type { ContentCollection } from '../content.shared'
import { ContentDocPage } from './content-doc-page'

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

export function ContentDocView(props: {
  collection: ContentCollection
  slug: string
  locale: Locale
  aside?: ReactNode
  back?: { href: string; label: string }
}) {
  const { data: doc } = useSuspenseQuery(contentDocQueryOptions(props.collection, props.slug, props.locale))
  if (!doc) return <NotFoundScreen />
  return <ContentDocPage doc={doc} aside={props.aside} back={props.back} />
}
