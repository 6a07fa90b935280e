import { createFileRoute } from '@tanstack/react-router'
import { MyFavoritesPage } from '@/features/products/components/my-favorites-page'
import { fixedHead } from '@/i18n/seo'

export const Route = createFileRoute('/my-favorites')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = Number(search.page)
    return Number.isInteger(page) && page > 1 && page <= 1000 ? { page } : {}
  },
  // Personal data: read in the browser with the session cookie, never cached in a shared render.
  ssr: false,
  head: fixedHead('favorites'),
  component: function MyFavorites() {
    return <MyFavoritesPage page={Route.useSearch().page ?? 1} />
  },
})
