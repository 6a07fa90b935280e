import { createFileRoute } from '@tanstack/react-router'
import { ContentDocView } from '@/features/content/components/content-doc-view'
import { PluginAside } from '@/features/content/components/plugin-aside'
import { contentDocHead, loadContentDoc } from '@/features/content/content-doc-route'

// A page written for one language: it has no /en or /cn variant and always renders in cn.
export const Route = createFileRoute('/plugin-cn/$page')({
  loader: ({ context, params }) => loadContentDoc(context.queryClient, 'plugin', params.page, 'cn'),
  head: ({ loaderData }) => contentDocHead(loaderData),
  component: function PluginPage() {
    const { page } = Route.useParams()
    return (
      <ContentDocView
        collection="plugin"
        slug={page}
        locale="cn"
        aside={<PluginAside locale="cn" current={page} />}
      />
    )
  },
})
