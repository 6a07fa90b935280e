// The stores tab of /my-favorites: the user's starred stores in the store lists' grid.

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { Refusal } from '@/components/data-page/refusal'
import { DataGrid } from '@/components/grid/data-grid'
import { gridPaging } from '@/components/grid/paging'
import { FavoritesContext, useFavorites } from '@/features/catalog/components/favorite-star'
import { FAVORITES_PAGE_SIZE } from '@/features/catalog/favorites.shared'
import { getLocale } from '@/i18n/locale'
import { API_CODES } from '@/lib/api-codes'
import { m } from '@/paraglide/messages'
import { favoriteStoresQueryOptions } from '../stores.queries'
import { storeColumns, storeRowStar } from './store-columns'

export function FavoriteStores({ page }: { page: number }) {
  const locale = getLocale()
  const navigate = useNavigate()
  const query = useQuery({ ...favoriteStoresQueryOptions(page), placeholderData: keepPreviousData })
  const reply = query.data
  const data = reply?.code === API_CODES.success ? reply.data : null
  const favorites = useFavorites('store')
  // Memoized so the rows are not redrawn when the favorites change (only the stars are: see GridRow).
  const columns = useMemo(() => {
    const built = storeColumns({ locale, compact: false, leading: storeRowStar })
    for (const column of built) column.enableSorting = false
    return built
  }, [locale])
  if (reply && reply.code !== API_CODES.success) return <Refusal code={reply.code} />
  return (
    <FavoritesContext value={favorites}>
      <DataGrid
        data={data?.list ?? []}
        columns={columns}
        getRowId={(row) => String(row.id)}
        caption={m.favorites_tab_stores()}
        loading={query.isFetching && (query.isPlaceholderData || !data)}
        empty={m.favorites_stores_empty()}
        pagination={gridPaging({
          search: { page },
          sizes: [FAVORITES_PAGE_SIZE],
          defaultSize: FAVORITES_PAGE_SIZE,
          reply: data,
          go: (change) =>
            void navigate({ to: '/my-favorites', search: { tab: 'stores', page: change.page } }),
        })}
        testId="favorite-stores-grid"
      />
    </FavoritesContext>
  )
}
