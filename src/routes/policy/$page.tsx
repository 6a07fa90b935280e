import { createFileRoute } from '@tanstack/react-router'
import { ContentDocView } from '@/features/content/components/content-doc-view'
import { contentDocHead, loadContentDoc } from '@/features/content/content-doc-route'
import { getLocale } from '@/i18n/locale'

export const Route = createFileRoute('/policy/$page')({
  loader: ({ context, params }) => loadContentDoc(context.queryClient, 'policy', params.page, getLocale()),
  head: ({ loaderData }) => contentDocHead(loaderData),
  component: function Policy() {
    const { page } = Route.useParams()
    return <ContentDocView collection="policy" slug={page} locale={getLocale()} />
  },
})
