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

/** The grid's sort: one server-side sort key and its direction; null is the list's default order. */
export type GridSort = { id: string; desc: boolean } | null
