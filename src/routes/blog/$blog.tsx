import { createFileRoute } from '@tanstack/react-router'
import { ContentDocView } from '@/features/content/components/content-doc-view'
import { contentDocHead, loadContentDoc } from '@/features/content/content-doc-route'
import { getLocale } from '@/i18n/locale'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/blog/$blog')({
  loader: ({ context, params }) => loadContentDoc(context.queryClient, 'blog', params.blog, getLocale()),
  head: ({ loaderData }) => contentDocHead(loaderData),
  component: function BlogPost() {
    const { blog } = Route.useParams()
    return (
      <ContentDocView
        collection="blog"
        slug={blog}
        locale={getLocale()}
        back={{ href: '/blog', label: m.blog_back() }}
      />
    )
  },
})
