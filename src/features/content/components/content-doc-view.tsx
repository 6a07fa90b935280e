// The page of a Markdown-backed route (its loader and head are in ../content-doc-route.ts).
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { NotFoundScreen } from '@/components/ui/not-found-screen'
import type { Locale } from '@/lib/locale'
import { contentDocQueryOptions } from '../content.queries'
import type { ContentCollection } from '../content.shared'
import { ContentDocPage } from './content-doc-page'

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
