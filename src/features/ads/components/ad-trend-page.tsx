// The world ad trend: a choropleth of ads per country for 7, 30 or 90 days (by number or share), the
// ranked country table beside it (also the map's text alternative and its keyboard path), and for the
// selected country (or the world) the ads running per day and its top advertisers and categories.
// Period, country and metric are in the URL.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { DataAsOf } from '@/components/data-page/data-as-of'
import { Refusal } from '@/components/data-page/refusal'
import { Growth } from '@/components/grid/cells'
import { Button } from '@/components/ui/button'
import { Card, CardTitle } from '@/components/ui/card'
import { Segmented } from '@/components/ui/segmented'
import { Table } from '@/components/ui/table'
import { getLocale } from '@/i18n/locale'
import { countryName } from '@/i18n/names'
import { API_CODES } from '@/lib/api-codes'
import { addDays } from '@/lib/days'
import type { Locale } from '@/lib/format'
import { formatCompact, formatNumber, formatPercent } from '@/lib/format'
import { localName } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { adTrendQueryOptions } from '../ads.queries'
import {
  AD_TREND_PERIODS,
  type AdTrend,
  type AdTrendPeriod,
  type AdTrendSearch,
  adTrendSearch,
} from '../ads.shared'
import type { MapDatum } from './world-map'

const WorldMap = lazy(() => import('./world-map'))
const AdTrendSeries = lazy(() => import('./ad-trend-series'))

/**
 * The change against the period before, or, when that period had no ads (the data starts inside the
 * chosen range), says so instead of a "0.0 %" computed against nothing.
 */
function Change({ now, before, trend }: { now: number; before: number; trend: AdTrend }) {
  if (before > 0) return <Growth value={now / before - 1} />
  const start = trend.asOf ? addDays(trend.asOf, -(trend.days - 1)) : null
  return (
    <span className="text-xs text-gray-500" data-testid="ads-trend-no-earlier">
      {start ? m.ads_trend_no_earlier({ date: start }) : m.ads_trend_no_earlier_undated()}
    </span>
  )
}

export function AdTrendPage({ search }: { search: AdTrendSearch }) {
  const locale = getLocale()
  const navigate = useNavigate()
  const days: AdTrendPeriod = search.days ?? 30
  const metric = search.metric ?? 'count'
  const query = useQuery({
    // Keyed exactly as the loader keys it (the default period left out), so the server's read is used.
    ...adTrendQueryOptions({ days: search.days, country: search.country }),
    placeholderData: keepPreviousData,
  })
  const reply = query.data
  const trend = reply?.code === API_CODES.success ? reply.data : null
  const go = (next: Partial<AdTrendSearch>) =>
    void navigate({
      to: '.',
      search: (prev) => adTrendSearch({ ...prev, ...next }),
      replace: true,
      resetScroll: false,
    })
  const selectCountry = (code: string | undefined) =>
    go({ country: code === search.country ? undefined : code })

  const valueText = (c: AdTrend['countries'][number]) =>
    metric === 'share' ? formatPercent(c.share, { decimals: 1 }) : m.ads_trend_ads({ n: formatNumber(c.ads) })
  // The table's column says what the figure is; its cells hold the figure alone.
  const cellText = (c: AdTrend['countries'][number]) =>
    metric === 'share' ? formatPercent(c.share, { decimals: 1 }) : formatNumber(c.ads)
  const mapData: Record<string, MapDatum> = Object.fromEntries(
    (trend?.countries ?? []).map((c) => [
      c.country,
      {
        value: metric === 'share' ? c.share : c.ads,
        label: valueText(c),
        name: countryName(c.country, locale),
      },
    ]),
  )
  const selectedName = trend?.selection.country
    ? countryName(trend.selection.country, locale)
    : m.ads_trend_world()

  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-6">
      <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">{m.ads_trend_title()}</h1>
          <p className="mt-1 text-sm text-gray-600">{m.ads_trend_description()}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Segmented
            legend={m.ads_trend_period()}
            options={AD_TREND_PERIODS}
            value={days}
            onChange={(d) => go({ days: d === 30 ? undefined : d })}
            label={(d) => m.ads_trend_days({ n: d })}
            testId="ads-trend-days"
          />
          <Segmented
            legend={m.ads_trend_metric()}
            options={['count', 'share'] as const}
            value={metric}
            onChange={(v) => go({ metric: v === 'share' ? 'share' : undefined })}
            label={(v) => (v === 'share' ? m.ads_trend_share() : m.ads_trend_count())}
            testId="ads-trend-metric"
          />
        </div>
      </header>
      {reply && reply.code !== API_CODES.success ? (
        <Refusal code={reply.code} />
      ) : !trend ? (
        <div className="h-96 animate-pulse rounded-xl bg-white" data-testid="ads-trend-loading" />
      ) : trend.countries.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-gray-600">{m.ads_trend_empty()}</p>
      ) : (
        <div className="flex flex-col gap-6">
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <Card className="min-w-0 p-3">
              <Suspense
                fallback={<div className="aspect-[2/1] w-full animate-pulse rounded-lg bg-gray-100" />}
              >
                <WorldMap
                  data={mapData}
                  selected={trend.selection.country}
                  onSelect={(code) => selectCountry(code)}
                  label={m.ads_trend_map_label({ n: days })}
                />
              </Suspense>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-gray-600">
                <span>{m.ads_trend_map_hint()}</span>
                <DataAsOf date={trend.asOf} />
              </div>
            </Card>
            <CountryTable
              trend={trend}
              valueText={cellText}
              metric={metric}
              locale={locale}
              onSelect={selectCountry}
            />
          </div>
          <section
            aria-labelledby="ads-trend-selection"
            className="flex flex-col gap-4"
            data-testid="ads-trend-selection"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2
                id="ads-trend-selection"
                className="text-lg font-semibold text-gray-900"
                data-testid="ads-trend-selected"
              >
                {selectedName}
              </h2>
              <p className="text-sm text-gray-700">
                {m.ads_trend_selection_ads({
                  n: formatNumber(trend.selection.country ? trend.selection.ads : trend.worldAds),
                  days,
                })}{' '}
                <Change now={trend.selection.ads} before={trend.selection.previousAds} trend={trend} />
              </p>
              {trend.selection.country ? (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => selectCountry(undefined)}
                  data-testid="ads-trend-world"
                >
                  {m.ads_trend_show_world()}
                </Button>
              ) : null}
            </div>
            <Suspense fallback={<div className="h-64 animate-pulse rounded-xl bg-white" />}>
              <AdTrendSeries
                series={trend.selection.series}
                title={m.ads_trend_series_title({ place: selectedName })}
                locale={locale}
              />
            </Suspense>
            <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
              <Card className="min-w-0 p-4">
                <CardTitle>{m.ads_trend_top_stores()}</CardTitle>
                <TopList
                  rows={trend.selection.topStores.map((s) => ({
                    key: s.id,
                    label: (
                      <Link
                        to="/ads"
                        search={{ store: s.id, country: trend.selection.country ?? undefined }}
                        className="hover:text-brand-600"
                        data-marketplace-text
                      >
                        {s.name}
                      </Link>
                    ),
                    value: s.ads,
                  }))}
                  testId="ads-trend-stores"
                />
              </Card>
              <Card className="min-w-0 p-4">
                <CardTitle>{m.ads_trend_top_categories()}</CardTitle>
                <TopList
                  rows={trend.selection.topCategories.map((c) => ({
                    key: c.id,
                    label: (
                      <Link
                        to="/ads"
                        search={{ category: c.id, country: trend.selection.country ?? undefined }}
                        className="hover:text-brand-600"
                      >
                        {localName(c, locale)}
                      </Link>
                    ),
                    value: c.ads,
                  }))}
                  testId="ads-trend-categories"
                />
              </Card>
            </div>
          </section>
        </div>
      )}
    </div>
  )
}

function CountryTable({
  trend,
  valueText,
  metric,
  locale,
  onSelect,
}: {
  trend: AdTrend
  metric: 'count' | 'share'
  valueText: (c: AdTrend['countries'][number]) => string
  locale: Locale
  onSelect: (code: string) => void
}) {
  return (
    <Card className="max-h-[28rem] min-w-0 overflow-auto p-0">
      <Table
        className="w-full text-sm"
        data-testid="ads-trend-table"
        caption={m.ads_trend_table_caption({ n: trend.days })}
        captionClassName="px-3 pt-3 text-left font-semibold text-gray-900"
        headClassName="text-xs text-gray-600"
        headerCellClassName="px-3 py-2"
        cellClassName="px-3 py-1.5"
        rows={trend.countries}
        rowKey={(c) => c.country}
        rowProps={(c) => ({ className: trend.selection.country === c.country ? 'bg-brand-50' : undefined })}
        columns={[
          { key: 'rank', header: '#', cellClassName: 'text-gray-500', cell: (_, i) => i + 1 },
          {
            key: 'country',
            header: m.ads_trend_country(),
            cell: (c) => (
              <button
                type="button"
                aria-pressed={trend.selection.country === c.country}
                onClick={() => onSelect(c.country)}
                className="text-left font-medium text-gray-900 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500"
                data-testid={`trend-country-${c.country}`}
              >
                {countryName(c.country, locale)}
              </button>
            ),
          },
          {
            key: 'value',
            header: metric === 'share' ? m.ads_trend_share() : m.ads_trend_value(),
            numeric: true,
            cell: (c) => valueText(c),
          },
          {
            key: 'change',
            header: m.ads_trend_change(),
            align: 'right',
            cell: (c) => <Change now={c.ads} before={c.previousAds} trend={trend} />,
          },
        ]}
      />
    </Card>
  )
}

function TopList({
  rows,
  testId,
}: {
  rows: Array<{ key: number; label: React.ReactNode; value: number }>
  testId: string
}) {
  const locale = getLocale()
  if (rows.length === 0) return <p className="mt-2 text-sm text-gray-600">{m.ads_trend_none()}</p>
  const max = Math.max(1, ...rows.map((r) => r.value))
  return (
    <ol className="mt-3 flex flex-col gap-2 text-sm" data-testid={testId}>
      {rows.map((r) => (
        <li key={r.key} className="grid grid-cols-[1fr_auto] items-center gap-x-3">
          <span className="truncate">{r.label}</span>
          <span className="text-right text-gray-700">
            {m.ads_trend_ads({ n: formatCompact(r.value, locale) })}
          </span>
          <span className="col-span-2 h-1.5 rounded bg-gray-100" aria-hidden>
            <span
              className="block h-full rounded bg-brand-400"
              style={{ width: `${(r.value / max) * 100}%` }}
            />
          </span>
        </li>
      ))}
    </ol>
  )
}
