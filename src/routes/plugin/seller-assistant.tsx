import { createFileRoute } from '@tanstack/react-router'
import { ContentDocView } from '@/features/content/components/content-doc-view'
import { PluginAside } from '@/features/content/components/plugin-aside'
import { contentDocHead, loadContentDoc } from '@/features/content/content-doc-route'
import { getLocale } from '@/i18n/locale'

export const Route = createFileRoute('/plugin/seller-assistant')({
  loader: ({ context }) => loadContentDoc(context.queryClient, 'plugin', 'seller-assistant', getLocale()),
  head: ({ loaderData }) => contentDocHead(loaderData),
  component: function PluginPage() {
    const locale = getLocale()
    return (
      <ContentDocView
        collection="plugin"
        slug="seller-assistant"
        locale={locale}
        aside={<PluginAside locale={locale} current="seller-assistant" />}
      />
    )
  },
})
