// Daily rank lists by site, category and list type, with a date picker and rank changes against the
// day before. The URL holds every choice.

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { LineChart } from 'lucide-react'
import { lazy, Suspense, useMemo, useState } from 'react'
import { useRemainingCount } from '@/components/data-page/api-reaction'
import { CategorySelect } from '@/components/data-page/category-select'
import { DataAsOf } from '@/components/data-page/data-as-of'
import { ExportButton } from '@/components/data-page/export-button'
import { FilterForm, type FormTable } from '@/components/data-page/filter-form'
import { PageHeader } from '@/components/data-page/page-header'
import { Refusal } from '@/components/data-page/refusal'
import { SalesFigureValue } from '@/components/data-page/sales-figure'
import { RankChange } from '@/components/grid/cells'
import { DataGrid } from '@/components/grid/data-grid'
import { type GridColumn, gridColumnHelper } from '@/components/grid/grid-features'
import { gridPaging } from '@/components/grid/paging'
import { Button } from '@/components/ui/button'
import { PillButton, PillTabs } from '@/components/ui/pill-tabs'
import { productBaseColumns } from '@/features/catalog/components/product-columns'
import { siteForm } from '@/features/catalog/components/product-filter-form'
import { categoryTreeQueryOptions } from '@/features/catalog/products.queries'
import { getLocale } from '@/i18n/locale'
import { API_CODES } from '@/lib/api-codes'
import type { Locale } from '@/lib/format'
import { formatCompact, formatNumber } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { rankListQueryOptions } from '../rankings.queries'
import {
  DEFAULT_RANK_PAGE_SIZE,
  effectiveRankType,
  lenientRankSearch,
  PAGE_TYPES,
  RANK_FILTERS,
  RANK_PAGE_SIZES,
  type RankListQueryInput,
  type RankRow,
  type RankSearch,
  type RankType,
  rankFeature,
} from '../rankings.shared'

const RankTrendDialog = lazy(() => import('./rank-trend-dialog'))

export const RANK_TYPE_NAMES: Record<RankType, () => string> = {
  best_sellers: m.rankings_type_best_sellers,
  hot: m.rankings_type_hot,
  new: m.rankings_type_new,
  five_star: m.rankings_type_five_star,
}

const col = gridColumnHelper<RankRow>()

/** The rank grid's columns (exported for the export-header test, which reads the file against them). */
export function rankColumns(locale: Locale, onTrend: (row: RankRow) => void): Array<GridColumn<RankRow>> {
  const base = productBaseColumns<RankRow>(locale)
  return [
    base.media,
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
    base.product,
    base.price,
    col.display({
      id: 'day_sales',
      meta: { label: m.sort_day_sales, align: 'right' },
      cell: ({ row }) => (
        <SalesFigureValue figure={row.original.sales?.day ?? null} format={(n) => formatCompact(n, locale)} />
      ),
    }),
    col.display({
      id: 'week_sales',
      meta: { label: m.sort_week_sales, align: 'right' },
      cell: ({ row }) => (
        <SalesFigureValue
          figure={row.original.sales?.week ?? null}
          format={(n) => formatCompact(n, locale)}
        />
      ),
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
        <Button
          variant="outline"
          size="xs"
          onClick={() => onTrend(row.original)}
          aria-label={m.rankings_trend_open({ rank: row.original.rank })}
          data-testid="rank-trend-open"
        >
          <LineChart aria-hidden />
          {m.rankings_col_trend()}
        </Button>
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
  useRemainingCount(reply, rankFeature(listType))
  const data = reply?.code === API_CODES.success ? reply.data : null
  const [trendRow, setTrendRow] = useState<RankRow | null>(null)
  // The same columns until the language changes: the grid's rows are then not redrawn when the page
  // re-renders for something else (the session or the remaining count arriving; see GridRow).
  const columns = useMemo(() => rankColumns(locale, setTrendRow), [locale])
  const go = (next: RankSearch) =>
    void navigate({ to: '.', search: (prev: RankSearch) => ({ ...prev, ...next }) })
  const category = Number(search.category ?? 0)
  const page = Number(search.page ?? 1)
  const title = variant === 'best' ? m.rankings_best_title() : m.rankings_title()

  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-6">
      <PageHeader title={title} description={m.rankings_description()}>
        <Button asChild variant="outline" size="sm">
          <Link
            to="/historical-rankings/analysis"
            search={{
              ...search,
              list_type: listType === 'hot' ? undefined : listType,
              page: undefined,
              page_size: undefined,
            }}
          >
            {m.rankings_analysis_link()}
          </Link>
        </Button>
      </PageHeader>
      <RankTypeTabs
        types={PAGE_TYPES[variant]}
        current={listType}
        onSelect={(type, i) =>
          go({ list_type: i === 0 && variant === 'all' ? undefined : type, page: undefined })
        }
      />
      <RankFilters
        search={search}
        firstDate={data?.first_date ?? null}
        lastDate={data?.last_date ?? null}
        date={data?.date ?? null}
      />
      {reply && reply.code !== API_CODES.success ? (
        <Refusal
          feature={rankFeature(listType)}
          code={reply.code}
          page={page}
          onBack={page > 1 || search.date ? () => go({ page: undefined, date: undefined }) : undefined}
          backLabel={m.rankings_latest_first_page()}
        />
      ) : (
        <DataGrid
          data={data?.list ?? []}
          columns={columns}
          getRowId={(row) => String(row.id)}
          caption={`${title} · ${RANK_TYPE_NAMES[listType]()}`}
          loading={query.isFetching && (query.isPlaceholderData || !data)}
          empty={m.rankings_empty()}
          toolbar={
            <>
              <DataAsOf date={data?.date} />
              <ExportButton
                endpoint="/api/rank/export"
                // The day on screen, also when the URL has none: a list ingested meanwhile stays out of the file.
                params={{ ...params, date: search.date ?? data?.date ?? undefined }}
                total={data?.total ?? 0}
              />
            </>
          }
          pagination={gridPaging({
            search,
            sizes: RANK_PAGE_SIZES,
            defaultSize: DEFAULT_RANK_PAGE_SIZE,
            reply: data,
            go,
          })}
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
    <PillTabs label={m.rankings_types()}>
      {types.map((type, i) => (
        <PillButton
          key={type}
          active={type === current}
          onClick={() => onSelect(type, i)}
          data-testid={`rank-type-${type}`}
        >
          {RANK_TYPE_NAMES[type]()}
        </PillButton>
      ))}
    </PillTabs>
  )
}

/** How the rank filters show: the site, a top-level category select, the day. */
const RANK_FORM: FormTable<typeof RANK_FILTERS> = {
  site: siteForm,
  category: { control: { kind: 'custom' }, label: m.filter_category },
  date: { control: { kind: 'date' }, label: m.rankings_date },
}

/** Site, top-level category and day (the field table RANK_FILTERS); each change applies at once. */
export function RankFilters({
  search,
  firstDate,
  lastDate,
  date,
}: {
  search: RankSearch
  firstDate: string | null
  lastDate: string | null
  date: string | null
}) {
  const navigate = useNavigate()
  // The day on screen shows in the picker also when the URL names none (the latest). One object per
  // change: the form resets its draft whenever it receives a new search.
  const shown = useMemo(() => ({ ...search, date: search.date ?? date ?? undefined }), [search, date])
  return (
    <FilterForm
      table={RANK_FILTERS}
      form={RANK_FORM}
      search={shown}
      idPrefix="rank"
      instant
      testId="rank-filters"
      limits={{ date: { min: firstDate, max: lastDate } }}
      onApply={(change) =>
        void navigate({
          to: '.',
          search: (prev: RankSearch) =>
            lenientRankSearch({
              ...prev,
              ...change,
              // The latest day is the default: it stays out of the URL.
              date: change.date === lastDate ? undefined : change.date,
              page: undefined,
            }),
        })
      }
      custom={{ category: (props) => <TopCategorySelect {...props} /> }}
    />
  )
}

/** The rank lists' category: the whole site or one top-level category (lists exist for those only). */
function TopCategorySelect({
  value,
  set,
  label,
}: {
  value: string
  set: (text: string) => void
  label: string
}) {
  const { data: categories } = useQuery(categoryTreeQueryOptions())
  return (
    <CategorySelect
      tree={categories?.data}
      value={value || '0'}
      set={set}
      label={label}
      anyLabel={m.rankings_whole_site()}
      anyValue="0"
      testId="rank-category"
    />
  )
}
