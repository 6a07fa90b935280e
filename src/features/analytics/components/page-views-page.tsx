// The staff page-view report: views per day (a chart with its table), per language and per path, for
// the last 7, 30, 90 or 365 days, read from the daily rollup, and the beacons refused per reason.
import { lazy, Suspense } from 'react'
import { AppLink } from '@/components/ui/app-link'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { type PageViewRejection, type PageViewReport, REPORT_DAYS } from '../analytics.shared'

const TrendChart = lazy(() =>
  import('@/components/charts/trend-chart').then((mod) => ({ default: mod.TrendChart })),
)

const REJECTION_LABEL: Record<PageViewRejection, () => string> = {
  not_from_page: m.analytics_rejected_not_from_page,
  unknown_path: m.analytics_rejected_unknown_path,
  rate_limited: m.analytics_rejected_rate_limited,
}

export function PageViewsPage({ report, days }: { report: PageViewReport; days: number }) {
  const n = (value: number) => formatNumber(value)
  const en = report.byDay.reduce((s, d) => s + d.en, 0)
  const cnViews = report.byDay.reduce((s, d) => s + d.cn, 0)
  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-10">
      <h1 className="text-2xl font-bold text-gray-900">{m.analytics_title()}</h1>
      <p className="mt-1 text-sm text-gray-600">{m.analytics_range({ from: report.from, to: report.to })}</p>
      <nav aria-label={m.analytics_days_label()} className="mt-4 flex flex-wrap gap-2">
        {REPORT_DAYS.map((d) => (
          <AppLink
            key={d}
            href={`/staff/page-views?days=${d}`}
            localPage
            aria-current={d === days ? 'page' : undefined}
            className={cn(
              'rounded-full px-3 py-1 text-sm ring-1 ring-gray-200',
              d === days
                ? 'bg-brand-500 text-white ring-brand-500'
                : 'bg-white text-gray-700 hover:bg-gray-50',
            )}
          >
            {m.analytics_days({ days: d })}
          </AppLink>
        ))}
      </nav>
      <dl className="mt-6 grid grid-cols-3 gap-3">
        {[
          { label: m.analytics_total(), value: report.total, id: 'total' },
          { label: m.analytics_en(), value: en, id: 'en' },
          { label: m.analytics_cn(), value: cnViews, id: 'cn' },
        ].map((s) => (
          <div key={s.id} className="rounded-xl border border-gray-200 bg-white p-4">
            <dt className="text-xs text-gray-500">{s.label}</dt>
            <dd className="mt-1 text-xl font-semibold text-gray-900" data-testid={`analytics-${s.id}`}>
              {n(s.value)}
            </dd>
          </div>
        ))}
      </dl>
      <section className="mt-6 rounded-2xl border border-gray-200 bg-white p-4">
        <h2 className="font-semibold text-gray-900">{m.analytics_by_day()}</h2>
        <Suspense fallback={<div className="h-56 animate-pulse rounded bg-gray-100" />}>
          <TrendChart
            points={report.byDay.map((d) => ({ day: d.day, value: d.en + d.cn }))}
            label={m.analytics_by_day()}
            formatValue={n}
            formatDay={(day) => day.slice(5)}
            emptyText={m.analytics_empty()}
            wholeNumbers
            testId="analytics-chart"
          />
        </Suspense>
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-brand-700">{m.analytics_table()}</summary>
          <div className="mt-2 max-h-72 overflow-auto">
            <table className="w-full text-left">
              <thead>
                <tr className="text-gray-500">
                  <th scope="col" className="py-1">
                    {m.analytics_day()}
                  </th>
                  <th scope="col" className="py-1 text-right">
                    {m.analytics_en()}
                  </th>
                  <th scope="col" className="py-1 text-right">
                    {m.analytics_cn()}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.byDay.map((d) => (
                  <tr key={d.day} className="border-t border-gray-100">
                    <td className="py-1">{d.day}</td>
                    <td className="py-1 text-right tabular-nums">{n(d.en)}</td>
                    <td className="py-1 text-right tabular-nums">{n(d.cn)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>
      <section className="mt-6 overflow-x-auto rounded-2xl border border-gray-200 bg-white p-4">
        <h2 className="font-semibold text-gray-900">{m.analytics_by_path()}</h2>
        {report.byPath.length === 0 ? (
          <p className="mt-3 text-sm text-gray-500">{m.analytics_empty()}</p>
        ) : (
          <table className="mt-3 w-full text-left text-sm" data-testid="analytics-paths">
            <thead>
              <tr className="text-gray-500">
                <th scope="col" className="py-1">
                  {m.analytics_path()}
                </th>
                <th scope="col" className="hidden py-1 md:table-cell">
                  {m.analytics_route()}
                </th>
                <th scope="col" className="py-1 text-right">
                  {m.analytics_en()}
                </th>
                <th scope="col" className="py-1 text-right">
                  {m.analytics_cn()}
                </th>
                <th scope="col" className="py-1 text-right">
                  {m.analytics_total()}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.byPath.map((p) => (
                <tr
                  key={p.path}
                  className="border-t border-gray-100"
                  data-testid="analytics-path-row"
                  data-path={p.path}
                >
                  <td className="max-w-48 truncate py-1 font-mono text-xs">{p.path}</td>
                  <td className="hidden max-w-48 truncate py-1 font-mono text-xs text-gray-500 md:table-cell">
                    {p.title}
                  </td>
                  <td className="py-1 text-right tabular-nums">{n(p.en)}</td>
                  <td className="py-1 text-right tabular-nums">{n(p.cn)}</td>
                  <td className="py-1 text-right font-medium tabular-nums" data-testid="analytics-path-views">
                    {n(p.views)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="mt-6 overflow-x-auto rounded-2xl border border-gray-200 bg-white p-4">
        <h2 className="font-semibold text-gray-900">{m.analytics_rejected()}</h2>
        <p className="mt-1 text-xs text-gray-500">{m.analytics_rejected_note()}</p>
        <table className="mt-3 w-full text-left text-sm" data-testid="analytics-rejected">
          <thead>
            <tr className="text-gray-500">
              <th scope="col" className="py-1 pr-3">
                {m.analytics_rejected_reason()}
              </th>
              <th scope="col" className="py-1 text-right">
                {m.analytics_rejected_count()}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.rejected.map((r) => (
              <tr key={r.reason} className="border-t border-gray-100" data-reason={r.reason}>
                <td className="py-1 pr-3">{REJECTION_LABEL[r.reason]()}</td>
                <td className="py-1 text-right tabular-nums" data-testid="analytics-rejected-count">
                  {n(r.count)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  )
}
