// The detail page's four trend charts (price, sales, rank, reviews) over the chosen range. Lazy-loaded:
// visx comes with this file only.
import { lastDays, TrendChart } from '@/components/charts/trend-chart'
import type { ProductHistory, TrendRange } from '@/features/catalog/products.shared'
import type { Locale } from '@/lib/format'
import { formatCompact, formatDate, formatNumber } from '@/lib/format'
import { m } from '@/paraglide/messages'

export default function ProductTrends({
  history,
  range,
  locale,
  formatPrice,
}: {
  history: ProductHistory
  range: TrendRange
  locale: Locale
  formatPrice: (value: number) => string
}) {
  const day = (d: string) => formatDate(d, locale).slice(5)
  const charts = [
    {
      id: 'price',
      title: m.detail_chart_price(),
      values: history.price,
      format: formatPrice,
      color: '#f97316',
    },
    {
      id: 'sales',
      title: m.detail_chart_sales(),
      values: history.sales,
      format: (n: number) => formatCompact(n, locale),
      color: '#10b981',
      // An estimated product's 80 % range per day, shaded behind its line (none when observed).
      band: history.band
        ? {
            values: lastDays(history.startDate, history.band, range).map((p) => p.value),
            label: m.detail_chart_band(),
            lineLabel: m.detail_chart_units(),
          }
        : undefined,
    },
    {
      id: 'rank',
      title: m.detail_chart_rank(),
      values: history.rank,
      format: (n: number) => `#${formatNumber(n)}`,
      color: '#6366f1',
      invert: true,
    },
    {
      id: 'reviews',
      title: m.detail_chart_reviews(),
      values: history.reviews,
      format: (n: number) => formatCompact(n, locale),
      color: '#0ea5e9',
    },
  ] as const
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {charts.map((chart) => (
        <figure key={chart.id} className="rounded-xl border border-gray-100 p-3">
          <figcaption className="mb-2 text-sm font-medium text-gray-800">{chart.title}</figcaption>
          <TrendChart
            points={lastDays(history.startDate, chart.values, range)}
            label={m.detail_chart_label({ chart: chart.title, days: range })}
            formatValue={chart.format}
            formatDay={day}
            invert={'invert' in chart ? chart.invert : false}
            color={chart.color}
            testId={`chart-${chart.id}`}
            emptyText={m.detail_chart_empty()}
            band={'band' in chart ? chart.band : undefined}
          />
        </figure>
      ))}
    </div>
  )
}
