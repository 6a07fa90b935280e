// The product lists' grid columns: ids are PRODUCT_COLUMNS, and a sortable column's id is its sort key.
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { SalesFigureValue } from '@/components/data-page/sales-figure'
import { Growth } from '@/components/grid/cells'
import { type GridColumn, gridColumnHelper } from '@/components/grid/grid-features'
import { Thumbnail } from '@/components/ui/thumbnail'
import type { ProductColumn, ProductRow } from '@/features/catalog/products.shared'
import type { Locale } from '@/lib/format'
import { formatCompact, formatDate, formatMoney, formatNumber } from '@/lib/format'
import { m } from '@/paraglide/messages'

const col = gridColumnHelper<ProductRow>()

/** A price in the site's currency, through the one money formatter. */
export function productPrice(value: number, currency: string, locale: Locale): ReactNode {
  return formatMoney(value, locale, { currency })
}

export function ProductThumb({ row, size = 56 }: { row: ProductRow; size?: number }) {
  return <Thumbnail src={row.image} size={size} className="rounded bg-gray-100 object-cover" pinned />
}

export function ProductTitleLink({ row, locale }: { row: ProductRow; locale: Locale }) {
  return (
    <div className="min-w-0">
      <Link
        to="/product-detail/$productId"
        params={{ productId: row.id }}
        className="line-clamp-2 font-medium text-gray-900 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500"
        data-testid="product-title"
        data-marketplace-text
      >
        {locale === 'cn' ? row.titleCn : row.titleEn}
      </Link>
      <p className="mt-0.5 text-xs text-gray-500">
        {locale === 'cn' ? row.categoryCn : row.categoryEn}
        {row.status === 'sold_out' ? ` · ${m.status_sold_out()}` : ''}
        {row.managedMode === 'semi' ? ` · ${m.managed_semi()}` : ''}
      </p>
    </div>
  )
}

/**
 * The product image (the narrow-screen card's picture), the product cell (thumbnail and title link) and
 * the plain price: every grid of products has them, whatever else its rows carry (rank lists, a
 * category's top products).
 */
export function productBaseColumns<T extends ProductRow>(
  locale: Locale,
  options: { thumb?: number; width?: string; leading?: (row: T) => ReactNode } = {},
) {
  const c = gridColumnHelper<T>()
  return {
    media: c.display({
      id: 'image',
      enableSorting: false,
      enableHiding: false,
      meta: { label: m.grid_col_image, card: 'media', hideable: false, cardOnly: true },
      // Desktop shows the image inside the product cell; this column exists for the narrow-screen card.
      cell: ({ row }) => <ProductThumb row={row.original} size={64} />,
    }),
    product: c.display({
      id: 'product',
      enableSorting: false,
      meta: {
        label: m.products_col_product,
        hideable: false,
        card: 'title',
        width: options.width ?? '20rem',
      },
      cell: ({ row }) => (
        <div className="flex items-start gap-3">
          {options.leading?.(row.original)}
          {options.thumb === 0 ? null : (
            <span className="hidden md:block">
              <ProductThumb row={row.original} size={options.thumb} />
            </span>
          )}
          <ProductTitleLink row={row.original} locale={locale} />
        </div>
      ),
    }),
    price: c.display({
      id: 'price',
      meta: { label: m.products_col_price, align: 'right' },
      cell: ({ row }) => productPrice(row.original.price, row.original.currency, locale),
    }),
  } satisfies Record<string, GridColumn<T>>
}

/**
 * A product's title in the reader's language, linking to its detail page: every list that names
 * products outside a product grid (a dashboard card, a keyword's products, a store's newest) links the
 * same way. `className` sets the clamp and weight the list needs.
 */
export function ProductNameLink({
  product,
  locale,
  className,
}: {
  product: { id: number; titleEn: string; titleCn: string }
  locale: Locale
  className: string
}) {
  return (
    <Link
      to="/product-detail/$productId"
      params={{ productId: product.id }}
      className={`${className} hover:text-brand-600`}
      data-marketplace-text
    >
      {locale === 'cn' ? product.titleCn : product.titleEn}
    </Link>
  )
}

type ColumnOptions = {
  locale: Locale
  compact: boolean
  /** Rendered before the title: the favorite toggle once accounts exist. */
  leading?: (row: ProductRow) => ReactNode
  onStore?: (row: ProductRow) => void
}

export function productColumns({
  locale,
  compact,
  leading,
  onStore,
}: ColumnOptions): Array<GridColumn<ProductRow>> {
  // Both layouts show a count the same way (万/亿 in Chinese, k/m in English): one cell, one format.
  const number = (n: number) => formatCompact(n, locale)
  const base = productBaseColumns<ProductRow>(locale, {
    thumb: compact ? 0 : undefined,
    width: compact ? '16rem' : '20rem',
    leading,
  })
  const columns: Record<ProductColumn, GridColumn<ProductRow>> = {
    product: base.product,
    price: col.display({
      id: 'price',
      meta: { label: m.products_col_price, align: 'right', firstSort: 'asc' },
      cell: ({ row }) => (
        <span>
          {productPrice(row.original.price, row.original.currency, locale)}
          {row.original.previousPrice !== null && row.original.previousPrice > row.original.price ? (
            <span className="block text-xs text-gray-500 line-through">
              {productPrice(row.original.previousPrice, row.original.currency, locale)}
            </span>
          ) : null}
        </span>
      ),
    }),
    day_sales: col.display({
      id: 'day_sales',
      meta: { label: m.sort_day_sales, align: 'right' },
      cell: ({ row }) => <SalesFigureValue figure={row.original.sales?.day ?? null} format={number} />,
    }),
    week_sales: col.display({
      id: 'week_sales',
      meta: { label: m.sort_week_sales, align: 'right' },
      cell: ({ row }) => <SalesFigureValue figure={row.original.sales?.week ?? null} format={number} />,
    }),
    month_sales: col.display({
      id: 'month_sales',
      meta: { label: m.products_col_month_sales, align: 'right' },
      cell: ({ row }) => <SalesFigureValue figure={row.original.sales?.month ?? null} format={number} />,
    }),
    week_growth: col.display({
      id: 'week_growth',
      meta: { label: m.products_col_week_growth, align: 'right' },
      cell: ({ row }) => <Growth value={row.original.weekGrowth} />,
    }),
    month_growth: col.display({
      id: 'month_growth',
      meta: { label: m.sort_month_growth, align: 'right' },
      cell: ({ row }) => <Growth value={row.original.monthGrowth} />,
    }),
    revenue: col.display({
      id: 'revenue',
      meta: { label: m.products_col_revenue, align: 'right' },
      // Compact like the sales counts beside it, in every currency.
      cell: ({ row }) => (
        <SalesFigureValue
          figure={row.original.sales?.revenue ?? null}
          format={(n) => formatMoney(n, locale, { currency: row.original.currency, compact: true })}
        />
      ),
    }),
    rating: col.display({
      id: 'rating',
      meta: { label: m.sort_rating, align: 'right' },
      cell: ({ row }) =>
        row.original.rating === null ? '-' : formatNumber(row.original.rating, { decimals: 1 }),
    }),
    reviews: col.display({
      id: 'reviews',
      meta: { label: m.sort_reviews, align: 'right' },
      cell: ({ row }) => number(row.original.reviews),
    }),
    listed_at: col.display({
      id: 'listed_at',
      meta: { label: m.products_col_listed, align: 'right' },
      cell: ({ row }) => formatDate(row.original.listedAt, locale),
    }),
    store: col.display({
      id: 'store',
      enableSorting: false,
      meta: { label: m.products_col_store, width: '9rem' },
      cell: ({ row }) =>
        onStore ? (
          <button
            type="button"
            onClick={() => onStore(row.original)}
            className="text-left text-gray-700 hover:text-brand-600 hover:underline"
            title={m.grid_filter_store()}
            data-marketplace-text
          >
            {row.original.storeName}
          </button>
        ) : (
          <span data-marketplace-text>{row.original.storeName}</span>
        ),
    }),
    same_items: col.display({
      id: 'same_items',
      enableSorting: false,
      meta: { label: m.grid_col_same_items, align: 'right' },
      cell: ({ row }) => formatNumber(row.original.sameItemCount),
    }),
    status: col.display({
      id: 'status',
      enableSorting: false,
      meta: { label: m.grid_col_status },
      cell: ({ row }) =>
        row.original.status === 'sold_out' ? (
          <span className="text-red-600">{m.status_sold_out()}</span>
        ) : (
          <span className="text-emerald-700">{m.grid_status_on_sale()}</span>
        ),
    }),
  }
  return compact ? Object.values(columns) : [base.media, ...Object.values(columns)]
}
