// /search-patent: full-text search over patent titles and abstracts with filters; each result shows
// where its abstract matched. The URL holds the search.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, Fragment, useMemo, useState } from 'react'
import { DataAsOf } from '@/components/data-page/data-as-of'
import { type FilterChange, FilterForm } from '@/components/data-page/filter-form'
import { Refusal } from '@/components/data-page/refusal'
import { DataGrid } from '@/components/grid/data-grid'
import { type GridColumn, gridColumnHelper } from '@/components/grid/grid-features'
import { gridPaging } from '@/components/grid/paging'
import { Button } from '@/components/ui/button'
import { Field, Input, Select } from '@/components/ui/input'
import { DemoBadge, IpProvenance } from '@/features/catalog/components/ip-provenance'
import { messageForCode } from '@/i18n/code-messages'
import { getLocale } from '@/i18n/locale'
import { listOf } from '@/i18n/names'
import { API_CODES } from '@/lib/api-codes'
import { formatDate, type Locale } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { KIND_NAMES, SORT_NAMES } from '../patent-names'
import { patentSearchQueryOptions } from '../patents.queries'
import {
  DEFAULT_PATENT_PAGE_SIZE,
  PATENT_FILTERS,
  PATENT_PAGE_SIZES,
  PATENT_SORTS,
  type PatentRow,
  type PatentSearchInput,
  patentPageSearch,
} from '../patents.shared'
import { PATENT_FORM } from './patent-filter-form'

const col = gridColumnHelper<PatentRow>()

/** The abstract's matched words, marked [[so]] by the server, shown highlighted. */
export function Snippet({ text }: { text: string }) {
  // Odd parts sat between the markers; each part is keyed by where it starts in the text.
  let at = 0
  const parts = text.split(/\[\[|\]\]/).map((part, i) => {
    const piece = { part, at, marked: i % 2 === 1 }
    at += part.length + 2
    return piece
  })
  return (
    <>
      {parts.map(({ part, at: key, marked }) =>
        marked ? (
          <mark key={key} className="bg-amber-100 font-medium text-gray-900">
            {part}
          </mark>
        ) : (
          <Fragment key={key}>{part}</Fragment>
        ),
      )}
    </>
  )
}

function patentColumns(locale: Locale): Array<GridColumn<PatentRow>> {
  return [
    col.display({
      id: 'title',
      enableSorting: false,
      meta: { label: m.patent_col_title, hideable: false, card: 'title', width: '28rem' },
      cell: ({ row }) => (
        <div>
          <Link
            to="/search-patent/$id"
            params={{ id: row.original.id }}
            className="font-medium text-gray-900 hover:text-brand-600"
            data-testid="patent-title"
          >
            {row.original.title}
          </Link>{' '}
          <DemoBadge source={row.original.source} />
          <p className="mt-1 text-xs text-gray-600" data-testid="patent-snippet">
            <Snippet text={row.original.snippet} />
          </p>
        </div>
      ),
    }),
    col.display({
      id: 'number',
      enableSorting: false,
      meta: { label: m.patent_col_number },
      cell: ({ row }) => <span className="whitespace-nowrap">{row.original.number}</span>,
    }),
    col.display({
      id: 'kind',
      enableSorting: false,
      meta: { label: m.patent_col_kind },
      cell: ({ row }) => (row.original.kind ? KIND_NAMES[row.original.kind]() : '—'),
    }),
    col.display({
      id: 'assignee',
      enableSorting: false,
      meta: { label: m.patent_col_assignee, width: '12rem' },
      cell: ({ row }) => row.original.assignee,
    }),
    col.display({
      id: 'granted',
      enableSorting: false,
      meta: { label: m.patent_col_granted },
      cell: ({ row }) =>
        row.original.grantedOn ? formatDate(row.original.grantedOn, locale) : m.patent_not_granted(),
    }),
    col.display({
      id: 'classes',
      enableSorting: false,
      meta: { label: m.patent_col_classes },
      cell: ({ row }) => listOf(row.original.classes),
    }),
  ]
}

export function PatentSearchPage({ search }: { search: PatentSearchInput }) {
  const locale = getLocale()
  // Memoized: the grid's rows are not redrawn when the page re-renders for something else (GridRow).
  const columns = useMemo(() => patentColumns(locale), [locale])
  const navigate = useNavigate()
  const query = useQuery({ ...patentSearchQueryOptions(search), placeholderData: keepPreviousData })
  const reply = query.data
  const data = reply?.code === API_CODES.success ? reply.data : null
  const [text, setText] = useState(search.q ?? '')
  const go = (next: Partial<PatentSearchInput>) =>
    void navigate({ to: '.', search: (prev) => patentPageSearch({ ...prev, ...next }) })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    go({ q: text.trim() || undefined, page: undefined })
  }
  const applyFilters = (change: FilterChange) => go({ ...change, page: undefined })

  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-6">
      <header className="mb-4">
        <h1 className="text-2xl font-bold text-gray-900">{m.patent_title()}</h1>
        <p className="mt-1 text-sm text-gray-600">{m.patent_description()}</p>
        <DataAsOf dataset="patents" />
      </header>
      <form onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-3">
        <Field label={m.patent_query_label()} className="min-w-[14rem] flex-1">
          {({ id }) => (
            <Input
              id={id}
              value={text}
              maxLength={200}
              onChange={(e) => setText(e.target.value)}
              placeholder={m.patent_query_placeholder()}
              data-testid="patent-query"
            />
          )}
        </Field>
        <Field label={m.patent_sort_label()} className="w-44">
          {({ id }) => (
            <Select
              id={id}
              value={search.sort ?? 'relevance'}
              onChange={(e) => {
                const sort = PATENT_SORTS.find((s) => s === e.target.value)
                go({ sort: sort === 'relevance' ? undefined : sort, page: undefined })
              }}
              data-testid="patent-sort"
            >
              {PATENT_SORTS.map((s) => (
                <option key={s} value={s}>
                  {SORT_NAMES[s]()}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" data-testid="patent-submit">
          {m.patent_search_button()}
        </Button>
      </form>
      <FilterForm
        table={PATENT_FILTERS}
        form={PATENT_FORM}
        search={search}
        onApply={applyFilters}
        testId="patent-filters"
      />
      {reply && reply.code !== API_CODES.success ? (
        <Refusal code={reply.code} message={m.patent_error({ message: messageForCode(reply.code) })} />
      ) : (
        <DataGrid
          data={data?.list ?? []}
          columns={columns}
          getRowId={(row) => String(row.id)}
          caption={m.patent_title()}
          loading={query.isFetching && (query.isPlaceholderData || !data)}
          empty={m.patent_empty()}
          pagination={gridPaging({
            search,
            sizes: PATENT_PAGE_SIZES,
            defaultSize: DEFAULT_PATENT_PAGE_SIZE,
            reply: data,
            go,
          })}
          testId="patent-grid"
        />
      )}
      {data ? <IpProvenance sources={data.sources} /> : null}
    </div>
  )
}
