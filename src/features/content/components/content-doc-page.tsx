import type { ReactNode } from 'react'
import { AppLink } from '@/components/ui/app-link'
import { getLocale } from '@/i18n/locale'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { ContentDoc } from '../content.shared'
import { MarkdownArticle } from './markdown-article'

/** The article layout shared by blog posts, policies, plug-in and catch-all content pages. */
export function ContentDocPage({
  doc,
  aside,
  back,
}: {
  doc: ContentDoc
  aside?: ReactNode
  back?: { href: string; label: string }
}) {
  const locale = getLocale()
  return (
    <div
      className={cn(
        'mx-auto flex flex-col gap-10 px-4 py-10 lg:flex-row',
        aside ? 'max-w-[var(--max-width)]' : 'max-w-4xl',
      )}
    >
      <article
        className="min-w-0 flex-1 rounded-2xl bg-white p-6 shadow-sm sm:p-10"
        data-testid="content-article"
      >
        {back ? (
          <AppLink href={back.href} localPage className="text-sm text-brand-600 hover:underline">
            ← {back.label}
          </AppLink>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold text-gray-900">{doc.title}</h1>
        <p className="mt-3 text-lg text-gray-600">{doc.description}</p>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-500">
          {doc.date ? <span>{m.blog_published({ date: formatDate(doc.date, locale) })}</span> : null}
          {doc.author ? <span>{m.blog_by({ author: doc.author })}</span> : null}
          {doc.readingMinutes ? <span>{m.blog_reading_time({ minutes: doc.readingMinutes })}</span> : null}
          {doc.updated ? <span>{m.policy_updated({ date: formatDate(doc.updated, locale) })}</span> : null}
        </p>
        <MarkdownArticle html={doc.html} className="mt-8" />
      </article>
      {/* A plain block: the chat widget is the page's one complementary landmark (axe landmark-unique). */}
      {aside ? <div className="w-full shrink-0 lg:w-72">{aside}</div> : null}
    </div>
  )
}
