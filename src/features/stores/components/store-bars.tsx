// The store detail's category mix and price-band distribution as bar charts, each with a list that says
// the same in words. Lazy-loaded with visx.
import { HorizontalBars } from '@/components/charts/bar-chart'
import { ChartCard } from '@/components/charts/chart-card'
import { clauses } from '@/i18n/names'
import type { Locale } from '@/lib/format'
import { formatCompact, formatNumber, formatPercent, formatPriceRange } from '@/lib/format'
import { localName } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { STORE_PRICE_BANDS, type StoreDetail } from '../stores.shared'

/** A price band in US dollars in the spec's range style: "≤$5" first, "$5 ~ $10", "≥$100" last. */
export function bandLabel(band: number): string {
  const from = band === 0 ? undefined : STORE_PRICE_BANDS[band - 1]
  return formatPriceRange(from, STORE_PRICE_BANDS[band], 'USD')
}

export default function StoreBars({ detail, locale }: { detail: StoreDetail; locale: Locale }) {
  const totalSales = detail.mix.reduce((sum, c) => sum + c.monthSales, 0)
  const mixLines = detail.mix.map((c) =>
    m.store_mix_summary({
      category: localName(c, locale),
      share: formatPercent(totalSales > 0 ? c.monthSales / totalSales : 0),
      products: formatNumber(c.productCount),
    }),
  )
  const bandLines = detail.priceBands.map((b) =>
    m.store_band_summary({
      band: bandLabel(b.band),
      products: formatNumber(b.productCount),
      sales: formatNumber(b.monthSales),
    }),
  )
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ChartCard title={m.store_mix()} summary={clauses(mixLines, locale)}>
        {detail.mix.length === 0 ? (
          <p className="text-sm text-gray-600">{m.store_none()}</p>
        ) : (
          <HorizontalBars
            data={detail.mix.map((c) => ({
              key: String(c.id),
              label: localName(c, locale),
              value: c.monthSales,
            }))}
            label={m.store_mix()}
            formatValue={(n) => formatCompact(n, locale)}
            color="#10b981"
            testId="store-mix"
          />
        )}
        <ul className="mt-3 space-y-0.5 text-xs text-gray-600">
          {mixLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </ChartCard>
      <ChartCard title={m.store_price_bands()} summary={clauses(bandLines, locale)}>
        <HorizontalBars
          data={detail.priceBands.map((b) => ({
            key: String(b.band),
            label: bandLabel(b.band),
            value: b.productCount,
          }))}
          label={m.store_price_bands()}
          formatValue={(n) => formatNumber(n)}
          color="#6366f1"
          testId="store-bands"
        />
        <ul className="mt-3 space-y-0.5 text-xs text-gray-600">
          {bandLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </ChartCard>
    </div>
  )
}
