import { createFileRoute } from '@tanstack/react-router'
import { ContentDocView } from '@/features/content/components/content-doc-view'
import { PluginAside } from '@/features/content/components/plugin-aside'
import { contentDocHead, loadContentDoc } from '@/features/content/content-doc-route'
import { getLocale } from '@/i18n/locale'

export const Route = createFileRoute('/plugin/resource-download')({
  loader: ({ context }) => loadContentDoc(context.queryClient, 'plugin', 'resource-download', getLocale()),
  head: ({ loaderData }) => contentDocHead(loaderData),
  component: function PluginPage() {
    const locale = getLocale()
    return (
      <ContentDocView
        collection="plugin"
        slug="resource-download"
        locale={locale}
        aside={<PluginAside locale={locale} current="resource-download" />}
      />
    )
  },
})
