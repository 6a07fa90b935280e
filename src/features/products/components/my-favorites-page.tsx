// /my-favorites: the user's starred products in the same grid as every product list, and a tab of
// starred stores (drawn by the stores feature, which the route hands in: stores already import products).

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type ReactNode, useMemo } from 'react'
import { Refusal } from '@/components/data-page/refusal'
import { DataGrid } from '@/components/grid/data-grid'
import { gridPaging } from '@/components/grid/paging'
import { pillClass } from '@/components/ui/pill-tabs'
import { FavoritesContext, rowFavoriteStar, useFavorites } from '@/features/catalog/components/favorite-star'
import { productColumns } from '@/features/catalog/components/product-columns'
import { favoritesPageQueryOptions } from '@/features/catalog/favorites.queries'
import { FAVORITES_PAGE_SIZE } from '@/features/catalog/favorites.shared'
import { getLocale } from '@/i18n/locale'
import { API_CODES } from '@/lib/api-codes'
import { m } from '@/paraglide/messages'

export type FavoritesTab = 'products' | 'stores'

export function MyFavoritesPage({
  page,
  tab,
  stores,
}: {
  page: number
  tab: FavoritesTab
  stores: ReactNode
}) {
  const locale = getLocale()
  const navigate = useNavigate()
  const query = useQuery({
    ...favoritesPageQueryOptions(page),
    placeholderData: keepPreviousData,
    enabled: tab === 'products',
  })
  const reply = query.data
  const data = reply?.code === API_CODES.success ? reply.data : null
  const favorites = useFavorites()
  // Memoized so the rows are not redrawn when the favorites change (only the stars are: see GridRow).
  const columns = useMemo(() => {
    const built = productColumns({ locale, compact: false, leading: rowFavoriteStar })
    for (const column of built) column.enableSorting = false
    return built
  }, [locale])
  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-6">
      <h1 className="mb-1 text-2xl font-bold text-gray-900">{m.favorites_title()}</h1>
      <p className="mb-4 text-sm text-gray-600">{m.favorites_description()}</p>
      <nav aria-label={m.favorites_tabs()} className="mb-3 flex gap-1 text-sm">
        {(['products', 'stores'] as const).map((t) => (
          <Link
            key={t}
            to="/my-favorites"
            search={t === 'stores' ? { tab: 'stores' } : {}}
            aria-current={t === tab ? 'page' : undefined}
            className={pillClass(t === tab)}
            data-testid={`favorites-tab-${t}`}
          >
            {t === 'stores' ? m.favorites_tab_stores() : m.favorites_tab_products()}
          </Link>
        ))}
      </nav>
      {tab === 'stores' ? (
        stores
      ) : reply && reply.code !== API_CODES.success ? (
        <Refusal code={reply.code} />
      ) : (
        <FavoritesContext value={favorites}>
          <DataGrid
            data={data?.list ?? []}
            columns={columns}
            getRowId={(row) => String(row.id)}
            caption={m.favorites_title()}
            loading={query.isFetching && (query.isPlaceholderData || !data)}
            empty={m.favorites_empty()}
            pagination={gridPaging({
              search: { page },
              sizes: [FAVORITES_PAGE_SIZE],
              defaultSize: FAVORITES_PAGE_SIZE,
              reply: data,
              go: (change) => void navigate({ to: '/my-favorites', search: { page: change.page } }),
            })}
            testId="favorites-grid"
          />
        </FavoritesContext>
      )}
    </div>
  )
}
