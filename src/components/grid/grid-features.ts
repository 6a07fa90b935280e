// The one grid's TanStack Table v9 setup: which features every list in the app gets, and the column
// metadata the grid reads (label, alignment, how a column shows on the narrow-screen card).
import {
  type CellData,
  type ColumnDef,
  columnVisibilityFeature,
  createColumnHelper,
  type RowData,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table'
import type { ReactNode } from 'react'

export type GridColumnMeta = {
  /** The header text, also used for the column picker and the card's field labels. */
  label: () => string
  align?: 'left' | 'right' | 'center'
  /**
   * Where the column goes on a narrow-screen card: `media` (left image), `title` (the card's heading),
   * `field` (a labelled value, the default) or `none` (desktop only, e.g. a duplicate of the title).
   */
  card?: 'media' | 'title' | 'field' | 'none'
  /** The direction of a first click on the header: descending unless it says 'asc' (price). */
  firstSort?: 'asc' | 'desc'
  /** False for columns the user cannot hide (the product itself). */
  hideable?: boolean
  /**
   * Shown on the card only (e.g. a large image the table already shows inside another cell): hidden by
   * CSS in the table layout, left out of the compact layout. It must be a `media` column.
   */
  cardOnly?: boolean
  /** Minimum width in the table layout. */
  width?: string
}

export const gridFeatures = tableFeatures({
  rowSortingFeature,
  columnVisibilityFeature,
  columnMeta: {} as GridColumnMeta,
})

export type GridFeatures = typeof gridFeatures
export type GridColumn<T extends RowData> = ColumnDef<GridFeatures, T, CellData>

export const gridColumnHelper = <T extends RowData>() => createColumnHelper<GridFeatures, T>()

/**
 * A figure column: a count, an amount, a date or a ratio, right-aligned so the digits line up, its cell
 * what `value` shows of the row. Most columns of every list are one; the id is the sort key when the
 * column sorts (`sortable: false` when the list cannot sort by it), `firstSort: 'asc'` for prices.
 */
export function figureColumn<T extends RowData>(
  id: string,
  label: () => string,
  value: (row: T) => ReactNode,
  { sortable = true, firstSort }: { sortable?: boolean; firstSort?: 'asc' | 'desc' } = {},
): GridColumn<T> {
  return createColumnHelper<GridFeatures, T>().display({
    id,
    ...(sortable ? {} : { enableSorting: false }),
    meta: { label, align: 'right', ...(firstSort ? { firstSort } : {}) },
    cell: ({ row }) => value(row.original),
  })
}

/** The grid's sort: one server-side sort key and its direction; null is the list's default order. */
export type GridSort = { id: string; desc: boolean } | null
