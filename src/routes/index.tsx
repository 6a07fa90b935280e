import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/features/content/components/home-page'
import { blogListQueryOptions } from '@/features/content/content.queries'
import { getLocale } from '@/i18n/locale'
import { fixedHead } from '@/i18n/seo'

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(blogListQueryOptions(getLocale())),
  head: fixedHead('home'),
  component: function Home() {
    // From the loader, not a query hook: keeps React Query's observers out of this page's first load
    // (a language switch reloads the page, so the loader runs again).
    const posts = Route.useLoaderData()
    return <HomePage posts={posts} />
  },
})
