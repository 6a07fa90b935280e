// The staff page-view report: views per day (a chart with its table), per language and per path, for
// the last 7, 30, 90 or 365 days, read from the daily rollup, and the beacons refused per reason.
import { lazy, Suspense } from 'react'
import { AppLink } from '@/components/ui/app-link'
import { Table } from '@/components/ui/table'
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
            <Table
              className="w-full text-left"
              aria-label={m.analytics_by_day()}
              headRowClassName="text-gray-500"
              headerCellClassName="py-1"
              cellClassName="py-1"
              rows={report.byDay}
              rowKey={(d) => d.day}
              columns={[
                { key: 'day', header: m.analytics_day(), cell: (d) => d.day },
                { key: 'en', header: m.analytics_en(), numeric: true, cell: (d) => n(d.en) },
                { key: 'cn', header: m.analytics_cn(), numeric: true, cell: (d) => n(d.cn) },
              ]}
            />
          </div>
        </details>
      </section>
      <section className="mt-6 overflow-x-auto rounded-2xl border border-gray-200 bg-white p-4">
        <h2 className="font-semibold text-gray-900">{m.analytics_by_path()}</h2>
        {report.byPath.length === 0 ? (
          <p className="mt-3 text-sm text-gray-500">{m.analytics_empty()}</p>
        ) : (
          <Table
            className="mt-3 w-full text-left text-sm"
            data-testid="analytics-paths"
            aria-label={m.analytics_by_path()}
            headRowClassName="text-gray-500"
            headerCellClassName="py-1"
            cellClassName="py-1"
            rows={report.byPath}
            rowKey={(p) => p.path}
            rowProps={(p) => ({ 'data-testid': 'analytics-path-row', 'data-path': p.path })}
            columns={[
              {
                key: 'path',
                header: m.analytics_path(),
                cellClassName: 'max-w-48 truncate font-mono text-xs',
                cell: (p) => p.path,
              },
              {
                key: 'route',
                header: m.analytics_route(),
                className: 'hidden md:table-cell',
                cellClassName: 'max-w-48 truncate font-mono text-xs text-gray-500',
                cell: (p) => p.title,
              },
              { key: 'en', header: m.analytics_en(), numeric: true, cell: (p) => n(p.en) },
              { key: 'cn', header: m.analytics_cn(), numeric: true, cell: (p) => n(p.cn) },
              {
                key: 'views',
                header: m.analytics_total(),
                numeric: true,
                cellClassName: 'font-medium',
                cellProps: () => ({ 'data-testid': 'analytics-path-views' }),
                cell: (p) => n(p.views),
              },
            ]}
          />
        )}
      </section>
      <section className="mt-6 overflow-x-auto rounded-2xl border border-gray-200 bg-white p-4">
        <h2 className="font-semibold text-gray-900">{m.analytics_rejected()}</h2>
        <p className="mt-1 text-xs text-gray-500">{m.analytics_rejected_note()}</p>
        <Table
          className="mt-3 w-full text-left text-sm"
          data-testid="analytics-rejected"
          aria-label={m.analytics_rejected()}
          headRowClassName="text-gray-500"
          headerCellClassName="py-1"
          cellClassName="py-1"
          rows={report.rejected}
          rowKey={(r) => r.reason}
          rowProps={(r) => ({ 'data-reason': r.reason })}
          columns={[
            {
              key: 'reason',
              header: m.analytics_rejected_reason(),
              className: 'pr-3',
              cell: (r) => REJECTION_LABEL[r.reason](),
            },
            {
              key: 'count',
              header: m.analytics_rejected_count(),
              numeric: true,
              cellProps: () => ({ 'data-testid': 'analytics-rejected-count' }),
              cell: (r) => n(r.count),
            },
          ]}
        />
      </section>
    </div>
  )
}
