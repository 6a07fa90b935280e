import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/lib/locale'
import { getBlogList, getContentDoc } from './content.functions'
import type { ContentCollection } from './content.shared'

// Content changes only with a deploy: keep it for the whole visit.
const FOREVER = Number.POSITIVE_INFINITY

export const contentDocQueryOptions = (collection: ContentCollection, slug: string, locale: Locale) =>
  queryOptions({
    queryKey: ['content', collection, locale, slug],
    queryFn: () => getContentDoc({ data: { collection, slug, locale } }),
    staleTime: FOREVER,
  })

export const blogListQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'blog-list', locale],
    queryFn: () => getBlogList({ data: { locale } }),
    staleTime: FOREVER,
  })
