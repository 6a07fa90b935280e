// A chart's figures as a table anyone can open below it: the chart's caption says what it shows in a
// sentence, this gives every value (to a screen reader, or to someone copying a figure).
import type { ReactNode } from 'react'
import { Table, type TableColumn } from '@/components/ui/table'

/**
 * Closed by default so the chart stays the page's view; nothing is drawn when there is no figure to
 * show. `head: false` for two-column label/value tables, whose rows are named by their first cell.
 */
export function ChartFigures<Row>({
  label,
  caption,
  rows,
  rowKey,
  columns,
  head = true,
}: {
  /** The disclosure's text ("Show the figures as a table"). */
  label: string
  /** The table's caption: the chart's title. */
  caption: ReactNode
  rows: readonly Row[]
  rowKey: (row: Row, index: number) => string | number
  columns: ReadonlyArray<TableColumn<Row>>
  head?: boolean
}) {
  if (rows.length === 0) return null
  return (
    <details className="mt-2 text-xs text-gray-700">
      <summary className="cursor-pointer text-brand-700 hover:underline">{label}</summary>
      <Table
        className="mt-2 w-full"
        caption={caption}
        head={head}
        headRowClassName="text-gray-500"
        headerCellClassName="py-0.5 font-medium"
        cellClassName="py-0.5"
        rows={rows}
        rowKey={rowKey}
        columns={columns}
      />
    </details>
  )
}
