// The selected country's (or the world's) ads running per day: a chart with a tooltip, a sentence and a
// table as its text alternative. Lazy-loaded: visx comes with this file.
import { ChartCard } from '@/components/charts/chart-card'
import { TrendChart, type TrendPoint } from '@/components/charts/trend-chart'
import { Table } from '@/components/ui/table'
import { addDays } from '@/lib/days'
import type { Locale } from '@/lib/format'
import { formatCompact, formatDate, formatNumber } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { DaySeries } from '../ads.shared'

export default function AdTrendSeries({
  series,
  title,
  locale,
}: {
  series: DaySeries
  title: string
  locale: Locale
}) {
  const points: TrendPoint[] = series.values.map((value, i) => ({ day: addDays(series.startDate, i), value }))
  const max = Math.max(0, ...series.values)
  const peak = points[series.values.indexOf(max)]
  const summary = m.ads_trend_series_summary({
    label: title,
    first: formatNumber(series.values[0] ?? 0),
    last: formatNumber(series.values.at(-1) ?? 0),
    max: formatNumber(max),
    day: peak ? formatDate(peak.day, locale) : '-',
  })
  return (
    <ChartCard title={title} summary={summary}>
      <p className="mb-2 text-sm text-gray-700" data-testid="ads-trend-series-summary">
        {summary}
      </p>
      <TrendChart
        points={points}
        label={title}
        formatValue={(n) => formatCompact(n, locale)}
        formatDay={(d) => formatDate(d, locale).slice(5)}
        emptyText={m.ads_trend_empty()}
        wholeNumbers
        testId="ads-trend-series"
      />
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-gray-700">{m.ads_chart_table()}</summary>
        <Table
          className="mt-2 w-full text-xs"
          caption={title}
          ruled={false}
          rows={points}
          rowKey={(p) => p.day}
          columns={[
            { key: 'day', header: m.ads_col_day(), cell: (p) => formatDate(p.day, locale) },
            {
              key: 'running',
              header: m.ads_trend_running(),
              numeric: true,
              cell: (p) => formatNumber(p.value ?? 0),
            },
          ]}
        />
      </details>
    </ChartCard>
  )
}
