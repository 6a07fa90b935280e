// A chart's figures under a closed disclosure: every value in a captioned table, and nothing drawn when
// the chart has no figure.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ChartFigures } from '@/components/charts/chart-figures'

type Point = [string, string]
const render = (rows: Point[], head = true) =>
  renderToStaticMarkup(
    <ChartFigures
      label="Show the figures as a table"
      caption="Daily searches"
      head={head}
      rows={rows}
      rowKey={([day]) => day}
      columns={[
        { key: 'day', header: 'Day', rowHeader: true, cell: ([day]) => day },
        { key: 'value', header: 'Searches', numeric: true, cell: ([, value]) => value },
      ]}
    />,
  )

describe('ChartFigures', () => {
  it('draws nothing when there is no figure', () => {
    expect(render([])).toBe('')
  })

  it('gives every figure in a captioned table behind a closed disclosure', () => {
    const html = render([
      ['2026-11-01', '1,200'],
      ['2026-11-02', '1,350'],
    ])
    expect(html).toMatch(/^<details [^>]*><summary [^>]*>Show the figures as a table<\/summary><table/)
    expect(html).not.toContain('<details open')
    expect(html).toContain('<caption')
    expect(html).toContain('Daily searches')
    expect(html.replace(/<[^>]+>/g, ' ')).toMatch(/2026-11-01\s+1,200\s+2026-11-02\s+1,350/)
    expect(html).toContain('<thead')
  })

  it('leaves out the column head of a label/value table', () => {
    expect(render([['Top 10 share', '41 %']], false)).not.toContain('<thead')
  })
})
