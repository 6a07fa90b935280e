// The keyword analysis charts: daily searches over 90 days, monthly searches over the year, supply
// against demand, and the price bands of its products. Each has a text alternative in its caption and
// its figures as a table anyone can open. Lazy-loaded: visx comes with this file only.
import { type BarDatum, HorizontalBars } from '@/components/charts/bar-chart'
import { ChartCard } from '@/components/charts/chart-card'
import { ChartFigures } from '@/components/charts/chart-figures'
import { TrendChart, type TrendPoint } from '@/components/charts/trend-chart'
import { addDays } from '@/lib/days'
import type { Locale } from '@/lib/format'
import { formatCompact, formatDate, formatNumber, formatPriceRange } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { KeywordAnalysis } from '../keywords.shared'

function FiguresTable({ rows, title }: { rows: Array<[string, string]>; title: string }) {
  return (
    <ChartFigures
      label={m.keyword_chart_table()}
      caption={title}
      head={false}
      rows={rows}
      rowKey={([label]) => label}
      columns={[
        { key: 'label', header: null, rowHeader: true, cell: ([label]) => label },
        { key: 'value', header: null, numeric: true, cell: ([, value]) => value },
      ]}
    />
  )
}

export default function KeywordAnalysisCharts({
  detail,
  locale,
  classic,
}: {
  detail: KeywordAnalysis
  locale: Locale
  classic: boolean
}) {
  const end = detail.asOf ?? new Date().toISOString().slice(0, 10)
  const daily: TrendPoint[] = detail.daily.map((value, i) => ({
    day: addDays(end, i - detail.daily.length + 1),
    value,
  }))
  const values = detail.daily
  const dailySummary =
    values.length > 0
      ? m.keyword_chart_daily_summary({
          from: formatDate(daily[0]!.day, locale),
          to: formatDate(end, locale),
          first: formatNumber(values[0]!),
          last: formatNumber(values.at(-1)!),
          high: formatNumber(Math.max(...values)),
          low: formatNumber(Math.min(...values)),
        })
      : m.keyword_chart_no_data()
  const monthNames = detail.monthly.map((_, i) => {
    const d = new Date(`${end}T00:00:00Z`)
    d.setUTCDate(1)
    d.setUTCMonth(d.getUTCMonth() - (detail.monthly.length - 1 - i))
    return d.toISOString().slice(0, 7)
  })
  const monthly: BarDatum[] = detail.monthly.map((value, i) => ({
    key: monthNames[i]!,
    label: monthNames[i]!,
    value,
  }))
  const bands: BarDatum[] = detail.priceBands.map((b) => ({
    key: String(b.from),
    label: formatPriceRange(b.from, b.to, detail.currency),
    value: b.products,
  }))
  const perProduct = detail.products > 0 ? detail.volume / detail.products : detail.volume
  const supply: BarDatum[] = [
    { key: 'volume', label: m.keyword_col_volume(), value: detail.volume },
    { key: 'products', label: m.keyword_col_products(), value: detail.products },
    { key: 'stores', label: m.keyword_col_stores(), value: detail.stores },
  ]
  return (
    <div className={classic ? 'space-y-4' : 'grid gap-4 lg:grid-cols-2'} data-testid="keyword-charts">
      <ChartCard title={m.keyword_chart_daily()} summary={dailySummary} className="lg:col-span-2">
        <TrendChart
          points={daily}
          label={m.keyword_chart_daily()}
          formatValue={(n) => formatNumber(n)}
          formatDay={(day) => formatDate(day, locale)}
          emptyText={m.keyword_chart_no_data()}
          wholeNumbers
          testId="keyword-daily-chart"
        />
        <FiguresTable
          title={m.keyword_chart_daily()}
          rows={daily.map((p) => [formatDate(p.day, locale), formatNumber(p.value ?? 0)])}
        />
      </ChartCard>
      <ChartCard
        title={m.keyword_chart_monthly()}
        summary={m.keyword_chart_monthly_summary({
          months: monthly.length,
          last: formatNumber(detail.monthly.at(-1) ?? 0),
        })}
      >
        <HorizontalBars
          data={monthly}
          label={m.keyword_chart_monthly()}
          formatValue={(n) => formatCompact(n, locale)}
          testId="keyword-monthly-chart"
        />
        <FiguresTable
          title={m.keyword_chart_monthly()}
          rows={monthly.map((d) => [d.label, formatNumber(d.value)])}
        />
      </ChartCard>
      <ChartCard
        title={m.keyword_chart_supply()}
        summary={m.keyword_chart_supply_summary({ per: formatNumber(Math.round(perProduct)) })}
      >
        <HorizontalBars
          data={supply}
          label={m.keyword_chart_supply()}
          formatValue={(n) => formatCompact(n, locale)}
          color="#0ea5e9"
          testId="keyword-supply-chart"
        />
        <p className="mt-2 text-sm text-gray-700">
          {m.keyword_chart_supply_summary({ per: formatNumber(Math.round(perProduct)) })}
        </p>
      </ChartCard>
      <ChartCard
        title={m.keyword_chart_prices()}
        summary={m.keyword_chart_prices_summary({ bands: bands.length })}
      >
        {bands.length > 0 ? (
          <>
            <HorizontalBars
              data={bands}
              label={m.keyword_chart_prices()}
              formatValue={(n) => formatNumber(n)}
              color="#8b5cf6"
              testId="keyword-price-chart"
            />
            <FiguresTable
              title={m.keyword_chart_prices()}
              rows={bands.map((d) => [d.label, formatNumber(d.value)])}
            />
          </>
        ) : (
          <p className="text-sm text-gray-600">{m.keyword_chart_no_data()}</p>
        )}
      </ChartCard>
    </div>
  )
}
