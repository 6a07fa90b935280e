// The ad library: every collected ad, filtered and sorted, as creative cards or as the grid. The URL is
// the state (filters, sort, page, page size, view), so a pasted link shows the same ads.

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useRemainingCount } from '@/components/data-page/api-reaction'
import { useApplyFilters } from '@/components/data-page/apply-filters'
import { CategorySelect } from '@/components/data-page/category-select'
import { DataAsOf } from '@/components/data-page/data-as-of'
import { ExportButton } from '@/components/data-page/export-button'
import { FilterForm } from '@/components/data-page/filter-form'
import { Refusal } from '@/components/data-page/refusal'
import { DataGrid } from '@/components/grid/data-grid'
import type { GridSort } from '@/components/grid/grid-features'
import { gridPaging } from '@/components/grid/paging'
import { Button } from '@/components/ui/button'
import { Field, Select } from '@/components/ui/input'
import { Segmented } from '@/components/ui/segmented'
import { categoryTreeQueryOptions } from '@/features/catalog/products.queries'
import { messageForCode } from '@/i18n/code-messages'
import { getLocale } from '@/i18n/locale'
import { API_CODES } from '@/lib/api-codes'
import { formatNumber, formatTotal } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { adListQueryOptions } from '../ads.queries'
import {
  AD_FILTERS,
  AD_PAGE_SIZES,
  AD_SORTS,
  AD_TOTAL_CAP,
  type AdPageSearch,
  type AdSort,
  adPageSearch,
  DEFAULT_AD_PAGE_SIZE,
  DEFAULT_AD_SORT,
} from '../ads.shared'
import { adColumns } from './ad-columns'
import { AD_FORM } from './ad-filter-form'
import { AdCard, CountrySelect } from './ad-parts'

const SORT_LABELS: Record<AdSort, () => string> = {
  first_seen: m.ads_col_first_seen,
  days_running: m.ads_col_days_running,
  impressions: m.ads_col_impressions,
}
const isSort = (id: string): id is AdSort => (AD_SORTS as readonly string[]).includes(id)

export function AdLibraryPage({ search }: { search: AdPageSearch }) {
  const locale = getLocale()
  // Memoized: the grid's rows are not redrawn when the page re-renders for something else (GridRow).
  const columns = useMemo(() => adColumns(locale), [locale])
  const navigate = useNavigate()
  const { view, ...params } = search
  const query = useQuery({ ...adListQueryOptions(params), placeholderData: keepPreviousData })
  const categories = useQuery(categoryTreeQueryOptions())
  const reply = query.data
  useRemainingCount(reply, 'ads')
  const data = reply?.code === API_CODES.success ? reply.data : null
  const loading = query.isFetching && (query.isPlaceholderData || !data)

  const go = (next: Partial<AdPageSearch>) =>
    void navigate({ to: '.', search: (prev) => adPageSearch({ ...prev, ...next }) })
  const applyFilters = useApplyFilters(adPageSearch)

  const sortId: AdSort = search.sort ?? DEFAULT_AD_SORT
  const sort: GridSort = { id: sortId, desc: (search.order ?? 'desc') === 'desc' }
  const setSort = (id: AdSort, desc: boolean) =>
    go({ sort: id === DEFAULT_AD_SORT ? undefined : id, order: desc ? undefined : 'asc', page: undefined })
  const total = data?.total ?? 0
  const pagination = gridPaging({
    search,
    sizes: AD_PAGE_SIZES,
    defaultSize: DEFAULT_AD_PAGE_SIZE,
    reply: data,
    go,
  })
  const { page } = pagination
  const toolbar = (
    <>
      <DataAsOf date={data?.as_of} />
      <ExportButton endpoint="/api/ads/export" params={params} total={total} />
    </>
  )

  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-6">
      <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">{m.ads_title()}</h1>
          <p className="mt-1 text-sm text-gray-600">{m.ads_description()}</p>
        </div>
        <Segmented
          legend={m.ads_view()}
          options={['cards', 'grid'] as const}
          value={view === 'grid' ? 'grid' : 'cards'}
          onChange={(next) => go({ view: next === 'grid' ? 'grid' : undefined })}
          label={(v) => (v === 'grid' ? m.ads_view_grid() : m.ads_view_cards())}
          testId="ads-view"
        />
      </header>
      <FilterForm
        table={AD_FILTERS}
        form={AD_FORM}
        search={search}
        onApply={applyFilters}
        testId="ad-filters"
        custom={{
          country: ({ value, set, label }) => <CountrySelect value={value} onChange={set} label={label} />,
          // An ad's category is its product's top-level one.
          category: (control) => (
            <CategorySelect {...control} tree={categories.data?.data} anyLabel={m.filter_all_categories()} />
          ),
        }}
      />
      {reply && reply.code !== API_CODES.success ? (
        <Refusal
          feature="ads"
          code={reply.code}
          message={m.ads_error({ message: messageForCode(reply.code) })}
          page={page}
          onBack={page > 1 ? () => go({ page: undefined }) : undefined}
          backLabel={m.ads_first_page()}
        />
      ) : view === 'grid' ? (
        <DataGrid
          data={data?.list ?? []}
          columns={columns}
          getRowId={(row) => String(row.id)}
          caption={m.ads_title()}
          sort={sort}
          onSortChange={(next) => {
            if (next && isSort(next.id)) setSort(next.id, next.desc)
          }}
          loading={loading}
          empty={m.ads_empty()}
          toolbar={toolbar}
          pagination={pagination}
          testId="ads-grid"
        />
      ) : (
        <section aria-label={m.ads_title()} data-testid="ads-cards" aria-busy={loading}>
          <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
            <div className="flex flex-wrap items-end gap-2">
              <Field label={m.ads_sort()}>
                {({ id }) => (
                  <Select
                    id={id}
                    value={sortId}
                    onChange={(e) => isSort(e.target.value) && setSort(e.target.value, sort.desc)}
                    data-testid="ads-sort"
                  >
                    {AD_SORTS.map((s) => (
                      <option key={s} value={s}>
                        {SORT_LABELS[s]()}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setSort(sortId, !sort.desc)}
                data-testid="ads-order"
              >
                {sort.desc ? m.ads_order_desc() : m.ads_order_asc()}
              </Button>
            </div>
            <div className="flex items-center gap-3">{toolbar}</div>
          </div>
          {!data && loading ? (
            <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-5">
              {SKELETON_10.map((key) => (
                <li key={key} className="h-72 animate-pulse rounded-xl bg-white" />
              ))}
            </ul>
          ) : data && data.list.length === 0 ? (
            <p className="rounded-xl bg-white p-8 text-center text-gray-600">{m.ads_empty()}</p>
          ) : (
            <ul
              className={`grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-5 ${loading ? 'opacity-60' : ''}`}
            >
              {(data?.list ?? []).map((ad) => (
                <AdCard key={ad.id} ad={ad} />
              ))}
            </ul>
          )}
          <nav aria-label={m.ads_pages()} className="mt-4 flex items-center justify-between gap-3 text-sm">
            <span className="text-gray-600" data-testid="ads-total">
              {m.ads_total({ total: formatTotal({ total, total_capped: data?.total_capped ?? false }) })}
              {data?.total_capped ? (
                // The count stops at the cap (AD_TOTAL_CAP): the "+" is explained, not left to guess.
                <span className="ml-1 text-xs" data-testid="ads-total-capped">
                  {m.ads_total_capped({ cap: formatNumber(AD_TOTAL_CAP) })}
                </span>
              ) : null}
            </span>
            <span className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={page <= 1}
                onClick={() => pagination.onPage(page - 1)}
              >
                {m.ads_prev()}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={!pagination.hasNext}
                onClick={() => pagination.onPage(page + 1)}
                data-testid="ads-next"
              >
                {m.ads_next()}
              </Button>
            </span>
          </nav>
        </section>
      )}
    </div>
  )
}

/** Placeholder keys of the loading skeleton. */
const SKELETON_10 = Array.from({ length: 10 }, (_, i) => `skeleton-${i}`)
