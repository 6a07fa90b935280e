// The analysis page's charts: category share, price bands and new entries. Lazy-loaded with visx.
import { type BarDatum, HorizontalBars } from '@/components/charts/bar-chart'
import { ChartCard } from '@/components/charts/chart-card'
import { listOf } from '@/i18n/names'
import type { Locale } from '@/lib/format'
import { formatPercent } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { RankAnalysis } from '../rankings.shared'
import { analysisRows } from './rank-analysis-rows'

export default function RankAnalysisCharts({ analysis, locale }: { analysis: RankAnalysis; locale: Locale }) {
  const rows = analysisRows(analysis, locale)
  const share = (n: number) => formatPercent(analysis.size ? n / analysis.size : 0, { decimals: 0 })
  // The chart in words: each bar's label and share, largest first as drawn.
  const summary = (items: typeof rows.categories) =>
    listOf(
      items.map((r) => `${r.label} ${share(r.count)}`),
      locale,
    )
  const bars = (items: typeof rows.categories): BarDatum[] =>
    items.map((r) => ({ key: r.key, label: r.label, value: r.count }))
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ChartCard
        title={m.rankings_category_share()}
        summary={summary(rows.categories)}
        className="md:row-span-2"
      >
        <HorizontalBars
          data={bars(rows.categories)}
          label={m.rankings_category_share()}
          formatValue={share}
          testId="chart-category-share"
        />
      </ChartCard>
      <ChartCard title={m.rankings_price_bands()} summary={summary(rows.priceBands)}>
        <HorizontalBars
          data={bars(rows.priceBands)}
          label={m.rankings_price_bands()}
          formatValue={share}
          color="#6366f1"
          testId="chart-price-bands"
        />
      </ChartCard>
      <ChartCard title={m.rankings_new_share()} summary={summary(rows.entries)}>
        <HorizontalBars
          data={bars(rows.entries)}
          label={m.rankings_new_share()}
          formatValue={share}
          color="#10b981"
          testId="chart-new-share"
        />
      </ChartCard>
    </div>
  )
}
