// A store list (hot-selling, new, semi-managed hot stores) in the classic table or the new layout. The
// URL is the state: filters, sort, page and page size are search params, so a pasted link shows the same
// rows. docs/lists.md, "Store lists", says what each list holds and what the two layouts are.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type ReactNode, useMemo } from 'react'
import { useRemainingCount } from '@/components/data-page/api-reaction'
import { useApplyFilters } from '@/components/data-page/apply-filters'
import { CategorySelect } from '@/components/data-page/category-select'
import { DataAsOf } from '@/components/data-page/data-as-of'
import { ExportButton } from '@/components/data-page/export-button'
import { FilterForm } from '@/components/data-page/filter-form'
import { PageHeader } from '@/components/data-page/page-header'
import { Refusal } from '@/components/data-page/refusal'
import { DataGrid } from '@/components/grid/data-grid'
import type { GridSort } from '@/components/grid/grid-features'
import { gridPaging } from '@/components/grid/paging'
import { buttonVariants } from '@/components/ui/button'
import { PillTabs, pillClass } from '@/components/ui/pill-tabs'
import { FavoritesContext, useFavorites } from '@/features/catalog/components/favorite-star'
import { categoryTreeQueryOptions } from '@/features/catalog/products.queries'
import { messageForCode } from '@/i18n/code-messages'
import { getLocale } from '@/i18n/locale'
import { API_CODES } from '@/lib/api-codes'
import { cn } from '@/lib/cn'
import { m } from '@/paraglide/messages'
import { STORE_LIST_DESCRIPTIONS, STORE_LIST_TITLES } from '../store-names'
import { storeListQueryOptions } from '../stores.queries'
import {
  DEFAULT_STORE_PAGE_SIZE,
  DEFAULT_STORE_SORT,
  STORE_FILTERS,
  STORE_LISTS,
  STORE_PAGE_SIZES,
  STORE_SORTS,
  type StoreListType,
  type StorePageSearch,
  storePageSearch,
} from '../stores.shared'
import { storeColumns, storeRowStar } from './store-columns'
import { STORE_FORM } from './store-filter-form'

export type StoreLayout = 'classic' | 'new'

const isSort = (id: string) => (STORE_SORTS as readonly string[]).includes(id)

export function StoreListPage({
  search,
  type,
  layout,
}: {
  search: StorePageSearch
  type: StoreListType
  layout: StoreLayout
}) {
  const locale = getLocale()
  const navigate = useNavigate()
  const params = { ...search, type }
  const query = useQuery({ ...storeListQueryOptions(params), placeholderData: keepPreviousData })
  const categories = useQuery(categoryTreeQueryOptions())
  const reply = query.data
  useRemainingCount(reply, 'mall-hot-sale')
  const data = reply?.code === API_CODES.success ? reply.data : null
  const compact = layout === 'classic'

  // Every search change is re-read through the page's search reader: typed, defaults left out.
  const go = (next: Partial<StorePageSearch>) =>
    void navigate({ to: '.', search: (prev) => storePageSearch({ ...prev, ...next }) })
  // A filter change is re-read through the page's search schema: what the form applies is typed there.
  const applyFilters = useApplyFilters(storePageSearch)

  const sortId = search.sort ?? DEFAULT_STORE_SORT
  const sort: GridSort = { id: sortId, desc: (search.order ?? 'desc') === 'desc' }
  const onSortChange = (next: GridSort) => {
    if (!next || !isSort(next.id)) return
    go({
      sort: next.id === DEFAULT_STORE_SORT ? undefined : STORE_SORTS.find((s) => s === next.id),
      order: next.desc ? undefined : 'asc',
      page: undefined,
    })
  }
  const favorites = useFavorites('store')
  // Memoized so the rows are not redrawn when the favorites change (only the stars are: see GridRow).
  const columns = useMemo(() => storeColumns({ locale, compact, leading: storeRowStar }), [locale, compact])
  const page = Number(search.page ?? 1)

  return (
    <div className={cn('mx-auto px-4 py-6', compact ? 'max-w-none' : 'max-w-[var(--max-width)]')}>
      <PageHeader title={STORE_LIST_TITLES[type]()} description={STORE_LIST_DESCRIPTIONS[type]()}>
        <StoreListLink
          type={type}
          layout={compact ? 'new' : 'classic'}
          search={search}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          testId="layout-switch"
        >
          {compact ? m.store_layout_cards() : m.store_layout_table()}
        </StoreListLink>
      </PageHeader>
      <PillTabs label={m.store_list_nav()} className="mb-4">
        {STORE_LISTS.map((id) => (
          <StoreListLink
            key={id}
            type={id}
            layout={layout}
            search={{ site: search.site }}
            className={pillClass(id === type)}
            current={id === type}
          >
            {STORE_LIST_TITLES[id]()}
          </StoreListLink>
        ))}
      </PillTabs>
      <FilterForm
        table={STORE_FILTERS}
        form={STORE_FORM}
        search={search}
        onApply={applyFilters}
        testId="store-filters"
        custom={{
          // A store's main categories are top-level ones.
          category: (control) => (
            <CategorySelect {...control} tree={categories.data?.data} anyLabel={m.filter_all_categories()} />
          ),
        }}
      />
      {reply && reply.code !== API_CODES.success ? (
        <Refusal
          feature="mall-hot-sale"
          code={reply.code}
          message={m.store_error({ message: messageForCode(reply.code) })}
          page={page}
          onBack={page > 1 ? () => go({ page: undefined }) : undefined}
          backLabel={m.store_first_page()}
        />
      ) : (
        <FavoritesContext value={favorites}>
          <DataGrid
            data={data?.list ?? []}
            columns={columns}
            getRowId={(row) => String(row.id)}
            caption={STORE_LIST_TITLES[type]()}
            sort={sort}
            onSortChange={onSortChange}
            loading={query.isFetching && (query.isPlaceholderData || !data)}
            compact={compact}
            empty={m.store_empty()}
            toolbar={
              <>
                <DataAsOf date={data?.as_of} />
                <ExportButton endpoint="/api/store/export" params={params} total={data?.total ?? 0} />
              </>
            }
            pagination={gridPaging({
              search,
              sizes: STORE_PAGE_SIZES,
              defaultSize: DEFAULT_STORE_PAGE_SIZE,
              reply: data,
              go,
            })}
            testId="stores-grid"
          />
        </FavoritesContext>
      )}
    </div>
  )
}

/** The one place that maps (list, layout) to its route, for the tabs and the layout switch. */
function StoreListLink({
  type,
  layout,
  search,
  className,
  current,
  testId,
  children,
}: {
  type: StoreListType
  layout: StoreLayout
  search: Partial<StorePageSearch>
  className: string
  current?: boolean
  testId?: string
  children: ReactNode
}) {
  const anchor = { className, 'aria-current': current ? ('page' as const) : undefined, 'data-testid': testId }
  return layout === 'new' ? (
    <Link to="/mall-{$dataType}/new" params={{ dataType: type }} search={search} {...anchor}>
      {children}
    </Link>
  ) : (
    <Link to="/mall-{$dataType}" params={{ dataType: type }} search={search} {...anchor}>
      {children}
    </Link>
  )
}
