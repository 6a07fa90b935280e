// The analysis page's charts: category share, price bands and new entries. Lazy-loaded with visx.
import { type BarDatum, HorizontalBars } from '@/components/charts/bar-chart'
import type { Locale } from '@/lib/format'
import { formatPercent } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { RankAnalysis } from '../rankings.shared'
import { analysisRows } from './rank-analysis-rows'

export default function RankAnalysisCharts({ analysis, locale }: { analysis: RankAnalysis; locale: Locale }) {
  const rows = analysisRows(analysis, locale)
  const share = (n: number) => formatPercent(analysis.size ? n / analysis.size : 0, { decimals: 0 })
  const bars = (items: typeof rows.categories): BarDatum[] =>
    items.map((r) => ({ key: r.key, label: r.label, value: r.count }))
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <figure className="rounded-xl bg-white p-4 shadow-sm md:row-span-2">
        <figcaption className="mb-3 font-semibold text-gray-900">{m.rankings_category_share()}</figcaption>
        <HorizontalBars
          data={bars(rows.categories)}
          label={m.rankings_category_share()}
          formatValue={share}
          testId="chart-category-share"
        />
      </figure>
      <figure className="rounded-xl bg-white p-4 shadow-sm">
        <figcaption className="mb-3 font-semibold text-gray-900">{m.rankings_price_bands()}</figcaption>
        <HorizontalBars
          data={bars(rows.priceBands)}
          label={m.rankings_price_bands()}
          formatValue={share}
          color="#6366f1"
          testId="chart-price-bands"
        />
      </figure>
      <figure className="rounded-xl bg-white p-4 shadow-sm">
        <figcaption className="mb-3 font-semibold text-gray-900">{m.rankings_new_share()}</figcaption>
        <HorizontalBars
          data={bars(rows.entries)}
          label={m.rankings_new_share()}
          formatValue={share}
          color="#10b981"
          testId="chart-new-share"
        />
      </figure>
    </div>
  )
}
