// One category's analysis: its figures against its own history, the "open to a newcomer" reading,
// trend and concentration charts over 7, 30 or 90 days, price bands, its sub-categories, top products,
// new entrants and top stores. The category, site and range are in the URL.

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useRemainingCount } from '@/components/data-page/api-reaction'
import { DataAsOf } from '@/components/data-page/data-as-of'
import { Refusal } from '@/components/data-page/refusal'
import { Growth } from '@/components/grid/cells'
import { DataGrid } from '@/components/grid/data-grid'
import { type GridColumn, gridColumnHelper } from '@/components/grid/grid-features'
import { Button } from '@/components/ui/button'
import { PillButton, PillTabs } from '@/components/ui/pill-tabs'
import { ProductThumb, ProductTitleLink, productPrice } from '@/features/products/components/product-columns'
import { type ProductRow, type SiteId, TREND_RANGES } from '@/features/products/products.shared'
import { getLocale } from '@/i18n/locale'
import { API_CODES } from '@/lib/api-codes'
import { cn } from '@/lib/cn'
import type { Locale } from '@/lib/format'
import { formatAmount, formatCompact, formatNumber, formatPercent } from '@/lib/format'
import { localName } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { categoryDetailQueryOptions } from '../categories.queries'
import type {
  CategoryAnalysisSearch,
  CategoryDetail,
  CategoryRow,
  CategoryStoreRow,
  ReadingSignal,
} from '../categories.shared'
import { ANALYSIS_READ_DAYS } from '../categories-route'
import { readingSignalText, readingVerdictText } from './reading-text'
import { StageBadge } from './stage-badge'

const CategoryAnalysisCharts = lazy(() => import('./category-analysis-charts'))

export function CategoryAnalysisPage({ search }: { search: CategoryAnalysisSearch }) {
  const locale = getLocale()
  const navigate = useNavigate({ from: '/category-analysis' })
  const days = search.days ?? 30
  const query = useQuery({
    ...categoryDetailQueryOptions({
      category_id: search.category_id ?? 0,
      site: search.site,
      days: ANALYSIS_READ_DAYS,
    }),
    placeholderData: keepPreviousData,
  })
  const reply = query.data
  useRemainingCount(reply, 'category-database')
  const detail = reply?.code === API_CODES.success ? reply.data : null
  const name = detail ? localName(detail.category, locale) : ''

  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-6">
      <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          {detail ? (
            <nav aria-label={m.category_breadcrumb()} className="mb-1 text-xs text-gray-600">
              <ol className="flex flex-wrap items-center gap-1">
                <li>
                  <Link
                    to="/category-database"
                    search={{ site: search.site }}
                    className="hover:text-brand-600 hover:underline"
                  >
                    {m.category_database_title()}
                  </Link>
                </li>
                {detail.path.map((p) => (
                  <li key={p.id} className="flex items-center gap-1">
                    <span aria-hidden>/</span>
                    {p.id === detail.category.id ? (
                      <span aria-current="page">{localName(p, locale)}</span>
                    ) : (
                      <Link
                        to="/category-analysis"
                        search={{ ...search, category_id: p.id }}
                        className="hover:text-brand-600 hover:underline"
                      >
                        {localName(p, locale)}
                      </Link>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <h1 className="text-2xl font-bold text-gray-900" data-testid="category-analysis-title">
            {detail ? m.category_analysis_title_of({ name }) : m.category_analysis_title()}
          </h1>
          <p className="mt-1 text-sm text-gray-600">{m.category_analysis_description()}</p>
        </div>
        <div className="flex items-center gap-3">
          <DataAsOf date={detail?.as_of} />
          <Button asChild variant="outline" size="sm">
            <Link to="/category-database" search={{ site: search.site }}>
              {m.category_database_title()}
            </Link>
          </Button>
        </div>
      </header>
      {reply && reply.code !== API_CODES.success ? (
        <Refusal feature="category-database" code={reply.code} />
      ) : !detail ? (
        <div className="h-96 animate-pulse rounded-xl bg-white" data-testid="category-analysis-loading" />
      ) : (
        <div className="space-y-4" data-testid="category-analysis">
          <Headline detail={detail} locale={locale} />
          <Reading detail={detail} />
          <PillTabs label={m.category_trend_range()}>
            {TREND_RANGES.map((range) => (
              <PillButton
                key={range}
                active={range === days}
                onClick={() =>
                  void navigate({
                    to: '.',
                    search: (prev) => ({ ...prev, days: range === 30 ? undefined : range }),
                  })
                }
                data-testid={`category-range-${range}`}
              >
                {m.category_trend_days({ days: range })}
              </PillButton>
            ))}
          </PillTabs>
          <Suspense fallback={<div className="h-96 animate-pulse rounded-xl bg-white" />}>
            <CategoryAnalysisCharts detail={detail} days={days} locale={locale} />
          </Suspense>
          {detail.category.children.length > 0 ? (
            <SubCategories detail={detail} locale={locale} site={search.site} />
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
        </div>
      )}
    </div>
  )
}

function Headline({ detail, locale }: { detail: CategoryDetail; locale: Locale }) {
  const c = detail.category
  const items: Array<{ key: string; label: string; value: React.ReactNode; note?: React.ReactNode }> = [
    {
      key: 'sales',
      label: m.category_col_sales(),
      value: formatCompact(c.sales, locale),
      note: (
        <>
          <Growth value={c.growth} /> <span className="text-gray-500">{m.category_vs_previous()}</span>
        </>
      ),
    },
    { key: 'revenue', label: m.category_col_revenue(), value: formatAmount(c.revenue, detail.currency) },
    { key: 'products', label: m.category_col_products(), value: formatNumber(c.productCount) },
    { key: 'stores', label: m.category_col_stores(), value: formatNumber(c.storeCount) },
    { key: 'avg_price', label: m.category_col_avg_price(), value: formatAmount(c.avgPrice, detail.currency) },
    {
      key: 'new_share',
      label: m.category_col_new_share(),
      value: formatPercent(c.newShare, { decimals: 1 }),
    },
    {
      key: 'semi_share',
      label: m.category_col_semi_share(),
      value: formatPercent(c.semiShare, { decimals: 1 }),
    },
    {
      key: 'top10_share',
      label: m.category_col_top10_share(),
      value: formatPercent(c.top10Share, { decimals: 1 }),
    },
  ]
  return (
    <section aria-label={m.category_headline()} className="rounded-xl bg-white p-4 shadow-sm">
      <div className="mb-3 flex items-center gap-2 text-sm text-gray-700">
        {m.category_col_stage()}: <StageBadge stage={c.stage} />
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="category-headline">
        {items.map((item) => (
          <div key={item.key}>
            <dt className="text-xs text-gray-600">{item.label}</dt>
            <dd className="text-lg font-semibold text-gray-900 tabular-nums">{item.value}</dd>
            {item.note ? <dd className="text-xs">{item.note}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  )
}

const TONE_STYLE: Record<ReadingSignal['tone'], string> = {
  good: 'bg-emerald-500',
  neutral: 'bg-amber-400',
  bad: 'bg-red-500',
}

function Reading({ detail }: { detail: CategoryDetail }) {
  const { verdict, signals } = detail.reading
  return (
    <section
      aria-labelledby="category-reading-title"
      className={cn(
        'rounded-xl p-4 shadow-sm',
        verdict === 'open' ? 'bg-emerald-50' : verdict === 'crowded' ? 'bg-red-50' : 'bg-amber-50',
      )}
      data-testid="category-reading"
      data-verdict={verdict}
    >
      <h2 id="category-reading-title" className="font-semibold text-gray-900">
        {m.category_reading_title()}
      </h2>
      <p className="mt-1 text-sm font-medium text-gray-900">{readingVerdictText(verdict)}</p>
      <ul className="mt-2 space-y-1 text-sm text-gray-800">
        {signals.map((signal) => (
          <li key={signal.key} className="flex items-start gap-2" data-tone={signal.tone}>
            <span
              className={cn('mt-1.5 size-2 shrink-0 rounded-full', TONE_STYLE[signal.tone])}
              aria-hidden
            />
            <span>
              <span className="sr-only">{m[`category_tone_${signal.tone}`]()}: </span>
              {readingSignalText(signal)}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-gray-600">{m.category_reading_note()}</p>
    </section>
  )
}

const childCol = gridColumnHelper<CategoryRow>()

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
    childCol.display({
      id: 'sales',
      meta: { label: m.category_col_sales, align: 'right' },
      cell: ({ row }) => formatCompact(row.original.sales, locale),
    }),
    childCol.display({
      id: 'growth',
      meta: { label: m.category_col_growth, align: 'right' },
      cell: ({ row }) => <Growth value={row.original.growth} />,
    }),
    childCol.display({
      id: 'top10_share',
      meta: { label: m.category_col_top10_share, align: 'right' },
      cell: ({ row }) => formatPercent(row.original.top10Share, { decimals: 1 }),
    }),
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

const productCol = gridColumnHelper<ProductRow>()

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
  const columns: Array<GridColumn<ProductRow>> = [
    productCol.display({
      id: 'image',
      meta: { label: m.grid_col_image, card: 'media', cardOnly: true, hideable: false },
      cell: ({ row }) => <ProductThumb row={row.original} size={64} />,
    }),
    productCol.display({
      id: 'product',
      meta: { label: m.products_col_product, card: 'title', width: '16rem', hideable: false },
      cell: ({ row }) => (
        <div className="flex items-start gap-3">
          <span className="hidden md:block">
            <ProductThumb row={row.original} size={40} />
          </span>
          <ProductTitleLink row={row.original} locale={locale} />
        </div>
      ),
    }),
    productCol.display({
      id: 'price',
      meta: { label: m.products_col_price, align: 'right' },
      cell: ({ row }) => productPrice(row.original.price, row.original.currency, locale),
    }),
    productCol.display({
      id: 'month_sales',
      meta: { label: m.products_col_month_sales, align: 'right' },
      cell: ({ row }) => formatCompact(row.original.monthSales, locale),
    }),
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

function StoreTable({ detail, locale }: { detail: CategoryDetail; locale: Locale }) {
  const columns: Array<GridColumn<CategoryStoreRow>> = [
    storeCol.display({
      id: 'store',
      meta: { label: m.products_col_store, card: 'title', hideable: false },
      cell: ({ row }) => (
        <span className="font-medium text-gray-900" data-marketplace-text>
          {row.original.name}
        </span>
      ),
    }),
    storeCol.display({
      id: 'mode',
      meta: { label: m.filter_managed },
      cell: ({ row }) => (row.original.managedMode === 'semi' ? m.managed_semi() : m.filter_managed_full()),
    }),
    storeCol.display({
      id: 'sales',
      meta: { label: m.category_col_sales, align: 'right' },
      cell: ({ row }) => formatCompact(row.original.sales, locale),
    }),
    storeCol.display({
      id: 'revenue',
      meta: { label: m.category_col_revenue, align: 'right' },
      cell: ({ row }) => formatAmount(row.original.revenue, detail.currency),
    }),
    storeCol.display({
      id: 'share',
      meta: { label: m.category_col_store_share, align: 'right' },
      cell: ({ row }) => formatPercent(row.original.share, { decimals: 1 }),
    }),
    storeCol.display({
      id: 'products',
      meta: { label: m.category_col_products, align: 'right' },
      cell: ({ row }) => formatNumber(row.original.products),
    }),
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
