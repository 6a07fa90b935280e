// Daily rank lists by site, category and list type, with a date picker and rank changes against the
// day before. The URL holds every choice.

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { LineChart } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { RankChange } from '@/components/grid/cells'
import { DataGrid } from '@/components/grid/data-grid'
import { type GridColumn, gridColumnHelper } from '@/components/grid/grid-features'
import { useRemainingCount } from '@/features/products/components/api-prompt'
import { ExportButton } from '@/features/products/components/export-button'
import { ProductThumb, ProductTitleLink, productPrice } from '@/features/products/components/product-columns'
import { SITE_NAMES } from '@/features/products/components/product-filters'
import { categoryTreeQueryOptions } from '@/features/products/products.queries'
import { SITE_IDS } from '@/features/products/products.shared'
import { messageForCode } from '@/i18n/code-messages'
import { getLocale } from '@/i18n/locale'
import { API_CODES } from '@/lib/api-codes'
import { cn } from '@/lib/cn'
import type { Locale } from '@/lib/format'
import { formatCompact, formatNumber } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { rankListQueryOptions } from '../rankings.queries'
import {
  DEFAULT_RANK_PAGE_SIZE,
  effectiveRankType,
  PAGE_TYPES,
  RANK_PAGE_SIZES,
  type RankListQueryInput,
  type RankRow,
  type RankSearch,
  type RankType,
} from '../rankings.shared'

const RankTrendDialog = lazy(() => import('./rank-trend-dialog'))

export const RANK_TYPE_NAMES: Record<RankType, () => string> = {
  best_sellers: m.rankings_type_best_sellers,
  hot: m.rankings_type_hot,
  new: m.rankings_type_new,
  five_star: m.rankings_type_five_star,
}

const col = gridColumnHelper<RankRow>()

function rankColumns(locale: Locale, onTrend: (row: RankRow) => void): Array<GridColumn<RankRow>> {
  return [
    col.display({
      id: 'image',
      meta: { label: m.grid_col_image, card: 'media', cardOnly: true, hideable: false },
      cell: ({ row }) => <ProductThumb row={row.original} size={64} />,
    }),
    col.display({
      id: 'rank',
      meta: { label: m.rankings_col_rank, align: 'center', card: 'field' },
      cell: ({ row }) => <span className="text-base font-bold text-gray-900">#{row.original.rank}</span>,
    }),
    col.display({
      id: 'change',
      meta: { label: m.rankings_col_change, align: 'center' },
      cell: ({ row }) => <RankChange change={row.original.rankChange} />,
    }),
    col.display({
      id: 'product',
      meta: { label: m.products_col_product, card: 'title', width: '20rem', hideable: false },
      cell: ({ row }) => (
        <div className="flex items-start gap-3">
          <span className="hidden md:block">
            <ProductThumb row={row.original} />
          </span>
          <ProductTitleLink row={row.original} locale={locale} />
        </div>
      ),
    }),
    col.display({
      id: 'price',
      meta: { label: m.products_col_price, align: 'right' },
      cell: ({ row }) => productPrice(row.original.price, row.original.currency, locale),
    }),
    col.display({
      id: 'day_sales',
      meta: { label: m.sort_day_sales, align: 'right' },
      cell: ({ row }) => formatCompact(row.original.daySales, locale),
    }),
    col.display({
      id: 'week_sales',
      meta: { label: m.sort_week_sales, align: 'right' },
      cell: ({ row }) => formatCompact(row.original.weekSales, locale),
    }),
    col.display({
      id: 'rating',
      meta: { label: m.sort_rating, align: 'right' },
      cell: ({ row }) =>
        row.original.rating === null ? '-' : formatNumber(row.original.rating, { decimals: 1 }),
    }),
    col.display({
      id: 'store',
      meta: { label: m.products_col_store, width: '9rem' },
      cell: ({ row }) => <span data-marketplace-text>{row.original.storeName}</span>,
    }),
    col.display({
      id: 'trend',
      meta: { label: m.rankings_col_trend, align: 'center', hideable: false },
      cell: ({ row }) => (
        <button
          type="button"
          onClick={() => onTrend(row.original)}
          className="inline-flex items-center gap-1 rounded-md border border-gray-300 px-2 py-1 text-xs hover:border-brand-500 hover:text-brand-600"
          aria-label={m.rankings_trend_open({ rank: row.original.rank })}
          data-testid="rank-trend-open"
        >
          <LineChart className="size-3.5" aria-hidden />
          {m.rankings_col_trend()}
        </button>
      ),
    }),
  ]
}

export function RankingsPage({ search, variant }: { search: RankSearch; variant: 'all' | 'best' }) {
  const locale = getLocale()
  const navigate = useNavigate()
  const listType = effectiveRankType(search, variant)
  const params: RankListQueryInput = { ...search, list_type: listType }
  const query = useQuery({ ...rankListQueryOptions(params), placeholderData: keepPreviousData })
  const reply = query.data
  useRemainingCount(
    reply,
    params.list_type === 'best_sellers' || params.list_type === 'five_star'
      ? 'historical-rankings-best'
      : 'historical-rankings',
  )
  const data = reply?.code === API_CODES.success ? reply.data : null
  const [trendRow, setTrendRow] = useState<RankRow | null>(null)
  const go = (next: RankSearch) =>
    void navigate({ to: '.', search: (prev: RankSearch) => ({ ...prev, ...next }) })
  const category = Number(search.category ?? 0)
  const page = Number(search.page ?? 1)
  const pageSize = Number(search.page_size ?? DEFAULT_RANK_PAGE_SIZE)
  const title = variant === 'best' ? m.rankings_best_title() : m.rankings_title()

  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-6">
      <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
          <p className="mt-1 text-sm text-gray-600">{m.rankings_description()}</p>
        </div>
        <Link
          to="/historical-rankings/analysis"
          search={{
            ...search,
            list_type: listType === 'hot' ? undefined : listType,
            page: undefined,
            page_size: undefined,
          }}
          className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm hover:border-brand-500"
        >
          {m.rankings_analysis_link()}
        </Link>
      </header>
      <RankTypeTabs
        types={PAGE_TYPES[variant]}
        current={listType}
        onSelect={(type, i) =>
          go({ list_type: i === 0 && variant === 'all' ? undefined : type, page: undefined })
        }
      />
      <RankFilters
        search={search}
        locale={locale}
        firstDate={data?.first_date ?? null}
        lastDate={data?.last_date ?? null}
        date={data?.date ?? null}
        onChange={go}
      />
      {reply && reply.code !== API_CODES.success ? (
        <p
          role="alert"
          className="rounded-xl bg-amber-50 p-6 text-sm text-amber-900"
          data-testid="rankings-refused"
        >
          {messageForCode(reply.code)}
        </p>
      ) : (
        <DataGrid
          data={data?.list ?? []}
          columns={rankColumns(locale, setTrendRow)}
          getRowId={(row) => String(row.id)}
          caption={`${title} · ${RANK_TYPE_NAMES[listType]()}`}
          loading={query.isFetching && (query.isPlaceholderData || !data)}
          empty={m.rankings_empty()}
          toolbar={
            <ExportButton
              endpoint="/api/rank/export"
              // The day on screen, also when the URL has none: a list ingested meanwhile stays out of the file.
              params={{ ...params, date: search.date ?? data?.date ?? undefined }}
              total={data?.total ?? 0}
            />
          }
          pagination={{
            page,
            pageSize,
            pageSizes: RANK_PAGE_SIZES,
            total: data?.total ?? 0,
            totalCapped: false,
            hasNext: page * pageSize < (data?.total ?? 0),
            onPage: (next) => go({ page: next === 1 ? undefined : next }),
            onPageSize: (size) =>
              go({ page_size: size === DEFAULT_RANK_PAGE_SIZE ? undefined : size, page: undefined }),
          }}
          testId="rankings-grid"
        />
      )}
      {trendRow ? (
        <Suspense fallback={null}>
          <RankTrendDialog
            row={trendRow}
            listType={listType}
            category={category}
            onClose={() => setTrendRow(null)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}

/** The list-type tabs of the rankings and analysis pages; `index` 0 is the page's default type. */
export function RankTypeTabs<T extends keyof typeof RANK_TYPE_NAMES>({
  types,
  current,
  onSelect,
}: {
  types: readonly T[]
  current: T
  onSelect: (type: T, index: number) => void
}) {
  return (
    <nav aria-label={m.rankings_types()} className="mb-3 flex gap-1 overflow-x-auto pb-1 text-sm">
      {types.map((type, i) => (
        <button
          key={type}
          type="button"
          aria-pressed={type === current}
          onClick={() => onSelect(type, i)}
          className={cn(
            'shrink-0 rounded-full px-3 py-1.5 whitespace-nowrap',
            type === current
              ? 'bg-brand-500 text-white'
              : 'bg-white text-gray-700 shadow-sm hover:text-brand-600',
          )}
          data-testid={`rank-type-${type}`}
        >
          {RANK_TYPE_NAMES[type]()}
        </button>
      ))}
    </nav>
  )
}

const field = 'h-9 rounded-md border border-gray-300 bg-white px-2 text-sm focus:border-brand-500'

/** Site, top-level category and day; each change is applied at once (one history entry each). */
export function RankFilters({
  search,
  locale,
  firstDate,
  lastDate,
  date,
  onChange,
}: {
  search: RankSearch
  locale: Locale
  firstDate: string | null
  lastDate: string | null
  date: string | null
  onChange: (next: RankSearch) => void
}) {
  const { data: categories } = useQuery(categoryTreeQueryOptions())
  const top = (categories?.data ?? []).filter((c) => c.level === 1)
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm">
      <label className="flex flex-col gap-1 text-xs font-medium text-gray-600">
        {m.products_site()}
        <select
          className={field}
          value={search.site ?? 'us'}
          onChange={(e) => {
            const site = SITE_IDS.find((s) => s === e.target.value)
            onChange({ site: site === 'us' ? undefined : site, page: undefined })
          }}
          data-testid="rank-site"
        >
          {SITE_IDS.map((s) => (
            <option key={s} value={s}>
              {SITE_NAMES[s]()}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-gray-600">
        {m.filter_category()}
        <select
          className={field}
          value={String(search.category ?? 0)}
          onChange={(e) =>
            onChange({
              category: e.target.value === '0' ? undefined : Number(e.target.value),
              page: undefined,
            })
          }
          data-testid="rank-category"
        >
          <option value="0">{m.rankings_whole_site()}</option>
          {top.map((c) => (
            <option key={c.id} value={c.id}>
              {locale === 'cn' ? c.nameCn : c.nameEn}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-gray-600">
        {m.rankings_date()}
        <input
          type="date"
          className={field}
          value={search.date ?? date ?? ''}
          min={firstDate ?? undefined}
          max={lastDate ?? undefined}
          onChange={(e) =>
            onChange({
              date: e.target.value && e.target.value !== lastDate ? e.target.value : undefined,
              page: undefined,
            })
          }
          data-testid="rank-date"
        />
      </label>
    </div>
  )
}
