import { createFileRoute, notFound } from '@tanstack/react-router'
import { siteConfig } from '@/config/site'
import { WelcomePage } from '@/features/content/components/welcome-page'
import { pageMeta } from '@/i18n/seo'
import { m } from '@/paraglide/messages'

// /welcome-to-{product}: only the configured brand id is a page.
export const Route = createFileRoute('/welcome-to-{$product}')({
  beforeLoad: ({ params }) => {
    if (params.product !== siteConfig.product) throw notFound()
  },
  head: () => ({ meta: pageMeta(`${m.welcome_title()} | Shopsight`, m.welcome_description()) }),
  component: WelcomePage,
})
