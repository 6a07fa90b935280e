import { createFileRoute, notFound } from '@tanstack/react-router'
import { siteConfig } from '@/config/site'
import { WelcomePage } from '@/features/content/components/welcome-page'
import { fixedHead } from '@/i18n/seo'

// /welcome-to-{product}: only the configured brand id is a page.
export const Route = createFileRoute('/welcome-to-{$product}')({
  beforeLoad: ({ params }) => {
    if (params.product !== siteConfig.product) throw notFound()
  },
  head: fixedHead('welcome'),
  component: WelcomePage,
})
