import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { BlogIndexPage } from '@/features/content/components/blog-list'
import { blogListQueryOptions } from '@/features/content/content.queries'
import { getLocale } from '@/i18n/locale'
import { pageMeta } from '@/i18n/seo'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/blog/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(blogListQueryOptions(getLocale())),
  head: () => ({ meta: pageMeta(m.blog_title(), m.blog_description()) }),
  component: function Blog() {
    const { data: posts } = useSuspenseQuery(blogListQueryOptions(getLocale()))
    return <BlogIndexPage posts={posts} />
  },
})
