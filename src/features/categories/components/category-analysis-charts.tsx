// The analysis charts: sales, revenue and listed products over the chosen range, the top 10 stores'
// share of sales over it (concentration over time), and the price bands. Each chart has its text
// alternative twice: a summary in its caption for screen readers, and its figures as a table anyone can
// open. Lazy-loaded: visx comes with this file only.
import { type BarDatum, HorizontalBars } from '@/components/charts/bar-chart'
import { ChartCard } from '@/components/charts/chart-card'
import { ChartFigures } from '@/components/charts/chart-figures'
import { TrendChart, type TrendPoint } from '@/components/charts/trend-chart'
import { listOf } from '@/i18n/names'
import { addDays } from '@/lib/days'
import type { Locale } from '@/lib/format'
import { formatCompact, formatDate, formatMoney, formatPercent, formatPriceRange } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { CategoryDetail, CategoryTrendPoint } from '../categories.shared'

type Series = {
  id: string
  title: string
  value: (p: CategoryTrendPoint) => number
  format: (n: number) => string
  color: string
}

/** One point per day of the range ending on the data day; days without a rollup are gaps (null). */
function rangePoints(
  detail: CategoryDetail,
  days: number,
  value: (p: CategoryTrendPoint) => number,
): TrendPoint[] {
  const end = detail.as_of
  if (!end) return []
  const byDay = new Map(detail.trend.map((p) => [p.day, p]))
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(end, i - days + 1)
    const point = byDay.get(day)
    return { day, value: point ? value(point) : null }
  })
}

function summary(points: TrendPoint[], format: (n: number) => string, locale: Locale): string {
  const known = points.filter((p): p is { day: string; value: number } => p.value !== null)
  const first = known[0]
  const last = known.at(-1)
  if (!first || !last) return m.category_chart_no_data()
  const values = known.map((p) => p.value)
  return m.category_chart_summary({
    from: formatDate(first.day, locale),
    to: formatDate(last.day, locale),
    first: format(first.value),
    last: format(last.value),
    high: format(Math.max(...values)),
    low: format(Math.min(...values)),
    days: known.length,
  })
}

function FiguresTable({
  points,
  format,
  locale,
  title,
}: {
  points: TrendPoint[]
  format: (n: number) => string
  locale: Locale
  title: string
}) {
  const known = points.filter((p) => p.value !== null)
  return (
    <ChartFigures
      label={m.category_chart_table()}
      caption={title}
      rows={known}
      rowKey={(p) => p.day}
      columns={[
        {
          key: 'day',
          header: m.category_chart_day(),
          rowHeader: true,
          cell: (p) => formatDate(p.day, locale),
        },
        {
          key: 'value',
          header: title,
          numeric: true,
          cell: (p) => (p.value === null ? '-' : format(p.value)),
        },
      ]}
    />
  )
}

export default function CategoryAnalysisCharts({
  detail,
  days,
  locale,
}: {
  detail: CategoryDetail
  days: number
  locale: Locale
}) {
  const day = (d: string) => formatDate(d, locale).slice(5)
  const series: Series[] = [
    {
      id: 'sales',
      title: m.category_chart_sales(),
      value: (p) => p.sales,
      format: (n) => formatCompact(n, locale),
      color: '#10b981',
    },
    {
      id: 'revenue',
      title: m.category_chart_revenue(),
      value: (p) => p.revenue,
      format: (n) => formatMoney(n, locale, { currency: detail.currency, compact: true }),
      color: '#f97316',
    },
    {
      id: 'products',
      title: m.category_chart_products(),
      value: (p) => p.productCount,
      format: (n) => formatCompact(n, locale),
      color: '#0ea5e9',
    },
    {
      id: 'concentration',
      title: m.category_chart_concentration(),
      value: (p) => p.top10Share,
      format: (n) => formatPercent(n, { decimals: 1 }),
      color: '#6366f1',
    },
  ]
  const bandTotal = detail.priceBands.reduce((n, b) => n + b.products, 0)
  const salesTotal = detail.priceBands.reduce((n, b) => n + b.sales, 0)
  const bandLabel = (b: CategoryDetail['priceBands'][number]) =>
    formatPriceRange(b.min, b.max, detail.currency)
  const bands = (value: (b: CategoryDetail['priceBands'][number]) => number): BarDatum[] =>
    detail.priceBands.map((b) => ({ key: String(b.min), label: bandLabel(b), value: value(b) }))
  const shareOf = (total: number) => (n: number) => formatPercent(total > 0 ? n / total : 0, { decimals: 0 })
  const bandSummary = (value: (b: CategoryDetail['priceBands'][number]) => number, total: number) =>
    listOf(
      detail.priceBands.map((b) => `${bandLabel(b)} ${shareOf(total)(value(b))}`),
      locale,
    )
  return (
    <div className="grid gap-4 md:grid-cols-2" data-testid="category-charts">
      {series.map((s) => {
        const points = rangePoints(detail, days, s.value)
        return (
          <ChartCard key={s.id} title={s.title} summary={summary(points, s.format, locale)}>
            <TrendChart
              points={points}
              label={m.category_chart_label({ chart: s.title, days })}
              formatValue={s.format}
              formatDay={day}
              color={s.color}
              testId={`category-chart-${s.id}`}
              emptyText={m.category_chart_no_data()}
            />
            <FiguresTable points={points} format={s.format} locale={locale} title={s.title} />
          </ChartCard>
        )
      })}
      <ChartCard title={m.category_price_band_products()} summary={bandSummary((b) => b.products, bandTotal)}>
        <HorizontalBars
          data={bands((b) => b.products)}
          label={m.category_price_band_products()}
          formatValue={shareOf(bandTotal)}
          color="#6366f1"
          testId="category-chart-bands"
        />
      </ChartCard>
      <ChartCard title={m.category_price_band_sales()} summary={bandSummary((b) => b.sales, salesTotal)}>
        <HorizontalBars
          data={bands((b) => b.sales)}
          label={m.category_price_band_sales()}
          formatValue={shareOf(salesTotal)}
          color="#10b981"
          testId="category-chart-band-sales"
        />
      </ChartCard>
    </div>
  )
}
