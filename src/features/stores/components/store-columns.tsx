// The store lists' grid columns; a sortable column's id is its sort key (STORE_SORTS).

import { Link } from '@tanstack/react-router'
import { ArrowDown, ArrowUp, Minus } from 'lucide-react'
import { type ReactNode, use } from 'react'
import { Sparkline } from '@/components/charts/sparkline'
import { SalesFigureValue } from '@/components/data-page/sales-figure'
import { figureColumn, type GridColumn, gridColumnHelper } from '@/components/grid/grid-features'
import { Thumbnail } from '@/components/ui/thumbnail'
import { FavoriteStar, type Favorites, FavoritesContext } from '@/features/catalog/components/favorite-star'
import { countryName } from '@/i18n/names'
import { cn } from '@/lib/cn'
import type { Locale } from '@/lib/format'
import { formatCompact, formatDate, formatMoney, formatNumber, formatPercent } from '@/lib/format'
import { localName } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { STORE_COLUMN_LABELS as L } from '../store-column-labels'
import type { StoreRow } from '../stores.shared'

const col = gridColumnHelper<StoreRow>()
const figure = figureColumn<StoreRow>

/** A growth ratio as an arrow and a signed percent; the direction is also said in words. */
export function GrowthArrow({ value }: { value: number }) {
  const pct = formatPercent(Math.abs(value))
  if (Math.abs(value) < 0.0005)
    return (
      <span className="inline-flex items-center gap-0.5 text-xs text-gray-500">
        <Minus className="size-3" aria-hidden />
        {m.store_growth_flat()}
      </span>
    )
  const up = value > 0
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 text-xs font-medium',
        up ? 'text-emerald-700' : 'text-red-700',
      )}
    >
      {up ? <ArrowUp className="size-3" aria-hidden /> : <ArrowDown className="size-3" aria-hidden />}
      <span className="sr-only">{up ? m.store_growth_up({ pct }) : m.store_growth_down({ pct })}</span>
      <span aria-hidden>{pct}</span>
    </span>
  )
}

export function StoreLogo({ row, size = 40 }: { row: Pick<StoreRow, 'logo'>; size?: number }) {
  return row.logo ? (
    <Thumbnail src={row.logo} size={size} className="shrink-0 rounded-full bg-gray-100 object-cover" pinned />
  ) : (
    <span className="shrink-0 rounded-full bg-gray-100" style={{ width: size, height: size }} aria-hidden />
  )
}

export function ManagedBadge({ mode }: { mode: StoreRow['managedMode'] }) {
  return (
    <span
      className={cn(
        'rounded px-1.5 py-0.5 text-xs',
        mode === 'semi' ? 'bg-sky-50 text-sky-800' : 'bg-gray-100 text-gray-700',
      )}
    >
      {mode === 'semi' ? m.store_semi_badge() : m.store_full_badge()}
    </span>
  )
}

export function StoreNameLink({ row }: { row: Pick<StoreRow, 'id' | 'name'> }) {
  return (
    <Link
      to="/mall-detail"
      search={{ id: row.id }}
      className="font-medium text-gray-900 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500"
      data-testid="store-name"
      data-marketplace-text
    >
      {row.name}
    </Link>
  )
}

export function storeColumns({
  locale,
  compact,
  leading,
}: {
  locale: Locale
  compact: boolean
  /** Drawn before the store's logo (the favorite star). */
  leading?: (row: StoreRow) => ReactNode
}): Array<GridColumn<StoreRow>> {
  const number = (n: number) => formatCompact(n, locale)
  return [
    // The phone card's picture (left of the card); the table shows the logo inside the store cell.
    col.display({
      id: 'logo',
      enableSorting: false,
      meta: { label: L.store, card: 'media', cardOnly: true, hideable: false },
      cell: ({ row }) => <StoreLogo row={row.original} size={64} />,
    }),
    col.display({
      id: 'store',
      enableSorting: false,
      meta: { label: L.store, hideable: false, card: 'title', width: compact ? '14rem' : '16rem' },
      cell: ({ row }) => (
        <div className="flex items-center gap-3">
          {leading?.(row.original)}
          <span className={compact ? 'contents' : 'hidden md:contents'}>
            <StoreLogo row={row.original} size={compact ? 24 : 40} />
          </span>
          <div className="min-w-0">
            <StoreNameLink row={row.original} />
            <p className="mt-0.5 flex flex-wrap items-center gap-1 text-xs text-gray-600">
              <span>{countryName(row.original.country, locale)}</span>
              <ManagedBadge mode={row.original.managedMode} />
            </p>
          </div>
        </div>
      ),
    }),
    col.display({
      id: 'main_categories',
      enableSorting: false,
      meta: { label: L.main_categories, width: '10rem' },
      cell: ({ row }) => (
        <span className="text-xs text-gray-700">
          {row.original.mainCategories.map((c) => localName(c, locale)).join(' · ') || '-'}
        </span>
      ),
    }),
    figure('week_sales', L.week_sales, (row) => (
      <span className="inline-flex flex-col items-end">
        <SalesFigureValue figure={row.sales.week} format={number} />
        <GrowthArrow value={row.weekGrowth} />
      </span>
    )),
    figure('month_sales', L.month_sales, (row) => (
      <SalesFigureValue figure={row.sales.month} format={number} />
    )),
    figure('growth', L.growth, (row) => <GrowthArrow value={row.monthGrowth} />),
    figure('revenue', L.revenue, (row) => (
      <span className="inline-flex flex-col items-end">
        {formatMoney(row.revenueUsd, locale, { currency: 'USD', compact: true })}
        <GrowthArrow value={row.revenueGrowth} />
      </span>
    )),
    figure('products', L.products, (row) => formatNumber(row.productCount), { sortable: false }),
    figure('followers', L.followers, (row) => number(row.followers)),
    figure('rating', L.rating, (row) =>
      row.rating === null ? '-' : formatNumber(row.rating, { decimals: 1 }),
    ),
    figure('opened', L.opened, (row) => formatDate(row.openedOn, locale), { sortable: false }),
    col.display({
      id: 'trend',
      enableSorting: false,
      meta: { label: L.trend, align: 'center' },
      cell: ({ row }) => <StoreSpark values={row.original.spark} width={compact ? 72 : 96} />,
    }),
  ]
}

export function StoreSpark({ values, width }: { values: readonly number[]; width?: number }) {
  const label = m.store_spark_label({
    first: formatNumber(values[0] ?? 0),
    last: formatNumber(values.at(-1) ?? 0),
    max: formatNumber(Math.max(0, ...values)),
  })
  return <Sparkline values={values} label={label} width={width} />
}

/** A grid's `leading` cell for store rows (the star reads the page's FavoritesContext). */
export const storeRowStar = (row: StoreRow) => <StoreStar row={row} />

/** A store's favorite star; its label names the store, since a grid row has several buttons. */
export function StoreStar({
  row,
  favorites: given,
  withLabel = false,
}: {
  row: Pick<StoreRow, 'id' | 'name'>
  /** The page's favorites; a star in a grid row reads them from FavoritesContext instead. */
  favorites?: Favorites
  withLabel?: boolean
}) {
  const fromGrid = use(FavoritesContext)
  const favorites = given ?? fromGrid
  if (!favorites) throw new Error('a store star needs its favorites or a FavoritesContext')
  const starred = favorites.isStarred(row.id)
  return (
    <FavoriteStar
      starred={starred}
      onToggle={() => favorites.toggle(row.id)}
      withLabel={withLabel}
      label={
        withLabel
          ? undefined
          : starred
            ? m.store_favorite_remove({ name: row.name })
            : m.store_favorite_add({ name: row.name })
      }
    />
  )
}
