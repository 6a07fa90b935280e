import { createFileRoute } from '@tanstack/react-router'
import { type FavoritesTab, MyFavoritesPage } from '@/features/products/components/my-favorites-page'
import { FavoriteStores } from '@/features/stores/components/favorite-stores'
import { fixedHead } from '@/i18n/seo'

export const Route = createFileRoute('/my-favorites')({
  validateSearch: (search: Record<string, unknown>): { page?: number; tab?: 'stores' } => {
    const page = Number(search.page)
    return {
      ...(Number.isInteger(page) && page > 1 && page <= 1000 ? { page } : {}),
      ...(search.tab === 'stores' ? { tab: 'stores' as const } : {}),
    }
  },
  // Personal data: read in the browser with the session cookie, never cached in a shared render.
  ssr: false,
  head: fixedHead('favorites'),
  component: function MyFavorites() {
    const { page = 1, tab } = Route.useSearch()
    const current: FavoritesTab = tab ?? 'products'
    return <MyFavoritesPage page={page} tab={current} stores={<FavoriteStores page={page} />} />
  },
})
