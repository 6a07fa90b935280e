// /search-trademark: the word-mark search (exact, prefix, similar spelling, sound) with its filters,
// and the "check my title" tab. The URL holds the search; the title check is asked for with a button
// (a title is typed, not linked), and its answer stays on the page.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useMemo, useState } from 'react'
import { DataAsOf } from '@/components/data-page/data-as-of'
import { type FilterChange, FilterForm } from '@/components/data-page/filter-form'
import { Refusal } from '@/components/data-page/refusal'
import { DataGrid } from '@/components/grid/data-grid'
import { gridPaging } from '@/components/grid/paging'
import { Button } from '@/components/ui/button'
import { Field, Input, Select } from '@/components/ui/input'
import { PillTabs, pillClass } from '@/components/ui/pill-tabs'
import { IpProvenance } from '@/features/catalog/components/ip-provenance'
import { messageForCode } from '@/i18n/code-messages'
import { getLocale } from '@/i18n/locale'
import { API_CODES } from '@/lib/api-codes'
import { m } from '@/paraglide/messages'
import { MODE_NAMES } from '../trademark-names'
import { trademarkSearchQueryOptions } from '../trademarks.queries'
import {
  DEFAULT_TRADEMARK_PAGE_SIZE,
  MATCH_MODES,
  TRADEMARK_FILTERS,
  TRADEMARK_PAGE_SIZES,
  type TrademarkPageSearch,
  toTrademarkQuery,
  trademarkPageSearch,
} from '../trademarks.shared'
import { TitleCheckPanel } from './title-check-panel'
import { trademarkColumns } from './trademark-columns'
import { TRADEMARK_FORM } from './trademark-filter-form'

export function TrademarkSearchPage({ search }: { search: TrademarkPageSearch }) {
  const checking = search.tab === 'check'
  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-6">
      <header className="mb-4">
        <h1 className="text-2xl font-bold text-gray-900">{m.trademark_title()}</h1>
        <p className="mt-1 text-sm text-gray-600">{m.trademark_description()}</p>
        <DataAsOf dataset="trademarks" />
      </header>
      <PillTabs label={m.trademark_title()} className="mb-4">
        <Link
          to="/search-trademark"
          className={pillClass(!checking)}
          aria-current={checking ? undefined : 'page'}
        >
          {m.trademark_tab_search()}
        </Link>
        <Link
          to="/search-trademark"
          search={{ tab: 'check' }}
          className={pillClass(checking)}
          aria-current={checking ? 'page' : undefined}
          data-testid="tab-check"
        >
          {m.trademark_tab_check()}
        </Link>
      </PillTabs>
      {checking ? <TitleCheckPanel /> : <MarkSearch search={search} />}
    </div>
  )
}

function MarkSearch({ search }: { search: TrademarkPageSearch }) {
  const locale = getLocale()
  // Memoized: the grid's rows are not redrawn when the page re-renders for something else (GridRow).
  const columns = useMemo(() => trademarkColumns(locale), [locale])
  const navigate = useNavigate()
  const params = toTrademarkQuery(search)
  const query = useQuery({ ...trademarkSearchQueryOptions(params), placeholderData: keepPreviousData })
  const reply = query.data
  const data = reply?.code === API_CODES.success ? reply.data : null
  const [text, setText] = useState(search.q ?? '')
  const [mode, setMode] = useState(search.mode ?? 'all')

  const go = (next: Partial<TrademarkPageSearch>) =>
    void navigate({ to: '.', search: (prev) => trademarkPageSearch({ ...prev, ...next }) })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    go({ q: text.trim() || undefined, mode: mode === 'all' ? undefined : mode, page: undefined })
  }
  const applyFilters = (change: FilterChange) => go({ ...change, page: undefined })

  return (
    <>
      <form onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-3">
        <Field label={m.trademark_query_label()} className="min-w-[14rem] flex-1">
          {({ id }) => (
            <Input
              id={id}
              value={text}
              maxLength={100}
              onChange={(e) => setText(e.target.value)}
              placeholder={m.trademark_query_placeholder()}
              data-testid="trademark-query"
            />
          )}
        </Field>
        <Field label={m.trademark_mode_label()} className="w-44">
          {({ id }) => (
            <Select
              id={id}
              value={mode}
              onChange={(e) => setMode(MATCH_MODES.find((x) => x === e.target.value) ?? 'all')}
              data-testid="trademark-mode"
            >
              {MATCH_MODES.map((x) => (
                <option key={x} value={x}>
                  {MODE_NAMES[x]()}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" data-testid="trademark-submit">
          {m.trademark_search_button()}
        </Button>
      </form>
      <FilterForm
        table={TRADEMARK_FILTERS}
        form={TRADEMARK_FORM}
        search={search}
        onApply={applyFilters}
        testId="trademark-filters"
      />
      {reply && reply.code !== API_CODES.success ? (
        <Refusal code={reply.code} message={m.trademark_error({ message: messageForCode(reply.code) })} />
      ) : (
        <DataGrid
          data={data?.list ?? []}
          columns={columns}
          getRowId={(row) => String(row.id)}
          caption={m.trademark_title()}
          loading={query.isFetching && (query.isPlaceholderData || !data)}
          empty={m.trademark_empty()}
          pagination={gridPaging({
            search,
            sizes: TRADEMARK_PAGE_SIZES,
            defaultSize: DEFAULT_TRADEMARK_PAGE_SIZE,
            reply: data,
            go,
          })}
          testId="trademark-grid"
        />
      )}
      {data ? <IpProvenance sources={data.sources} /> : null}
    </>
  )
}
