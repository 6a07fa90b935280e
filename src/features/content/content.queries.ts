import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@/lib/locale'
import type { ContentCollection } from './content.shared'

// The server functions (and with them Start's RPC client, about 12 KB gzipped) load when a query first
// runs in the browser. Pages arrive with their content in the cache, so the first load of / and of
// every article goes without them.
const functions = () => import('./content.functions')

// Content changes only with a deploy: keep it for the whole visit.
const FOREVER = Number.POSITIVE_INFINITY

export const contentDocQueryOptions = (collection: ContentCollection, slug: string, locale: Locale) =>
  queryOptions({
    queryKey: ['content', collection, locale, slug],
    queryFn: async () => (await functions()).getContentDoc({ data: { collection, slug, locale } }),
    staleTime: FOREVER,
  })

export const blogListQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'blog-list', locale],
    queryFn: async () => (await functions()).getBlogList({ data: { locale } }),
    staleTime: FOREVER,
  })
