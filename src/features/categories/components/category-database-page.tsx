// The category database: the category tree of a site with each node's 30-day figures and market stage,
// expandable from the top level down to the leaves, filtered on those figures (the field table
// CATEGORY_FILTERS), sorted among siblings, paged by top-level category and exported whole.
// The URL holds the filters, sort and page; which nodes are open is the page's own state (with filters
// set, the branches leading to matches start open, so every match is on screen).

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type ReactNode, useMemo, useState } from 'react'
import { useRemainingCount } from '@/components/data-page/api-reaction'
import { useApplyFilters } from '@/components/data-page/apply-filters'
import { DataAsOf } from '@/components/data-page/data-as-of'
import { ExportButton } from '@/components/data-page/export-button'
import { FilterForm } from '@/components/data-page/filter-form'
import { Refusal } from '@/components/data-page/refusal'
import { SalesFigureValue } from '@/components/data-page/sales-figure'
import { Growth } from '@/components/grid/cells'
import { DataGrid } from '@/components/grid/data-grid'
import { type GridColumn, type GridSort, gridColumnHelper } from '@/components/grid/grid-features'
import { gridPaging } from '@/components/grid/paging'
import { flattenTree, TreeCell, type TreeRow, useExpanded } from '@/components/grid/tree'
import { StageBadge } from '@/features/catalog/components/stage-badge'
import type { SiteId } from '@/features/catalog/products.shared'
import { getLocale } from '@/i18n/locale'
import { API_CODES } from '@/lib/api-codes'
import { cn } from '@/lib/cn'
import type { Locale } from '@/lib/format'
import { formatCompact, formatMoney, formatNumber, formatPercent } from '@/lib/format'
import { localName } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { categoryListQueryOptions } from '../categories.queries'
import {
  CATEGORY_FILTERS,
  CATEGORY_PAGE_SIZES,
  CATEGORY_SORTS,
  type CategoryRow,
  type CategorySearch,
  DEFAULT_CATEGORY_PAGE_SIZE,
  DEFAULT_CATEGORY_SORT,
  lenientCategorySearch,
} from '../categories.shared'
import { CATEGORY_FORM } from './category-filter-form'

const col = gridColumnHelper<TreeRow<CategoryRow>>()
const isSort = (id: string) => (CATEGORY_SORTS as readonly string[]).includes(id)
const share = (value: number) => formatPercent(value, { decimals: 1 })

/** The category grid's columns (exported for the export-header test, which reads the file against them). */
export function categoryColumns(
  locale: Locale,
  currency: string,
  site: SiteId | undefined,
  toggle: (id: number) => void,
): Array<GridColumn<TreeRow<CategoryRow>>> {
  const figure = (id: string, label: () => string, value: (row: CategoryRow) => ReactNode, sortable = true) =>
    col.display({
      id,
      enableSorting: sortable,
      meta: { label, align: 'right' },
      cell: ({ row }) => value(row.original.node),
    })
  return [
    col.display({
      id: 'category',
      enableSorting: false,
      meta: { label: m.category_col_category, card: 'title', width: '16rem', hideable: false },
      cell: ({ row }) => {
        const tree = row.original
        const node = tree.node
        const name = localName(node, locale)
        return (
          <TreeCell
            row={tree}
            onToggle={() => toggle(node.id)}
            expandLabel={m.category_expand({ name })}
            collapseLabel={m.category_collapse({ name })}
          >
            <Link
              to="/category-analysis"
              search={{ category_id: node.id, site }}
              className={cn(
                'font-medium hover:text-brand-600 hover:underline',
                node.matched ? 'text-gray-900' : 'text-gray-500',
              )}
              data-testid="category-name"
              data-level={node.level}
            >
              {name}
            </Link>
          </TreeCell>
        )
      },
    }),
    col.display({
      id: 'stage',
      enableSorting: false,
      meta: { label: m.category_col_stage, align: 'center' },
      cell: ({ row }) => <StageBadge stage={row.original.node.stage} />,
    }),
    figure('sales', m.category_col_sales, (r) => (
      <SalesFigureValue figure={r.salesRange} format={(n) => formatCompact(n, locale)} />
    )),
    figure('revenue', m.category_col_revenue, (r) =>
      formatMoney(r.revenue, locale, { currency, compact: true }),
    ),
    figure('growth', m.category_col_growth, (r) => <Growth value={r.growth} />),
    figure('product_count', m.category_col_products, (r) => formatNumber(r.productCount)),
    figure('store_count', m.category_col_stores, (r) => formatNumber(r.storeCount)),
    figure('avg_price', m.category_col_avg_price, (r) => formatMoney(r.avgPrice, locale, { currency })),
    figure('new_share', m.category_col_new_share, (r) => share(r.newShare)),
    figure('semi_share', m.category_col_semi_share, (r) => share(r.semiShare)),
    figure('top10_share', m.category_col_top10_share, (r) => share(r.top10Share)),
  ]
}

/** Ids of the nodes that have a match somewhere below them: opened when filters are set. */
function branchesToMatches(roots: readonly CategoryRow[]): Set<string> {
  const open = new Set<string>()
  const walk = (node: CategoryRow): boolean => {
    let below = false
    for (const child of node.children) if (walk(child)) below = true
    if (below) open.add(String(node.id))
    return below || node.matched
  }
  for (const root of roots) walk(root)
  return open
}

export function CategoryDatabasePage({ search }: { search: CategorySearch }) {
  const locale = getLocale()
  const navigate = useNavigate({ from: '/category-database' })
  const query = useQuery({ ...categoryListQueryOptions(search), placeholderData: keepPreviousData })
  const reply = query.data
  useRemainingCount(reply, 'category-database')
  const data = reply?.code === API_CODES.success ? reply.data : null
  const filtered = Object.keys(CATEGORY_FILTERS).some(
    (key) => key !== 'site' && search[key as keyof CategorySearch] !== undefined,
  )
  // Opened by the user, kept per filter set: new filters open the branches to their matches.
  const filterKey = JSON.stringify(search)
  const { expanded, toggle, setExpanded } = useExpanded(() => new Set())
  const autoOpen = useMemo(
    () => (filtered && data ? branchesToMatches(data.list) : new Set<string>()),
    [filtered, data],
  )
  // Adjusted during render when the rows of a new filter set arrive (React's "state from props").
  const [openedFor, setOpenedFor] = useState<string | null>(null)
  if (openedFor !== filterKey && data && !query.isPlaceholderData) {
    setOpenedFor(filterKey)
    setExpanded(autoOpen)
  }
  const rows = flattenTree(
    data?.list ?? [],
    (n) => n.children,
    (n) => String(n.id),
    expanded,
  )

  const go = (next: Partial<CategorySearch>) =>
    void navigate({ to: '.', search: (prev) => ({ ...prev, ...next }) })
  const applyFilters = useApplyFilters(lenientCategorySearch)
  const sortId = search.sort ?? DEFAULT_CATEGORY_SORT
  const sort: GridSort = { id: sortId, desc: (search.order ?? 'desc') === 'desc' }
  const onSortChange = (next: GridSort) => {
    if (!next || !isSort(next.id)) return
    go({
      sort: next.id === DEFAULT_CATEGORY_SORT ? undefined : CATEGORY_SORTS.find((s) => s === next.id),
      order: next.desc ? undefined : 'asc',
      page: undefined,
    })
  }
  const page = Number(search.page ?? 1)
  const columns = categoryColumns(locale, data?.currency ?? 'USD', search.site, (id) => toggle(String(id)))

  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-6">
      <header className="mb-4">
        <h1 className="text-2xl font-bold text-gray-900">{m.category_database_title()}</h1>
        <p className="mt-1 text-sm text-gray-600">{m.category_database_description()}</p>
      </header>
      <FilterForm
        table={CATEGORY_FILTERS}
        form={CATEGORY_FORM}
        search={search}
        onApply={applyFilters}
        testId="category-filters"
        idPrefix="category"
      />
      {reply && reply.code !== API_CODES.success ? (
        <Refusal
          feature="category-database"
          code={reply.code}
          page={page}
          onBack={page > 1 ? () => go({ page: undefined }) : undefined}
          backLabel={m.category_first_page()}
        />
      ) : (
        <DataGrid
          data={rows}
          columns={columns}
          getRowId={(row) => String(row.node.id)}
          caption={m.category_database_title()}
          sort={sort}
          onSortChange={onSortChange}
          loading={query.isFetching && (query.isPlaceholderData || !data)}
          empty={filtered ? m.category_empty_filtered() : m.category_empty()}
          toolbar={
            <>
              <span className="text-xs text-gray-600" data-testid="category-node-total">
                {m.category_node_total({ count: formatNumber(data?.node_total ?? 0) })}
              </span>
              <DataAsOf date={data?.as_of} />
              <ExportButton
                endpoint="/api/category_analysis/export"
                params={search}
                total={data?.node_total ?? 0}
                fileName="categories.csv"
              />
            </>
          }
          pagination={gridPaging({
            search,
            sizes: CATEGORY_PAGE_SIZES,
            defaultSize: DEFAULT_CATEGORY_PAGE_SIZE,
            reply: data,
            go,
          })}
          testId="category-grid"
        />
      )}
    </div>
  )
}
