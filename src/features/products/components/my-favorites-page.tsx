// /my-favorites: the user's starred products in the same grid as every product list.

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Refusal } from '@/components/data-page/refusal'
import { DataGrid } from '@/components/grid/data-grid'
import { productColumns } from '@/features/products/components/product-columns'
import { getLocale } from '@/i18n/locale'
import { API_CODES } from '@/lib/api-codes'
import { m } from '@/paraglide/messages'
import { favoritesPageQueryOptions } from '../favorites.queries'
import { FAVORITES_PAGE_SIZE } from '../favorites.shared'
import { FavoriteStar, useFavorites } from './favorite-star'

export function MyFavoritesPage({ page }: { page: number }) {
  const locale = getLocale()
  const navigate = useNavigate()
  const query = useQuery({ ...favoritesPageQueryOptions(page), placeholderData: keepPreviousData })
  const reply = query.data
  const data = reply?.code === API_CODES.success ? reply.data : null
  const favorites = useFavorites()
  const columns = productColumns({
    locale,
    compact: false,
    leading: (row) => (
      <FavoriteStar starred={favorites.isStarred(row.id)} onToggle={() => favorites.toggle(row.id)} />
    ),
  })
  for (const column of columns) column.enableSorting = false
  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-6">
      <h1 className="mb-1 text-2xl font-bold text-gray-900">{m.favorites_title()}</h1>
      <p className="mb-4 text-sm text-gray-600">{m.favorites_description()}</p>
      {reply && reply.code !== API_CODES.success ? (
        <Refusal code={reply.code} />
      ) : (
        <DataGrid
          data={data?.list ?? []}
          columns={columns}
          getRowId={(row) => String(row.id)}
          caption={m.favorites_title()}
          loading={query.isFetching && (query.isPlaceholderData || !data)}
          empty={m.favorites_empty()}
          pagination={{
            page,
            pageSize: FAVORITES_PAGE_SIZE,
            pageSizes: [FAVORITES_PAGE_SIZE],
            total: data?.total ?? 0,
            totalCapped: false,
            hasNext: page * FAVORITES_PAGE_SIZE < (data?.total ?? 0),
            onPage: (next) =>
              void navigate({ to: '/my-favorites', search: { page: next === 1 ? undefined : next } }),
          }}
          testId="favorites-grid"
        />
      )}
    </div>
  )
}
