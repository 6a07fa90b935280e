// The ad detail's charts: the linked product's and store's daily units from two weeks before the ad's
// first day to its last, each with a sentence and a table as its text alternative. Lazy-loaded: visx
// comes with this file.
import { ChartCard } from '@/components/charts/chart-card'
import { TrendChart, type TrendPoint } from '@/components/charts/trend-chart'
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
              <table className="mt-2 w-full text-xs">
                <thead>
                  <tr>
                    <th className="text-left">{m.ads_col_day()}</th>
                    <th className="text-right">{m.ads_col_units()}</th>
                    {chart.id === 'product' && detail.productSales ? (
                      <th className="text-right">{m.ads_col_price()}</th>
                    ) : null}
                    <th className="text-right">{m.ads_col_running()}</th>
                  </tr>
                </thead>
                <tbody>
                  {chart.series.values.map((v, i) => (
                    <tr key={addDays(chart.series.startDate, i)}>
                      <td>{formatDate(addDays(chart.series.startDate, i), locale)}</td>
                      <td className="text-right">{formatNumber(v)}</td>
                      {chart.id === 'product' && detail.productSales ? (
                        <td className="text-right">
                          {formatMoney(detail.productSales.prices[i] ?? null, locale, {
                            currency: detail.productSales.currency,
                          })}
                        </td>
                      ) : null}
                      <td className="text-right">{detail.runWindow.values[i] ? m.ads_yes() : m.ads_no()}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </ChartCard>
        )
      })}
    </div>
  )
}
