import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { ContentDocView } from '@/features/content/components/content-doc-view'
import { contentDocHead, loadContentDoc } from '@/features/content/content-doc-route'
import { getLocale } from '@/i18n/locale'
import { findRedirect } from '@/lib/redirects'
import { redirects } from '../../app.config'

// Catch-all: configured redirects first, then content/pages/<locale>/<slug>.md, else the 404 screen.
export const Route = createFileRoute('/$')({
  beforeLoad: ({ params }) => {
    const target = findRedirect(redirects, `/${params._splat ?? ''}`)
    if (target) throw redirect({ href: target.location, statusCode: target.status })
  },
  loader: ({ context, params }) => {
    const slug = params._splat ?? ''
    if (!slug || slug.includes('/')) throw notFound()
    return loadContentDoc(context.queryClient, 'pages', slug, getLocale())
  },
  head: ({ loaderData }) => contentDocHead(loaderData),
  component: function ContentPage() {
    const { _splat } = Route.useParams()
    return <ContentDocView collection="pages" slug={_splat ?? ''} locale={getLocale()} />
  },
})
