import { AppLink } from '@/components/ui/app-link'
import { getLocale } from '@/i18n/locale'
import { formatDate } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { ContentSummary } from '../content.shared'

export function BlogCards({ posts }: { posts: readonly ContentSummary[] }) {
  const locale = getLocale()
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug} data-testid="blog-card">
          <AppLink
            href={`/blog/${post.slug}`}
            localPage
            className="flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <p className="flex gap-2 text-xs text-gray-500">
              {post.date ? <span>{formatDate(post.date, locale)}</span> : null}
              {post.readingMinutes ? (
                <span>· {m.blog_reading_time({ minutes: post.readingMinutes })}</span>
              ) : null}
            </p>
            <h2 className="mt-2 text-lg font-semibold text-gray-900">{post.title}</h2>
            <p className="mt-2 flex-1 text-sm text-gray-600">{post.description}</p>
            {post.tags.length > 0 ? (
              <p className="mt-4 flex flex-wrap gap-1.5">
                {post.tags.slice(0, 3).map((tag) => (
                  <span key={tag} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                    {tag}
                  </span>
                ))}
              </p>
            ) : null}
            <span className="mt-4 text-sm font-medium text-brand-600">{m.read_more()} →</span>
          </AppLink>
        </li>
      ))}
    </ul>
  )
}

export function BlogIndexPage({ posts }: { posts: readonly ContentSummary[] }) {
  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-12">
      <header className="mb-10 max-w-3xl">
        <h1 className="text-3xl font-bold text-gray-900">{m.blog_title()}</h1>
        <p className="mt-3 text-gray-600">{m.blog_description()}</p>
      </header>
      <BlogCards posts={posts} />
    </div>
  )
}
