// The one grid every list page uses (TanStack Table v9): server-side sort and pagination, column
// visibility owned by the caller (pages keep it in the URL), sticky header, skeleton rows while loading,
// an empty state, sortable headers announced through aria-sort, and the same rows laid out as cards on
// narrow screens. It renders what it is given and fetches nothing: the page owns the data and the URL.
import {
  type ColumnVisibilityState,
  FlexRender,
  type Row,
  type RowData,
  type SortingState,
  type Updater,
  useTable,
} from '@tanstack/react-table'
import { ArrowDown, ArrowUp, ArrowUpDown, Columns3 } from 'lucide-react'
import { memo, type ReactNode } from 'react'
import { Disclosure } from '@/components/ui/disclosure'
import { cn } from '@/lib/cn'
import { formatNumber, formatTotal } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { Button } from '../ui/button'
import {
  type GridColumn,
  type GridColumnMeta,
  type GridFeatures,
  type GridSort,
  gridFeatures,
} from './grid-features'

export type GridPagination = {
  page: number
  pageSize: number
  pageSizes: readonly number[]
  total: number
  /** More rows exist than `total` says (shown as "10,000+"). */
  totalCapped: boolean
  /** `total` is the planner's estimate, not a count (shown as "≈1,200"). */
  totalEstimated?: boolean
  hasNext: boolean
  onPage: (page: number) => void
  /** Needed when there is more than one page size to choose from. */
  onPageSize?: (size: number) => void
}

type DataGridProps<T extends RowData> = {
  data: readonly T[]
  columns: Array<GridColumn<T>>
  getRowId: (row: T) => string
  /** What the table is, for screen readers. */
  caption: string
  sort?: GridSort
  onSortChange?: (sort: GridSort) => void
  columnVisibility?: ColumnVisibilityState
  onColumnVisibilityChange?: (visibility: ColumnVisibilityState) => void
  pagination?: GridPagination
  /** No rows yet: skeleton rows. With rows: they stay, dimmed, until the next ones arrive. */
  loading?: boolean
  empty?: ReactNode
  /** Classic compact layout (the `/old` pages): denser rows, no card layout. */
  compact?: boolean
  toolbar?: ReactNode
  testId?: string
}

const resolve = <S,>(updater: Updater<S>, previous: S): S =>
  typeof updater === 'function' ? (updater as (old: S) => S)(previous) : updater

const SKELETON_ROWS = 8

/** Where a cell goes on the narrow-screen card (data-card, styled by .data-grid-cards in app.css). */
const cardPlace = (meta: GridColumnMeta | undefined) => meta?.card ?? 'field'

export function DataGrid<T extends RowData>({
  data,
  columns,
  getRowId,
  caption,
  sort = null,
  onSortChange,
  columnVisibility = {},
  onColumnVisibilityChange,
  pagination,
  loading = false,
  empty,
  compact = false,
  toolbar,
  testId = 'data-grid',
}: DataGridProps<T>) {
  const sorting: SortingState = sort ? [sort] : []
  const table = useTable({
    features: gridFeatures,
    columns,
    data: data as T[],
    getRowId: (row) => getRowId(row),
    // The sort is the server's: rows arrive in order and the table only shows which column it is.
    state: { sorting, columnVisibility },
    manualSorting: true,
    onColumnVisibilityChange: (updater) => onColumnVisibilityChange?.(resolve(updater, columnVisibility)),
  })
  const visible = table.getVisibleLeafColumns()
  const rows = table.getRowModel().rows
  const showSkeleton = loading && data.length === 0
  const hideable = table.getAllLeafColumns().filter((c) => c.columnDef.meta?.hideable !== false)
  const sortOptions: SortOption[] = onSortChange
    ? visible
        .filter((c) => c.columnDef.enableSorting !== false)
        .map((c) => ({
          id: c.id,
          label: c.columnDef.meta?.label() ?? c.id,
          firstDesc: c.columnDef.meta?.firstSort !== 'asc',
        }))
    : []
  const cell = cellClass(compact)
  // What a row's cells depend on besides the row and the columns: which columns show.
  const visibleKey = visible.map((c) => c.id).join(' ')

  return (
    <section className="rounded-xl bg-white shadow-sm" data-testid={testId} aria-busy={loading}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-100 px-3 py-2 text-sm">
        <p className="text-gray-600" data-testid="grid-total">
          {pagination
            ? m.grid_total({
                total: formatTotal({
                  total: pagination.total,
                  total_capped: pagination.totalCapped,
                  total_estimated: pagination.totalEstimated,
                }),
              })
            : null}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {/* The card layout hides the column headers, and with them their sort buttons: a picker instead. */}
          {onSortChange && !compact && sortOptions.length > 0 ? (
            <CardSort options={sortOptions} sort={sort} onSortChange={onSortChange} />
          ) : null}
          {toolbar}
          {onColumnVisibilityChange && hideable.length > 0 ? (
            <Disclosure
              label={
                <span className="inline-flex items-center gap-1">
                  <Columns3 className="size-4" aria-hidden />
                  {m.grid_columns()}
                </span>
              }
              triggerClassName="h-8 rounded-md border border-gray-300 px-3 hover:border-brand-500"
              panelClassName="w-56 p-2"
              testId="grid-columns"
            >
              <fieldset onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
                <legend className="sr-only">{m.grid_columns()}</legend>
                {hideable.map((column) => (
                  <label
                    key={column.id}
                    className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-gray-50"
                  >
                    <input
                      type="checkbox"
                      checked={column.getIsVisible()}
                      onChange={(e) => column.toggleVisibility(e.target.checked)}
                      data-testid={`grid-column-${column.id}`}
                    />
                    {column.columnDef.meta?.label() ?? column.id}
                  </label>
                ))}
              </fieldset>
            </Disclosure>
          ) : null}
        </div>
      </div>

      {/*
        One table for every width. Below the md breakpoint the `data-grid-cards` styles (app.css) lay
        each row out as a card: image left, title, then labelled fields in two columns. Rendering a
        second, card markup for phones doubled the server render of every list page.
      */}
      <div
        className={cn(
          compact ? 'max-h-[78vh] overflow-auto' : 'md:max-h-[78vh] md:overflow-auto',
          loading && data.length > 0 && 'opacity-60 transition-opacity',
        )}
      >
        <table className={cn('w-full border-collapse', compact ? 'text-xs' : 'data-grid-cards text-sm')}>
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 z-10 bg-gray-50 text-xs text-gray-500 shadow-[0_1px_0_0_theme(colors.gray.200)]">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers
                  .filter((h) => !(compact && h.column.columnDef.meta?.cardOnly))
                  .map((header) => {
                    const meta = header.column.columnDef.meta
                    // Sorting is server-side: a column sorts when the page handles sorts and the column allows it.
                    const sortable = Boolean(onSortChange) && header.column.columnDef.enableSorting !== false
                    const direction = sort?.id === header.column.id ? (sort.desc ? 'desc' : 'asc') : false
                    const toggle = () =>
                      onSortChange?.({
                        id: header.column.id,
                        desc: direction ? direction === 'asc' : meta?.firstSort !== 'asc',
                      })
                    const label = meta?.label() ?? header.column.id
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        style={{ minWidth: meta?.width }}
                        aria-sort={
                          direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined
                        }
                        data-card={meta?.cardOnly ? 'media' : undefined}
                        className={cn(
                          cell,
                          'font-medium whitespace-nowrap',
                          meta?.align === 'right'
                            ? 'text-right'
                            : meta?.align === 'center'
                              ? 'text-center'
                              : 'text-left',
                        )}
                      >
                        {sortable ? (
                          <button
                            type="button"
                            onClick={toggle}
                            className={cn(
                              'inline-flex items-center gap-1 rounded hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500',
                              direction && 'text-brand-600',
                            )}
                            data-testid={`grid-sort-${header.column.id}`}
                          >
                            {label}
                            {direction === 'asc' ? (
                              <ArrowUp className="size-3.5" aria-hidden />
                            ) : direction === 'desc' ? (
                              <ArrowDown className="size-3.5" aria-hidden />
                            ) : (
                              <ArrowUpDown className="size-3.5 opacity-40" aria-hidden />
                            )}
                            <span className="sr-only">
                              {direction === 'asc'
                                ? m.grid_sorted_asc()
                                : direction === 'desc'
                                  ? m.grid_sorted_desc()
                                  : m.grid_sortable()}
                            </span>
                          </button>
                        ) : (
                          label
                        )}
                      </th>
                    )
                  })}
              </tr>
            ))}
          </thead>
          <tbody>
            {showSkeleton
              ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <tr key={i} className="border-t border-gray-100" data-testid="grid-skeleton">
                    {visible
                      .filter((c) => !(compact && c.columnDef.meta?.cardOnly))
                      .map((column) => (
                        <td key={column.id} className={cell} data-card={cardPlace(column.columnDef.meta)}>
                          <div
                            className={cn(
                              'animate-pulse rounded bg-gray-100',
                              column.columnDef.meta?.card === 'media' ? 'size-16' : 'h-4 w-full',
                            )}
                          />
                        </td>
                      ))}
                  </tr>
                ))
              : rows.map((row) => (
                  <GridRow
                    key={row.id}
                    row={row}
                    columns={columns}
                    visibleKey={visibleKey}
                    compact={compact}
                  />
                ))}
          </tbody>
        </table>
      </div>

      {!loading && data.length === 0 ? (
        <div className="p-10 text-center text-sm text-gray-600" data-testid="grid-empty">
          {empty ?? m.grid_empty()}
        </div>
      ) : null}

      {pagination ? <GridPager pagination={pagination} /> : null}
    </section>
  )
}

/**
 * The sort of the card layout (below md): a column picker and a direction button, writing the same sort
 * as the column headers (the page keeps it in the URL).
 */
type SortOption = { id: string; label: string; firstDesc: boolean }

function CardSort({
  options,
  sort,
  onSortChange,
}: {
  options: SortOption[]
  sort: GridSort
  onSortChange: (sort: GridSort) => void
}) {
  const firstDesc = (id: string) => options.find((o) => o.id === id)?.firstDesc ?? true
  return (
    <div className="flex items-center gap-1 md:hidden">
      <label className="flex items-center gap-1 text-gray-600">
        <span>{m.grid_sort_by()}</span>
        <select
          className="h-8 max-w-40 rounded-md border border-gray-300 bg-white px-2"
          value={sort?.id ?? ''}
          onChange={(e) =>
            onSortChange(e.target.value ? { id: e.target.value, desc: firstDesc(e.target.value) } : null)
          }
          data-testid="grid-sort-select"
        >
          {sort ? null : <option value="">{m.grid_sort_default()}</option>}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <Button
        variant="outline"
        size="sm"
        disabled={!sort}
        onClick={() => sort && onSortChange({ id: sort.id, desc: !sort.desc })}
        aria-label={sort?.desc === false ? m.grid_sort_flip_to_desc() : m.grid_sort_flip_to_asc()}
        data-testid="grid-sort-direction"
      >
        {sort?.desc === false ? <ArrowUp aria-hidden /> : <ArrowDown aria-hidden />}
      </Button>
    </div>
  )
}

const cellClass = (compact: boolean) => (compact ? 'px-2 py-1' : 'px-3 py-2')

type GridRowProps<T extends RowData> = {
  row: Row<GridFeatures, T>
  /** Compared by identity: new column definitions (a locale change) redraw every row. */
  columns: Array<GridColumn<T>>
  visibleKey: string
  compact: boolean
}

/**
 * One row of cells. Memoized on its data, so a page that re-renders for something else (the session
 * arriving after hydration, the favorites answer, a dimmed refetch of the same rows) redraws none of its
 * fifty rows: that redraw was the longest task after a list page's hydration on a phone. It holds only
 * when the page's columns are memoized; state that changes per row (a star) is read from a context.
 */
const GridRow = memo(
  function GridRow<T extends RowData>({ row, compact }: GridRowProps<T>) {
    const cell = cellClass(compact)
    return (
      <tr
        className="border-t border-gray-100 align-top hover:bg-brand-50/40 focus-within:bg-brand-50/40"
        data-testid="grid-row"
      >
        {row
          .getVisibleCells()
          .filter((c) => !(compact && c.column.columnDef.meta?.cardOnly))
          .map((c) => {
            const meta = c.column.columnDef.meta
            const place = cardPlace(meta)
            return (
              <td
                key={c.id}
                data-card={place}
                data-label={place === 'field' ? meta?.label() : undefined}
                className={cn(
                  cell,
                  meta?.align === 'right'
                    ? 'text-right whitespace-nowrap tabular-nums'
                    : meta?.align === 'center'
                      ? 'text-center'
                      : '',
                )}
              >
                <FlexRender cell={c} />
              </td>
            )
          })}
      </tr>
    )
  },
  // The row object may be rebuilt around the same data (the table recomputes its model when its
  // options change): the data, the columns and what shows are what a row's cells are drawn from (the
  // row's id is its key, so it never differs here).
  (before, after) =>
    before.row.original === after.row.original &&
    before.columns === after.columns &&
    before.visibleKey === after.visibleKey &&
    before.compact === after.compact,
) as <T extends RowData>(props: GridRowProps<T>) => ReactNode

function GridPager({ pagination }: { pagination: GridPagination }) {
  const { page, pageSize, pageSizes, total, totalCapped, hasNext, onPage, onPageSize } = pagination
  const pages = Math.max(1, Math.ceil(total / pageSize))
  return (
    <nav
      className="flex flex-wrap items-center justify-end gap-3 border-t border-gray-100 px-3 py-2 text-sm"
      aria-label={m.grid_pagination()}
    >
      {pageSizes.length > 1 ? (
        <label className="flex items-center gap-2 text-gray-600">
          {m.grid_page_size()}
          <select
            className="h-8 rounded-md border border-gray-300 bg-white px-2"
            value={pageSize}
            onChange={(e) => onPageSize?.(Number(e.target.value))}
            data-testid="grid-page-size"
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <span className="text-gray-600" data-testid="grid-page" aria-live="polite">
        {totalCapped || pagination.totalEstimated
          ? m.grid_page({ page: formatNumber(page) })
          : m.grid_page_of({ page: formatNumber(page), pages: formatNumber(pages) })}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        data-testid="grid-prev"
      >
        {m.grid_prev()}
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={!hasNext}
        onClick={() => onPage(page + 1)}
        data-testid="grid-next"
      >
        {m.grid_next()}
      </Button>
    </nav>
  )
}
