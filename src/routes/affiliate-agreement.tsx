import { createFileRoute } from '@tanstack/react-router'
import { ContentDocView } from '@/features/content/components/content-doc-view'
import { contentDocHead, loadContentDoc } from '@/features/content/content-doc-route'
import { getLocale } from '@/i18n/locale'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/affiliate-agreement')({
  loader: ({ context }) => loadContentDoc(context.queryClient, 'pages', 'affiliate-agreement', getLocale()),
  head: ({ loaderData }) => contentDocHead(loaderData),
  component: function AffiliateAgreement() {
    return (
      <ContentDocView
        collection="pages"
        slug="affiliate-agreement"
        locale={getLocale()}
        back={{ href: '/affiliate', label: m.affiliate_title() }}
      />
    )
  },
})
