import { createFileRoute } from '@tanstack/react-router'
import {
  ContentDocView,
  contentDocHead,
  loadContentDoc,
} from '@/features/content/components/content-doc-view'
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
