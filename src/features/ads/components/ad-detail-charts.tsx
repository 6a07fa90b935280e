// The ad detail's charts: the linked product's and store's daily units from two weeks before the ad's
// first day to its last, each with a sentence and a table as its text alternative. Lazy-loaded: visx
// comes with this file.
import { ChartCard } from '@/components/charts/chart-card'
import { TrendChart, type TrendPoint } from '@/components/charts/trend-chart'
import { Table } from '@/components/ui/table'
import { addDays } from '@/lib/days'
import type { Locale } from '@/lib/format'
import { formatCompact, formatDate, formatMoney, formatNumber } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { AdDetail, DaySeries } from '../ads.shared'

const points = (s: DaySeries): TrendPoint[] =>
  s.values.map((value, i) => ({ day: addDays(s.startDate, i), value }))

/** Average daily units before the ad's first day and while it ran: the figure a seller asks for. */
function beforeDuring(values: readonly number[], run: readonly number[]): { before: number; during: number } {
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0)
  return {
    before: mean(values.filter((_, i) => run[i] === 0)),
    during: mean(values.filter((_, i) => run[i] === 1)),
  }
}

export default function AdDetailCharts({ detail, locale }: { detail: AdDetail; locale: Locale }) {
  const day = (d: string) => formatDate(d, locale).slice(5)
  const charts = [
    detail.productSales
      ? { id: 'product', title: m.ads_chart_product_sales(), series: detail.productSales, color: '#10b981' }
      : null,
    detail.storeSales
      ? { id: 'store', title: m.ads_chart_store_sales(), series: detail.storeSales, color: '#6366f1' }
      : null,
  ].filter((c) => c !== null)
  if (charts.length === 0) return <p className="text-sm text-gray-600">{m.ads_no_sales()}</p>
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {charts.map((chart) => {
        const { before, during } = beforeDuring(chart.series.values, detail.runWindow.values)
        // The product chart's table also gives the day's price.
        const sales = chart.id === 'product' ? detail.productSales : null
        const summary = m.ads_chart_summary({
          label: chart.title,
          before: formatNumber(before, { decimals: 1 }),
          during: formatNumber(during, { decimals: 1 }),
          first: formatDate(detail.firstSeen, locale),
        })
        return (
          <ChartCard key={chart.id} title={chart.title} summary={summary}>
            <p className="mb-2 text-sm text-gray-700" data-testid={`ads-chart-${chart.id}-summary`}>
              {summary}
            </p>
            <TrendChart
              points={points(chart.series)}
              label={chart.title}
              formatValue={(n) => formatCompact(n, locale)}
              formatDay={day}
              color={chart.color}
              emptyText={m.ads_no_sales()}
              wholeNumbers
              testId={`ads-chart-${chart.id}`}
            />
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer text-gray-700">{m.ads_chart_table()}</summary>
              <Table
                className="mt-2 w-full text-xs"
                caption={chart.title}
                ruled={false}
                rows={chart.series.values}
                rowKey={(_, i) => addDays(chart.series.startDate, i)}
                columns={[
                  {
                    key: 'day',
                    header: m.ads_col_day(),
                    cell: (_, i) => formatDate(addDays(chart.series.startDate, i), locale),
                  },
                  { key: 'units', header: m.ads_col_units(), numeric: true, cell: (v) => formatNumber(v) },
                  sales && {
                    key: 'price',
                    header: m.ads_col_price(),
                    numeric: true,
                    cell: (_, i) =>
                      formatMoney(sales.prices[i] ?? null, locale, { currency: sales.currency }),
                  },
                  {
                    key: 'running',
                    header: m.ads_col_running(),
                    align: 'right',
                    cell: (_, i) => (detail.runWindow.values[i] ? m.ads_yes() : m.ads_no()),
                  },
                ]}
              />
            </details>
          </ChartCard>
        )
      })}
    </div>
  )
}
