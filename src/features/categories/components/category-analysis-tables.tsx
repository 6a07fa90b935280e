// The analysis page's tables: sub-categories, top products, new entrants and top stores, in the one
// grid. Loaded with the charts (lazily): they sit below them, and the grid and product cells would
// otherwise weigh on the page's first load.
import { Link } from '@tanstack/react-router'
import { SalesFigureValue } from '@/components/data-page/sales-figure'
import { Growth } from '@/components/grid/cells'
import { DataGrid } from '@/components/grid/data-grid'
import { figureColumn, type GridColumn, gridColumnHelper } from '@/components/grid/grid-features'
import { AppLink } from '@/components/ui/app-link'
import { productBaseColumns } from '@/features/catalog/components/product-columns'
import { StageBadge } from '@/features/catalog/components/stage-badge'
import type { ProductRow, SiteId } from '@/features/catalog/products.shared'
import type { Locale } from '@/lib/format'
import { formatCompact, formatMoney, formatNumber, formatPercent } from '@/lib/format'
import { localName } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import type { CategoryDetail, CategoryRow, CategoryStoreRow } from '../categories.shared'

export default function CategoryAnalysisTables({
  detail,
  locale,
  site,
}: {
  detail: CategoryDetail
  locale: Locale
  site: SiteId | undefined
}) {
  return (
    <>
      {detail.category.children.length > 0 ? (
        <SubCategories detail={detail} locale={locale} site={site} />
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <ProductTable
          title={m.category_top_products()}
          rows={detail.topProducts}
          locale={locale}
          testId="category-top-products"
        />
        <ProductTable
          title={m.category_new_entrants()}
          rows={detail.newEntrants}
          locale={locale}
          testId="category-new-entrants"
        />
      </div>
      <StoreTable detail={detail} locale={locale} />
    </>
  )
}

const childCol = gridColumnHelper<CategoryRow>()
const childFigure = figureColumn<CategoryRow>

function SubCategories({
  detail,
  locale,
  site,
}: {
  detail: CategoryDetail
  locale: Locale
  site: SiteId | undefined
}) {
  const columns: Array<GridColumn<CategoryRow>> = [
    childCol.display({
      id: 'category',
      meta: { label: m.category_col_category, card: 'title', hideable: false },
      cell: ({ row }) => (
        <Link
          to="/category-analysis"
          search={{ category_id: row.original.id, site }}
          className="font-medium text-gray-900 hover:text-brand-600 hover:underline"
        >
          {localName(row.original, locale)}
        </Link>
      ),
    }),
    childCol.display({
      id: 'stage',
      meta: { label: m.category_col_stage, align: 'center' },
      cell: ({ row }) => <StageBadge stage={row.original.stage} />,
    }),
    childFigure('sales', m.category_col_sales, (row) => formatCompact(row.sales, locale)),
    childFigure('growth', m.category_col_growth, (row) => <Growth value={row.growth} />),
    childFigure('top10_share', m.category_col_top10_share, (row) =>
      formatPercent(row.top10Share, { decimals: 1 }),
    ),
  ]
  return (
    <div>
      <h2 className="mb-2 font-semibold text-gray-900">{m.category_sub_categories()}</h2>
      <DataGrid
        data={detail.category.children}
        columns={columns}
        getRowId={(r) => String(r.id)}
        caption={m.category_sub_categories()}
        testId="category-children"
      />
    </div>
  )
}

const productFigure = figureColumn<ProductRow>

function ProductTable({
  title,
  rows,
  locale,
  testId,
}: {
  title: string
  rows: ProductRow[]
  locale: Locale
  testId: string
}) {
  const base = productBaseColumns<ProductRow>(locale, { thumb: 40, width: '16rem' })
  const columns: Array<GridColumn<ProductRow>> = [
    base.media,
    base.product,
    base.price,
    productFigure('month_sales', m.products_col_month_sales, (row) => (
      <SalesFigureValue figure={row.sales?.month ?? null} format={(n) => formatCompact(n, locale)} />
    )),
  ]
  return (
    <div>
      <h2 className="mb-2 font-semibold text-gray-900">{title}</h2>
      <DataGrid
        data={rows}
        columns={columns}
        getRowId={(r) => String(r.id)}
        caption={title}
        empty={m.category_no_products()}
        testId={testId}
      />
    </div>
  )
}

const storeCol = gridColumnHelper<CategoryStoreRow>()
const storeFigure = figureColumn<CategoryStoreRow>

function StoreTable({ detail, locale }: { detail: CategoryDetail; locale: Locale }) {
  const columns: Array<GridColumn<CategoryStoreRow>> = [
    storeCol.display({
      id: 'store',
      meta: { label: m.products_col_store, card: 'title', hideable: false },
      cell: ({ row }) => (
        <AppLink
          href={`/mall-detail?id=${row.original.id}`}
          localPage
          className="font-medium text-gray-900 hover:text-brand-600 hover:underline"
          data-marketplace-text
        >
          {row.original.name}
        </AppLink>
      ),
    }),
    storeCol.display({
      id: 'mode',
      meta: { label: m.filter_managed },
      cell: ({ row }) => (row.original.managedMode === 'semi' ? m.managed_semi() : m.filter_managed_full()),
    }),
    storeFigure('sales', m.category_col_sales, (row) => formatCompact(row.sales, locale)),
    storeFigure('revenue', m.category_col_revenue, (row) =>
      formatMoney(row.revenue, locale, { currency: detail.currency, compact: true }),
    ),
    storeFigure('share', m.category_col_store_share, (row) => formatPercent(row.share, { decimals: 1 })),
    storeFigure('products', m.category_col_products, (row) => formatNumber(row.products)),
  ]
  return (
    <div>
      <h2 className="mb-2 font-semibold text-gray-900">{m.category_top_stores()}</h2>
      <DataGrid
        data={detail.topStores}
        columns={columns}
        getRowId={(r) => String(r.id)}
        caption={m.category_top_stores()}
        testId="category-top-stores"
      />
    </div>
  )
}
