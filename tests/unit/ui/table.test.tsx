// The table primitive: headers announce their column or row, figures line up on the right, and a table
// with nothing to show says so in one full-width row.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Table, type TableColumn } from '@/components/ui/table'

type Row = { name: string; sales: number }
const COLUMNS: TableColumn<Row>[] = [
  { key: 'name', header: 'Store', rowHeader: true, cell: (r) => r.name },
  { key: 'sales', header: 'Sales', numeric: true, cell: (r) => r.sales },
]
const ROWS: Row[] = [
  { name: 'North', sales: 1200 },
  { name: 'South', sales: 35 },
]

const render = (rows: Row[], empty?: string) =>
  renderToStaticMarkup(
    <Table caption="Top stores" columns={COLUMNS} rows={rows} rowKey={(r) => r.name} empty={empty} />,
  )

/** Each element `tag` in `html` (no nesting of the same tag here): its attributes and its text. */
const cells = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}([^>]*)>(.*?)</${tag}>`, 'g'))].map(([, attrs = '', text = '']) => ({
    scope: /scope="([^"]*)"/.exec(attrs)?.[1],
    classes: (/class="([^"]*)"/.exec(attrs)?.[1] ?? '').split(' '),
    colSpan: /colSpan="([^"]*)"/i.exec(attrs)?.[1],
    text: text.replace(/<[^>]+>/g, ''),
  }))
const section = (html: string, tag: string) => new RegExp(`<${tag}>(.*?)</${tag}>`).exec(html)?.[1] ?? ''

describe('Table', () => {
  it('names itself and scopes every header', () => {
    const html = render(ROWS)
    expect(cells(html, 'caption').map((c) => c.text)).toEqual(['Top stores'])
    expect(cells(section(html, 'thead'), 'th').map((th) => [th.text, th.scope])).toEqual([
      ['Store', 'col'],
      ['Sales', 'col'],
    ])
    expect(cells(section(html, 'tbody'), 'th').map((th) => [th.text, th.scope])).toEqual([
      ['North', 'row'],
      ['South', 'row'],
    ])
  })

  it('right-aligns numeric columns in tabular figures, header included', () => {
    const html = render(ROWS)
    const [nameHead, salesHead] = cells(section(html, 'thead'), 'th')
    expect(salesHead?.classes).toContain('text-right')
    expect(nameHead?.classes).not.toContain('text-right')
    const figures = cells(section(html, 'tbody'), 'td')
    expect(figures.map((td) => td.text)).toEqual(['1200', '35'])
    for (const td of figures) {
      expect(td.classes).toContain('text-right')
      expect(td.classes).toContain('tabular-nums')
    }
  })

  it('shows the empty message in one row across every column', () => {
    const body = section(render([], 'No stores yet'), 'tbody')
    expect(cells(body, 'tr')).toHaveLength(1)
    const [cell] = cells(body, 'td')
    expect(cell?.text).toBe('No stores yet')
    expect(cell?.colSpan).toBe('2')
    // With rows there is no empty row.
    expect(render(ROWS, 'No stores yet')).not.toContain('No stores yet')
  })
})
