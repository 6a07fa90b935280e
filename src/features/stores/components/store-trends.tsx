// The store detail's four trend charts (sales, revenue, product count, new listings) over the chosen
// range, each with a sentence and a table as its text alternative. Lazy-loaded: visx comes with this file.
import { ChartCard } from '@/components/charts/chart-card'
import { lastDays, TrendChart } from '@/components/charts/trend-chart'
import { Table } from '@/components/ui/table'
import type { Locale } from '@/lib/format'
import { formatCompact, formatDate, formatMoney, formatNumber } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { StoreDetail, StoreTrendRange } from '../stores.shared'

type Series = StoreDetail['series']

export default function StoreTrends({
  series,
  range,
  locale,
}: {
  series: Series
  range: StoreTrendRange
  locale: Locale
}) {
  const day = (d: string) => formatDate(d, locale).slice(5)
  // Compact on the axis: "$50,000.00" does not fit beside the chart.
  const usd = (n: number) => formatMoney(n, locale, { currency: 'USD', compact: true })
  const count = (n: number) => formatCompact(n, locale)
  const charts = [
    {
      id: 'sales',
      title: m.store_chart_sales(),
      values: series.sales,
      format: count,
      color: '#10b981',
      flow: true,
    },
    {
      id: 'revenue',
      title: m.store_chart_revenue(),
      values: series.revenueUsd,
      format: usd,
      color: '#f97316',
      flow: true,
    },
    {
      id: 'products',
      title: m.store_chart_products(),
      values: series.productCount,
      format: count,
      color: '#6366f1',
      flow: false,
    },
    {
      id: 'listings',
      title: m.store_chart_new_listings(),
      values: series.newListings,
      format: count,
      color: '#0ea5e9',
      flow: true,
    },
  ] as const
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {charts.map((chart) => {
        const points = lastDays(series.startDate, chart.values, range)
        const values = points.map((p) => p.value ?? 0)
        const max = Math.max(0, ...values)
        const peak = points[values.indexOf(max)]
        // Flows (units, money, listings) are summed over the range; a level (product count) is not.
        const summary = chart.flow
          ? m.store_chart_summary({
              label: chart.title,
              total: chart.format(values.reduce((a, b) => a + b, 0)),
              days: range,
              max: chart.format(max),
              day: peak ? formatDate(peak.day, locale) : '-',
            })
          : m.store_chart_summary_level({
              label: chart.title,
              first: formatNumber(values[0] ?? 0),
              last: formatNumber(values.at(-1) ?? 0),
              days: range,
            })
        return (
          <ChartCard key={chart.id} title={chart.title} className="border border-gray-100 shadow-none">
            <TrendChart
              points={points}
              label={summary}
              formatValue={chart.format}
              formatDay={day}
              color={chart.color}
              testId={`store-chart-${chart.id}`}
              emptyText={m.store_none()}
              wholeNumbers={chart.id !== 'revenue'}
            />
            <p className="mt-2 text-xs text-gray-600" data-testid={`store-chart-${chart.id}-summary`}>
              {summary}
            </p>
            <details className="mt-1 text-xs">
              <summary className="cursor-pointer text-brand-700">{m.store_show_table()}</summary>
              <div className="mt-2 max-h-56 overflow-auto">
                <Table
                  className="w-full"
                  caption={chart.title}
                  headRowClassName="text-gray-500"
                  headerCellClassName="font-medium"
                  ruled={false}
                  rows={points}
                  rowKey={(p) => p.day}
                  columns={[
                    { key: 'day', header: m.store_table_day(), cell: (p) => formatDate(p.day, locale) },
                    {
                      key: 'value',
                      header: chart.title,
                      numeric: true,
                      cell: (p) => chart.format(p.value ?? 0),
                    },
                  ]}
                />
              </div>
            </details>
          </ChartCard>
        )
      })}
    </div>
  )
}
