// The one static table: a caption (or label), a head of column headers, one row per item, numbers
// right-aligned in tabular figures. Lists with sorting and paging are the data grid
// (src/components/grid), not this.
import type * as React from 'react'
import { cn } from '@/lib/cn'

export type TableColumn<Row> = {
  /** Stable key of the column (React key of its cells). */
  key: string
  /** The column header (`<th scope="col">`). */
  header: React.ReactNode
  cell: (row: Row, index: number) => React.ReactNode
  /** A figure: header and cells right-aligned, cells in tabular figures so digits line up. */
  numeric?: boolean
  /** Alignment of header and cells when it is not what `numeric` implies (a right-aligned yes/no). */
  align?: 'left' | 'right'
  /** The cell that names its row: rendered as `<th scope="row">`. */
  rowHeader?: boolean
  /** Classes for both the header and the body cells of this column (e.g. `hidden md:table-cell`). */
  className?: string
  /** Classes for the header cell only. */
  headerClassName?: string
  /** Classes for the body cells only. */
  cellClassName?: string
  /** Attributes of a body cell (test ids, data attributes). */
  cellProps?: (row: Row, index: number) => React.ComponentProps<'td'> & Record<`data-${string}`, string>
}

/**
 * A table is named by its caption (visible, or for screen readers only), an aria-label, or the id of
 * the heading or sentence on the page that already says what it holds.
 */
type TableName =
  | { caption: React.ReactNode; captionClassName?: string; 'aria-label'?: never; 'aria-labelledby'?: never }
  | { 'aria-label': string; caption?: never; captionClassName?: never; 'aria-labelledby'?: never }
  | { 'aria-labelledby': string; caption?: never; captionClassName?: never; 'aria-label'?: never }

export type TableProps<Row> = TableName & {
  columns: ReadonlyArray<TableColumn<Row> | false | null | undefined>
  rows: readonly Row[]
  rowKey: (row: Row, index: number) => string | number
  /** Attributes of a body row (classes, test ids); merged after the rule between rows. */
  rowProps?: (row: Row, index: number) => React.ComponentProps<'tr'> & Record<`data-${string}`, string>
  /** Shown in one full-width row when there are no rows; without it an empty table has an empty body. */
  empty?: React.ReactNode
  /** A thin rule above every body row (the usual look); off for compact chart tables. */
  ruled?: boolean
  /** Key-value tables whose rows are named by their row header need no column head. */
  head?: boolean
  className?: string
  /** Classes of the `<thead>`. */
  headClassName?: string
  /** Classes of the head's row (the header text colour, mostly). */
  headRowClassName?: string
  /** Classes every header cell gets (padding, weight). */
  headerCellClassName?: string
  /** Classes every body cell gets (padding). */
  cellClassName?: string
  'data-testid'?: string
}

const present = <T,>(column: T | false | null | undefined): column is T => Boolean(column)

// No tailwind-merge (src/lib/cn.ts): the alignment is decided once here, never overridden by a class.
const alignOf = (c: { numeric?: boolean; align?: 'left' | 'right' }) =>
  (c.align ?? (c.numeric ? 'right' : 'left')) === 'right' ? 'text-right' : 'text-left'

export function Table<Row>(props: TableProps<Row>) {
  const {
    rows,
    rowKey,
    rowProps,
    empty,
    ruled = true,
    head = true,
    className,
    headClassName,
    headRowClassName,
    headerCellClassName,
    cellClassName,
  } = props
  const columns = props.columns.filter(present)
  const rule = ruled ? 'border-t border-gray-100' : undefined
  return (
    <table
      className={className}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      data-testid={props['data-testid']}
    >
      {props.caption === undefined ? null : (
        <caption className={props.captionClassName ?? 'sr-only'}>{props.caption}</caption>
      )}
      {head ? (
        <thead className={headClassName}>
          <tr className={headRowClassName}>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={cn(headerCellClassName, alignOf(c), c.className, c.headerClassName)}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {rows.length === 0 && empty !== undefined ? (
          <tr className={rule}>
            <td
              colSpan={columns.length}
              className={cn(cellClassName, 'text-gray-500')}
              data-testid="table-empty"
            >
              {empty}
            </td>
          </tr>
        ) : null}
        {rows.map((row, i) => {
          const { className: rowClass, ...rowRest } = rowProps?.(row, i) ?? {}
          return (
            <tr key={rowKey(row, i)} className={cn(rule, rowClass) || undefined} {...rowRest}>
              {columns.map((c) => {
                const { className: cellClass, ...cellRest } = c.cellProps?.(row, i) ?? {}
                const classes =
                  cn(
                    cellClassName,
                    c.rowHeader && 'font-normal',
                    (c.rowHeader || c.align || c.numeric) && alignOf(c),
                    c.numeric && 'tabular-nums',
                    c.className,
                    c.cellClassName,
                    cellClass,
                  ) || undefined
                return c.rowHeader ? (
                  <th key={c.key} scope="row" className={classes} {...cellRest}>
                    {c.cell(row, i)}
                  </th>
                ) : (
                  <td key={c.key} className={classes} {...cellRest}>
                    {c.cell(row, i)}
                  </td>
                )
              })}
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
