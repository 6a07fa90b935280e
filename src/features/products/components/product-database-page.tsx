// The product database (all products or one preset list) in the grid or the classic compact layout.
// The URL is the state: filters, sort, page, page size and visible columns are search params, so a
// pasted link shows the same rows and back/forward restore views.

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type ReactNode, useCallback, useMemo } from 'react'
import { useRemainingCount } from '@/components/data-page/api-reaction'
import { useApplyFilters } from '@/components/data-page/apply-filters'
import { PageHeader } from '@/components/data-page/page-header'
import { DataGrid } from '@/components/grid/data-grid'
import type { GridSort } from '@/components/grid/grid-features'
import { gridPaging } from '@/components/grid/paging'
import { buttonVariants } from '@/components/ui/button'
import { PillTabs, pillClass } from '@/components/ui/pill-tabs'
import { FavoritesContext, rowFavoriteStar, useFavorites } from '@/features/catalog/components/favorite-star'
import { productColumns } from '@/features/catalog/components/product-columns'
import { ProductFilters } from '@/features/catalog/components/product-filters'
import { ProductGridToolbar } from '@/features/catalog/components/product-grid-toolbar'
import { ProductListRefusal } from '@/features/catalog/components/product-list-refusal'
import { productListQueryOptions } from '@/features/catalog/products.queries'
import {
  DEFAULT_PAGE_SIZE,
  LIST_DEFAULT_SORT,
  PAGE_SIZES,
  PRODUCT_COLUMNS,
  PRODUCT_LISTS,
  PRODUCT_SORTS,
  type ProductListType,
  type ProductPageSearch,
  productColsParam,
  productListParams,
  productPageSearch,
  visibleProductColumns,
} from '@/features/catalog/products.shared'
import { getLocale } from '@/i18n/locale'
import { API_CODES } from '@/lib/api-codes'
import { cn } from '@/lib/cn'
import { m } from '@/paraglide/messages'
import { LIST_DESCRIPTIONS, LIST_TITLES } from '../list-names'

const isSort = (id: string) => (PRODUCT_SORTS as readonly string[]).includes(id)

type PageProps = {
  search: ProductPageSearch
  /** The preset list of a /product-database-{dataType} route; undefined for all products. */
  list?: ProductListType
  layout: 'grid' | 'old'
}

export function ProductDatabasePage({ search, list, layout }: PageProps) {
  const locale = getLocale()
  const navigate = useNavigate()
  const params = productListParams(search, list)
  const query = useQuery({ ...productListQueryOptions(params), placeholderData: keepPreviousData })
  const reply = query.data
  useRemainingCount(reply, 'product-database')
  const data = reply?.code === API_CODES.success ? reply.data : null
  const compact = layout === 'old'
  const favorites = useFavorites()

  // Re-read through the page's search reader: '.' is any route, whose search types are the union of all
  // pages' (the store lists' sorts too), so the reader is what types this page's search.
  // Stable (navigate is), so the memoized columns below can use it for the store link.
  const go = useCallback(
    (next: Partial<ProductPageSearch>) =>
      void navigate({ to: '.', search: (prev) => productPageSearch({ ...prev, ...next }) }),
    [navigate],
  )
  // A filter change is re-read through the page's search schema: what the form applies is typed there.
  const applyFilters = useApplyFilters(productPageSearch)

  const defaultSort = list ? LIST_DEFAULT_SORT[list] : 'month_sales'
  const sortId = search.sort ?? defaultSort
  const sortDesc = (search.order ?? (sortId === 'price' ? 'asc' : 'desc')) === 'desc'
  const sort: GridSort = { id: sortId, desc: sortDesc }
  const onSortChange = (next: GridSort) => {
    if (!next || !isSort(next.id)) return
    const naturalDesc = next.id !== 'price'
    const sortValue = next.id === defaultSort ? undefined : PRODUCT_SORTS.find((s) => s === next.id)
    go({
      sort: sortValue,
      order: next.desc === naturalDesc ? undefined : next.desc ? 'desc' : 'asc',
      page: undefined,
    })
  }

  const visible = visibleProductColumns(search.cols)
  const columnVisibility = Object.fromEntries(PRODUCT_COLUMNS.map((id) => [id, visible.includes(id)]))
  // The same columns until the language or the layout changes, so the grid's rows are not redrawn
  // when something else on the page does (see GridRow); the stars read the favorites from context.
  const columns = useMemo(() => {
    const built = productColumns({
      locale,
      compact,
      leading: rowFavoriteStar,
      onStore: (row) => go({ store: row.storeId, page: undefined }),
    })
    // Only sortable columns whose id is a server sort key can sort.
    for (const column of built) {
      if (column.id && !isSort(column.id)) column.enableSorting = false
    }
    return built
  }, [locale, compact, go])

  const page = Number(search.page ?? 1)
  const listKey = list ?? 'all'
  const otherLayout = compact ? m.layout_grid() : m.layout_classic()

  const paging = gridPaging({ search, sizes: PAGE_SIZES, defaultSize: DEFAULT_PAGE_SIZE, reply: data, go })
  return (
    <div className={cn('mx-auto px-4 py-6', compact ? 'max-w-none' : 'max-w-[var(--max-width)]')}>
      <PageHeader title={LIST_TITLES[listKey]()} description={LIST_DESCRIPTIONS[listKey]()}>
        <LayoutSwitch list={list} compact={compact} search={search} label={otherLayout} />
      </PageHeader>
      <PillTabs label={m.list_nav()} className="mb-4">
        <ListTab active={!list} compact={compact} site={search.site}>
          {LIST_TITLES.all()}
        </ListTab>
        {PRODUCT_LISTS.map((id) => (
          <ListTab key={id} list={id} active={list === id} compact={compact} site={search.site}>
            {LIST_TITLES[id]()}
          </ListTab>
        ))}
      </PillTabs>
      <ProductFilters
        search={search}
        onApply={applyFilters}
        storeName={data?.list.find((r) => r.storeId === Number(search.store))?.storeName}
      />
      {reply && reply.code !== API_CODES.success ? (
        <ProductListRefusal code={reply.code} page={page} onFirstPage={() => go({ page: undefined })} />
      ) : (
        <FavoritesContext value={favorites}>
          <DataGrid
            data={data?.list ?? []}
            columns={columns}
            getRowId={(row) => String(row.id)}
            caption={LIST_TITLES[listKey]()}
            sort={sort}
            onSortChange={onSortChange}
            columnVisibility={columnVisibility}
            onColumnVisibilityChange={(next) =>
              go({ cols: productColsParam(PRODUCT_COLUMNS.filter((id) => next[id] !== false)) })
            }
            loading={query.isFetching && (query.isPlaceholderData || !data)}
            compact={compact}
            empty={m.products_empty()}
            toolbar={<ProductGridToolbar asOf={data?.as_of} params={params} total={data?.total ?? 0} />}
            pagination={paging}
            testId="products-grid"
          />
        </FavoritesContext>
      )}
    </div>
  )
}

function ListTab({
  list,
  active,
  compact,
  site,
  children,
}: {
  list?: ProductListType
  active: boolean
  compact: boolean
  site: ProductPageSearch['site']
  children: ReactNode
}) {
  const className = pillClass(active)
  return (
    <ListPageLink
      list={list}
      compact={compact}
      search={{ site }}
      className={className}
      aria-current={active ? 'page' : undefined}
    >
      {children}
    </ListPageLink>
  )
}

/**
 * A link to a product list page: the whole database or one list, in the grid or the classic layout.
 * The one place that maps (list, layout) to its route, for the list tabs and the layout switch.
 */
function ListPageLink({
  list,
  compact,
  search,
  children,
  ...anchor
}: {
  list?: ProductListType
  compact: boolean
  search: Partial<ProductPageSearch>
  children: ReactNode
  className: string
  'aria-current'?: 'page'
  'data-testid'?: string
}) {
  if (!list)
    return compact ? (
      <Link to="/product-database/old" search={search} {...anchor}>
        {children}
      </Link>
    ) : (
      <Link to="/product-database" search={search} {...anchor}>
        {children}
      </Link>
    )
  return compact ? (
    <Link to="/product-database-{$dataType}/old" params={{ dataType: list }} search={search} {...anchor}>
      {children}
    </Link>
  ) : (
    <Link to="/product-database-{$dataType}" params={{ dataType: list }} search={search} {...anchor}>
      {children}
    </Link>
  )
}

/** Switches between the grid and the classic layout, keeping every filter. */
function LayoutSwitch({
  list,
  compact,
  search,
  label,
}: {
  list?: ProductListType
  compact: boolean
  search: ProductPageSearch
  label: string
}) {
  return (
    <ListPageLink
      list={list}
      compact={!compact}
      search={search}
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
      data-testid="layout-switch"
    >
      {label}
    </ListPageLink>
  )
}
