// One store: headline figures against the period before and the category's average store, its ranks,
// trend charts, category mix, price bands, its products in the shared grid (their own filters, sort,
// paging and export, all in the URL), its newest products and similar stores. `new` puts the charts
// first and the figures as a compact strip; `classic` leads with the figures.

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { lazy, type ReactNode, Suspense, useMemo } from 'react'
import { TrendsCard } from '@/components/charts/trends-card'
import { useRemainingCount } from '@/components/data-page/api-reaction'
import { useApplyFilters } from '@/components/data-page/apply-filters'
import { FilterForm } from '@/components/data-page/filter-form'
import { Refusal } from '@/components/data-page/refusal'
import { SalesFigureValue } from '@/components/data-page/sales-figure'
import { DataGrid } from '@/components/grid/data-grid'
import type { GridSort } from '@/components/grid/grid-features'
import { gridPaging } from '@/components/grid/paging'
import { Thumbnail } from '@/components/ui/thumbnail'
import { useFavorites } from '@/features/catalog/components/favorite-star'
import { ProductNameLink, productColumns, productPrice } from '@/features/catalog/components/product-columns'
import { PRODUCT_FORM } from '@/features/catalog/components/product-filter-form'
import { categoryPickerControl } from '@/features/catalog/components/product-filters'
import { ProductGridToolbar } from '@/features/catalog/components/product-grid-toolbar'
import { ProductListRefusal } from '@/features/catalog/components/product-list-refusal'
import { productListQueryOptions } from '@/features/catalog/products.queries'
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  PRODUCT_FILTERS,
  PRODUCT_SORTS,
  type ProductListQueryInput,
} from '@/features/catalog/products.shared'
import { messageForCode } from '@/i18n/code-messages'
import { getLocale } from '@/i18n/locale'
import { countryName, labelled } from '@/i18n/names'
import { API_CODES } from '@/lib/api-codes'
import { cn } from '@/lib/cn'
import type { Locale } from '@/lib/format'
import { formatCompact, formatDate, formatMoney, formatNumber } from '@/lib/format'
import { localName } from '@/lib/locale'
import type { SalesFigure } from '@/lib/sales-figure'
import { m } from '@/paraglide/messages'
import { storeDetailQueryOptions } from '../stores.queries'
import {
  STORE_TREND_RANGES,
  type StoreDetail,
  type StoreDetailSearch,
  type StoreFigure,
  type StoreTrendRange,
  storeDetailSearch,
} from '../stores.shared'
import { GrowthArrow, ManagedBadge, StoreLogo, StoreNameLink, StoreSpark, StoreStar } from './store-columns'

const StoreTrends = lazy(() => import('./store-trends'))
const StoreBars = lazy(() => import('./store-bars'))

/** The product filters of a store's grid: the site and the store are the store's own. */
const { site: _site, store: _store, ...STORE_PRODUCT_FILTERS } = PRODUCT_FILTERS
const { site: _siteForm, store: _storeForm, ...STORE_PRODUCT_FORM } = PRODUCT_FORM

const isProductSort = (id: string) => (PRODUCT_SORTS as readonly string[]).includes(id)

export function StoreDetailPage({
  search,
  layout,
}: {
  search: StoreDetailSearch
  layout: 'classic' | 'new'
}) {
  if (search.id === undefined)
    return (
      <div className="mx-auto max-w-[var(--max-width)] px-4 py-10">
        <h1 className="text-2xl font-bold text-gray-900">{m.store_detail_title()}</h1>
        <p className="mt-2 text-gray-700">{m.store_detail_missing()}</p>
        <Link
          to="/mall-{$dataType}"
          params={{ dataType: 'hot-sale' }}
          className="mt-3 inline-block text-brand-700 underline"
        >
          {m.store_title_hot_sale()}
        </Link>
      </div>
    )
  return <StoreDetailView id={search.id} search={search} layout={layout} />
}

function StoreDetailView({
  id,
  search,
  layout,
}: {
  id: number
  search: StoreDetailSearch
  layout: 'classic' | 'new'
}) {
  const locale = getLocale()
  const navigate = useNavigate()
  const query = useQuery(storeDetailQueryOptions(id))
  const reply = query.data
  useRemainingCount(reply, 'mall-detail')
  const range: StoreTrendRange = search.range ?? 30
  if (!reply) return <DetailSkeleton />
  if (reply.code !== API_CODES.success || !reply.data)
    return (
      <div className="mx-auto max-w-[var(--max-width)] px-4 py-6">
        <h1 className="mb-4 text-2xl font-bold text-gray-900">{m.store_detail_title()}</h1>
        <Refusal
          feature="mall-detail"
          code={reply.code}
          message={m.store_detail_error({ message: messageForCode(reply.code) })}
        />
      </div>
    )
  const store = reply.data
  const setRange = (days: StoreTrendRange) =>
    void navigate({
      to: '.',
      search: (prev) => storeDetailSearch({ ...prev, range: days === 30 ? undefined : days }),
      replace: true,
      resetScroll: false,
    })

  const trends = (
    <TrendsCard
      headingId="store-trends-heading"
      title={m.store_trends()}
      rangeLegend={m.store_range_label()}
      ranges={STORE_TREND_RANGES}
      range={range}
      rangeLabel={(days) => m.store_range_days({ days })}
      onRange={setRange}
      rangeTestId="store-range"
    >
      <Suspense fallback={<div className="h-[560px] animate-pulse rounded-lg bg-gray-50" />}>
        <StoreTrends series={store.series} range={range} locale={locale} />
      </Suspense>
    </TrendsCard>
  )
  const figures = <Figures store={store} locale={locale} compact={layout === 'new'} />

  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-6" data-testid="store-detail">
      <StoreHeader store={store} locale={locale} />
      {layout === 'new' ? (
        <>
          {trends}
          <div className="mt-6">{figures}</div>
        </>
      ) : (
        <>
          {figures}
          <div className="mt-6">{trends}</div>
        </>
      )}
      <section className="mt-6" aria-label={`${m.store_mix()} · ${m.store_price_bands()}`}>
        <Suspense fallback={<div className="h-64 animate-pulse rounded-xl bg-white" />}>
          <StoreBars detail={store} locale={locale} />
        </Suspense>
      </section>
      <StoreProducts store={store} search={search} locale={locale} />
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <Newest store={store} locale={locale} />
        <Similar store={store} locale={locale} />
      </div>
    </div>
  )
}

function StoreHeader({ store, locale }: { store: StoreDetail; locale: Locale }) {
  const favorites = useFavorites('store')
  return (
    <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="flex items-center gap-4">
        <StoreLogo row={store} size={64} />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-gray-900" data-marketplace-text>
            {store.name}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-600">
            <span>{countryName(store.country, locale)}</span>
            <ManagedBadge mode={store.managedMode} />
            <span>{m.store_detail_opened({ date: formatDate(store.openedOn, locale) })}</span>
            <span>{store.mainCategories.map((c) => localName(c, locale)).join(' · ')}</span>
          </p>
          <div className="mt-2">
            <StoreStar row={store} favorites={favorites} withLabel />
          </div>
        </div>
      </div>
      <div className="text-sm text-gray-700" data-testid="store-ranks">
        <p>
          {m.store_rank_site({ rank: formatNumber(store.siteRank), total: formatNumber(store.siteStores) })}
        </p>
        {store.mainCategory ? (
          <p>
            {m.store_rank_category({
              rank: formatNumber(store.categoryRank),
              total: formatNumber(store.categoryStores),
              category: localName(store.mainCategory, locale),
            })}
          </p>
        ) : null}
        <p className="mt-1 text-xs text-gray-600">
          {m.store_detail_as_of({ date: formatDate(store.asOf, locale) })}
        </p>
      </div>
    </header>
  )
}

function Figures({ store, locale, compact }: { store: StoreDetail; locale: Locale; compact: boolean }) {
  const count = (n: number) => formatCompact(n, locale)
  // Six figures and more are shortened: "$1,030,929.23" overflows a phone's half-width card.
  const usd = (n: number) => formatMoney(n, locale, { currency: 'USD', compact: true })
  const rating = (n: number) => formatNumber(n, { decimals: 1 })
  const items: Array<{
    id: string
    label: string
    figure: StoreFigure
    format: (n: number) => string
    /** The figure with its 80 % interval, where it sums the products' estimates. */
    range?: SalesFigure
  }> = [
    {
      id: 'month-sales',
      label: m.store_fig_month_sales(),
      figure: store.figures.monthSales,
      format: count,
      range: store.sales.month,
    },
    { id: 'revenue', label: m.store_fig_revenue(), figure: store.figures.revenueUsd, format: usd },
    { id: 'products', label: m.store_fig_products(), figure: store.figures.products, format: count },
    {
      id: 'new-products',
      label: m.store_fig_new_products(),
      figure: store.figures.newProducts,
      format: count,
    },
    { id: 'rating', label: m.store_fig_rating(), figure: store.figures.rating, format: rating },
    { id: 'followers', label: m.store_fig_followers(), figure: store.figures.followers, format: count },
  ]
  return (
    <dl
      className={cn('grid gap-3', compact ? 'grid-cols-2 md:grid-cols-6' : 'grid-cols-2 md:grid-cols-3')}
      data-testid="store-figures"
    >
      {items.map(({ id, label, figure, format, range }) => (
        <div key={id} className="rounded-xl bg-white p-4 shadow-sm" data-testid={`store-figure-${id}`}>
          <dt className="text-sm text-gray-600">{label}</dt>
          <dd className="mt-1 text-xl font-semibold text-gray-900">
            {range ? (
              <SalesFigureValue figure={range} format={format} focusable />
            ) : figure.value === null ? (
              '-'
            ) : (
              format(figure.value)
            )}
          </dd>
          <dd className="mt-1 text-xs text-gray-600">
            {figure.value !== null && figure.previous !== null ? (
              <span className="inline-flex items-center gap-1">
                <GrowthArrow value={ratio(figure.value, figure.previous)} />
              </span>
            ) : (
              m.store_fig_no_change()
            )}
          </dd>
          <dd className="text-xs text-gray-600">
            {m.store_fig_category_avg({
              value: figure.categoryAverage === null ? '-' : format(figure.categoryAverage),
            })}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** The change on the period before as a ratio; from nothing to something counts as +100%. */
const ratio = (now: number, before: number) => (before > 0 ? (now - before) / before : now > 0 ? 1 : 0)

function StoreProducts({
  store,
  search,
  locale,
}: {
  store: StoreDetail
  search: StoreDetailSearch
  locale: Locale
}) {
  const navigate = useNavigate()
  const { id: _id, range: _range, ...productSearch } = search
  const params: ProductListQueryInput = { ...productSearch, site: store.site, store: store.id }
  const query = useQuery({ ...productListQueryOptions(params), placeholderData: keepPreviousData })
  const reply = query.data
  useRemainingCount(reply, 'product-database')
  const data = reply?.code === API_CODES.success ? reply.data : null
  const go = (next: Partial<StoreDetailSearch>) =>
    void navigate({
      to: '.',
      search: (prev) => storeDetailSearch({ ...prev, ...next }),
      resetScroll: false,
    })
  // The product params are read by the product list's reader (storeDetailSearch uses it).
  const applyFilters = useApplyFilters(storeDetailSearch, { keepScroll: true })
  const sortId = search.sort ?? 'month_sales'
  const sort: GridSort = {
    id: sortId,
    desc: (search.order ?? (sortId === 'price' ? 'asc' : 'desc')) === 'desc',
  }
  const onSortChange = (next: GridSort) => {
    if (!next || !isProductSort(next.id)) return
    const naturalDesc = next.id !== 'price'
    go({
      sort: next.id === 'month_sales' ? undefined : PRODUCT_SORTS.find((s) => s === next.id),
      order: next.desc === naturalDesc ? undefined : next.desc ? 'desc' : 'asc',
      page: undefined,
    })
  }
  // Memoized on the language: the grid's rows then survive re-renders that do not change them (GridRow).
  const columns = useMemo(() => {
    const built = productColumns({ locale, compact: false })
    for (const column of built) {
      if (column.id && !isProductSort(column.id)) column.enableSorting = false
    }
    return built
  }, [locale])
  const page = Number(search.page ?? 1)
  const paging = gridPaging({ search, sizes: PAGE_SIZES, defaultSize: DEFAULT_PAGE_SIZE, reply: data, go })
  return (
    <section className="mt-6" aria-labelledby="store-products-heading" data-testid="store-products">
      <h2 id="store-products-heading" className="mb-3 text-lg font-semibold text-gray-900">
        {m.store_products()}
      </h2>
      <FilterForm
        table={STORE_PRODUCT_FILTERS}
        form={STORE_PRODUCT_FORM}
        search={search}
        onApply={applyFilters}
        testId="store-product-filters"
        idPrefix="store-products"
        custom={{ category: categoryPickerControl }}
      />
      {reply && reply.code !== API_CODES.success ? (
        <ProductListRefusal code={reply.code} page={page} onFirstPage={() => go({ page: undefined })} />
      ) : (
        <DataGrid
          data={data?.list ?? []}
          columns={columns}
          getRowId={(row) => String(row.id)}
          caption={m.store_products()}
          sort={sort}
          onSortChange={onSortChange}
          columnVisibility={{ store: false, same_items: false, status: false, month_growth: false }}
          loading={query.isFetching && (query.isPlaceholderData || !data)}
          empty={m.products_empty()}
          toolbar={<ProductGridToolbar asOf={data?.as_of} params={params} total={data?.total ?? 0} />}
          pagination={paging}
          testId="store-products-grid"
        />
      )}
    </section>
  )
}

function Newest({ store, locale }: { store: StoreDetail; locale: Locale }) {
  return (
    <Panel title={m.store_newest()} testId="store-newest">
      {store.newest.length === 0 ? (
        <p className="text-sm text-gray-600">{m.store_none()}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3">
          {store.newest.map((p) => (
            <li key={p.id} className="flex gap-2">
              <Thumbnail
                src={p.image}
                size={48}
                className="size-12 shrink-0 rounded bg-gray-100 object-cover"
              />
              <div className="min-w-0 text-xs">
                <ProductNameLink
                  product={p}
                  locale={locale}
                  className="line-clamp-2 font-medium text-gray-900"
                />
                <p className="text-gray-600">
                  {productPrice(p.price, p.currency, locale)} ·{' '}
                  {m.store_newest_listed({ date: formatDate(p.listedAt, locale) })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}

function Similar({ store, locale }: { store: StoreDetail; locale: Locale }) {
  return (
    <Panel title={m.store_similar()} hint={m.store_similar_hint()} testId="store-similar">
      {store.similar.length === 0 ? (
        <p className="text-sm text-gray-600">{m.store_none()}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {store.similar.map((s) => (
            <li key={s.id} className="flex items-center gap-3 py-2">
              <StoreLogo row={s} size={32} />
              <div className="min-w-0 flex-1 text-sm">
                <StoreNameLink row={s} />
                <p className="text-xs text-gray-600">
                  {labelled(m.store_col_month_sales(), formatCompact(s.monthSales, locale), locale)} ·{' '}
                  {formatMoney(s.revenueUsd, locale, { currency: 'USD' })}
                </p>
              </div>
              <StoreSpark values={s.spark} width={72} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}

function Panel({
  title,
  hint,
  testId,
  children,
}: {
  title: string
  hint?: string
  testId: string
  children: ReactNode
}) {
  return (
    <section className="rounded-xl bg-white p-4 shadow-sm" data-testid={testId}>
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      {hint ? <p className="mb-3 text-xs text-gray-600">{hint}</p> : <div className="mb-3" />}
      {children}
    </section>
  )
}

function DetailSkeleton() {
  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-6" aria-busy="true">
      <div className="mb-6 h-16 w-1/2 animate-pulse rounded bg-gray-100" />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className="h-24 animate-pulse rounded-xl bg-gray-100" />
        ))}
      </div>
    </div>
  )
}
