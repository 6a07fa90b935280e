// The keyword database: every keyword of a site with its volume, growth, competition and supply. The URL
// is the state (filters, sort, page), so a pasted link shows the same rows. Free on every plan for a
// limited time (spec §6), which the header says.

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useApplyFilters } from '@/components/data-page/apply-filters'
import { DataAsOf } from '@/components/data-page/data-as-of'
import { ExportButton } from '@/components/data-page/export-button'
import { FilterForm } from '@/components/data-page/filter-form'
import { Refusal } from '@/components/data-page/refusal'
import { DataGrid } from '@/components/grid/data-grid'
import type { GridSort } from '@/components/grid/grid-features'
import { gridPaging } from '@/components/grid/paging'
import { messageForCode } from '@/i18n/code-messages'
import { getLocale } from '@/i18n/locale'
import { API_CODES } from '@/lib/api-codes'
import { m } from '@/paraglide/messages'
import { keywordListQueryOptions } from '../keywords.queries'
import {
  DEFAULT_KEYWORD_PAGE_SIZE,
  DEFAULT_KEYWORD_SORT,
  KEYWORD_FILTERS,
  KEYWORD_PAGE_SIZES,
  KEYWORD_SORTS,
  type KeywordPageSearch,
  keywordPageSearch,
} from '../keywords.shared'
import { keywordColumns } from './keyword-columns'
import { KEYWORD_FORM } from './keyword-filter-form'

const isSort = (id: string) => (KEYWORD_SORTS as readonly string[]).includes(id)

export function KeywordDatabasePage({ search }: { search: KeywordPageSearch }) {
  const locale = getLocale()
  // Memoized: the grid's rows are not redrawn when the page re-renders for something else (GridRow).
  const columns = useMemo(() => keywordColumns(locale), [locale])
  const navigate = useNavigate()
  const query = useQuery({ ...keywordListQueryOptions(search), placeholderData: keepPreviousData })
  const reply = query.data
  const data = reply?.code === API_CODES.success ? reply.data : null

  const go = (next: Partial<KeywordPageSearch>) =>
    void navigate({ to: '.', search: (prev) => keywordPageSearch({ ...prev, ...next }) })
  const applyFilters = useApplyFilters(keywordPageSearch)

  const sortId = search.sort ?? DEFAULT_KEYWORD_SORT
  const sort: GridSort = { id: sortId, desc: (search.order ?? 'desc') === 'desc' }
  const onSortChange = (next: GridSort) => {
    if (!next || !isSort(next.id)) return
    go({
      sort: next.id === DEFAULT_KEYWORD_SORT ? undefined : KEYWORD_SORTS.find((s) => s === next.id),
      order: next.desc ? undefined : 'asc',
      page: undefined,
    })
  }

  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-6">
      <header className="mb-4">
        <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold text-gray-900">
          {m.keyword_database_title()}
          <span
            className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800"
            data-testid="keyword-free-badge"
          >
            {m.keyword_free_limited()}
          </span>
        </h1>
        <p className="mt-1 text-sm text-gray-600">{m.keyword_database_description()}</p>
      </header>
      <FilterForm
        table={KEYWORD_FILTERS}
        form={KEYWORD_FORM}
        search={search}
        onApply={applyFilters}
        testId="keyword-filters"
      />
      {reply && reply.code !== API_CODES.success ? (
        <Refusal code={reply.code} message={m.keyword_error({ message: messageForCode(reply.code) })} />
      ) : (
        <DataGrid
          data={data?.list ?? []}
          columns={columns}
          getRowId={(row) => String(row.id)}
          caption={m.keyword_database_title()}
          sort={sort}
          onSortChange={onSortChange}
          loading={query.isFetching && (query.isPlaceholderData || !data)}
          empty={m.keyword_empty()}
          toolbar={
            <>
              <DataAsOf date={data?.as_of} />
              <ExportButton endpoint="/api/keyword/export" params={search} total={data?.total ?? 0} />
            </>
          }
          pagination={gridPaging({
            search,
            sizes: KEYWORD_PAGE_SIZES,
            defaultSize: DEFAULT_KEYWORD_PAGE_SIZE,
            reply: data,
            go,
          })}
          testId="keywords-grid"
        />
      )}
    </div>
  )
}
