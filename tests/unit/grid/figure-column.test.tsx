// A figure column of the grid: right-aligned, sortable by its id unless told otherwise (price sorts
// ascending first), its cell what the page shows of the row.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DataGrid } from '@/components/grid/data-grid'
import { figureColumn } from '@/components/grid/grid-features'

type Row = { id: number; sales: number }
const label = () => 'Sales'

describe('figureColumn', () => {
  it('is a right-aligned, sortable column named by its id', () => {
    const column = figureColumn<Row>('month_sales', label, (row) => row.sales * 2)
    expect(column.id).toBe('month_sales')
    expect(column.meta).toEqual({ label, align: 'right' })
    expect(column.enableSorting).toBeUndefined()
  })

  it('can be left unsortable, or sorted ascending on a first click', () => {
    expect(figureColumn<Row>('products', label, (row) => row.id, { sortable: false }).enableSorting).toBe(
      false,
    )
    expect(figureColumn<Row>('price', label, (row) => row.id, { firstSort: 'asc' }).meta).toEqual({
      label,
      align: 'right',
      firstSort: 'asc',
    })
  })

  it('shows what the page makes of the row, in right-aligned figures', () => {
    const html = renderToStaticMarkup(
      <DataGrid
        data={[{ id: 1, sales: 21 }]}
        columns={[figureColumn<Row>('month_sales', label, (row) => `${row.sales * 2} sold`)]}
        getRowId={(row) => String(row.id)}
        caption="Stores"
      />,
    )
    const cell = /<td [^>]*class="([^"]*)"[^>]*>([^<]*)<\/td>/.exec(html)
    expect(cell?.[2]).toBe('42 sold')
    expect(cell?.[1]?.split(' ')).toEqual(expect.arrayContaining(['text-right', 'tabular-nums']))
  })
})
