// One category's analysis: its figures against its own history, the "open to a newcomer" reading,
// trend and concentration charts over 7, 30 or 90 days, price bands, its sub-categories, top products,
// new entrants and top stores. The category, site and range are in the URL.

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useRemainingCount } from '@/components/data-page/api-reaction'
import { DataAsOf } from '@/components/data-page/data-as-of'
import { ReplyContent } from '@/components/data-page/reply-content'
import { SalesFigureValue } from '@/components/data-page/sales-figure'
import { Growth } from '@/components/grid/cells'
import { Button } from '@/components/ui/button'
import { PillButton, PillTabs } from '@/components/ui/pill-tabs'
import { StageBadge } from '@/features/catalog/components/stage-badge'
import { categoryTreeQueryOptions } from '@/features/catalog/products.queries'
import { DEFAULT_SITE, TREND_RANGES } from '@/features/catalog/products.shared'
import { getLocale } from '@/i18n/locale'
import { labelColon } from '@/i18n/names'
import { API_CODES } from '@/lib/api-codes'
import { cn } from '@/lib/cn'
import type { Locale } from '@/lib/format'
import { formatCompact, formatMoney, formatNumber, formatPercent } from '@/lib/format'
import { localName } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { categoryDetailQueryOptions } from '../categories.queries'
import type { CategoryAnalysisSearch, CategoryDetail, ReadingSignal } from '../categories.shared'
import { ANALYSIS_READ_DAYS } from '../categories-route'
import { readingSignalText, readingVerdictText } from './reading-text'

const CategoryAnalysisCharts = lazy(() => import('./category-analysis-charts'))
const CategoryAnalysisTables = lazy(() => import('./category-analysis-tables'))

export function CategoryAnalysisPage({ search }: { search: CategoryAnalysisSearch }) {
  const locale = getLocale()
  const navigate = useNavigate({ from: '/category-analysis' })
  const days = search.days ?? 30
  const query = useQuery({
    ...categoryDetailQueryOptions({
      category_id: search.category_id ?? 0,
      site: search.site,
      days: ANALYSIS_READ_DAYS,
    }),
    placeholderData: keepPreviousData,
    enabled: search.category_id !== undefined,
  })
  const reply = query.data
  useRemainingCount(reply, 'category-database')
  const detail = reply?.code === API_CODES.success ? reply.data : null
  const name = detail ? localName(detail.category, locale) : ''

  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-6">
      <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          {detail ? (
            <nav aria-label={m.category_breadcrumb()} className="mb-1 text-xs text-gray-600">
              <ol className="flex flex-wrap items-center gap-1">
                <li>
                  <Link
                    to="/category-database"
                    search={{ site: search.site }}
                    className="inline-flex min-h-6 items-center hover:text-brand-600 hover:underline"
                  >
                    {m.category_database_title()}
                  </Link>
                </li>
                {detail.path.map((p) => (
                  <li key={p.id} className="flex items-center gap-1">
                    <span aria-hidden>/</span>
                    {p.id === detail.category.id ? (
                      <span aria-current="page">{localName(p, locale)}</span>
                    ) : (
                      <Link
                        to="/category-analysis"
                        search={{ ...search, category_id: p.id }}
                        className="inline-flex min-h-6 items-center hover:text-brand-600 hover:underline"
                      >
                        {localName(p, locale)}
                      </Link>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <h1 className="text-2xl font-bold text-gray-900" data-testid="category-analysis-title">
            {detail ? m.category_analysis_title_of({ name }) : m.category_analysis_title()}
          </h1>
          <p className="mt-1 text-sm text-gray-600">{m.category_analysis_description()}</p>
        </div>
        <div className="flex items-center gap-3">
          <DataAsOf date={detail?.as_of} />
          <Button asChild variant="outline" size="sm">
            <Link to="/category-database" search={{ site: search.site }}>
              {m.category_database_title()}
            </Link>
          </Button>
        </div>
      </header>
      {search.category_id === undefined ? (
        <CategoryPicker site={search.site} locale={locale} />
      ) : (
        <ReplyContent reply={reply} feature="category-database" loadingTestId="category-analysis-loading">
          {(detail) => (
            <div className="space-y-4" data-testid="category-analysis">
              <Headline detail={detail} locale={locale} />
              <Reading detail={detail} />
              <PillTabs label={m.category_trend_range()}>
                {TREND_RANGES.map((range) => (
                  <PillButton
                    key={range}
                    active={range === days}
                    onClick={() =>
                      void navigate({
                        to: '.',
                        search: (prev) => ({ ...prev, days: range === 30 ? undefined : range }),
                      })
                    }
                    data-testid={`category-range-${range}`}
                  >
                    {m.category_trend_days({ days: range })}
                  </PillButton>
                ))}
              </PillTabs>
              <Suspense fallback={<div className="h-96 animate-pulse rounded-xl bg-white" />}>
                <CategoryAnalysisCharts detail={detail} days={days} locale={locale} />
              </Suspense>
              <Suspense fallback={<div className="h-96 animate-pulse rounded-xl bg-white" />}>
                <CategoryAnalysisTables detail={detail} locale={locale} site={search.site} />
              </Suspense>
            </div>
          )}
        </ReplyContent>
      )}
    </div>
  )
}

function Headline({ detail, locale }: { detail: CategoryDetail; locale: Locale }) {
  const c = detail.category
  const items: Array<{ key: string; label: string; value: React.ReactNode; note?: React.ReactNode }> = [
    {
      key: 'sales',
      label: m.category_col_sales(),
      value: <SalesFigureValue figure={c.salesRange} format={(n) => formatCompact(n, locale)} focusable />,
      note: (
        <>
          <Growth value={c.growth} /> <span className="text-gray-500">{m.category_vs_previous()}</span>
        </>
      ),
    },
    {
      key: 'revenue',
      label: m.category_col_revenue(),
      value: formatMoney(c.revenue, locale, { currency: detail.currency, compact: true }),
    },
    { key: 'products', label: m.category_col_products(), value: formatNumber(c.productCount) },
    { key: 'stores', label: m.category_col_stores(), value: formatNumber(c.storeCount) },
    {
      key: 'avg_price',
      label: m.category_col_avg_price(),
      value: formatMoney(c.avgPrice, locale, { currency: detail.currency }),
    },
    {
      key: 'new_share',
      label: m.category_col_new_share(),
      value: formatPercent(c.newShare, { decimals: 1 }),
    },
    {
      key: 'semi_share',
      label: m.category_col_semi_share(),
      value: formatPercent(c.semiShare, { decimals: 1 }),
    },
    {
      key: 'top10_share',
      label: m.category_col_top10_share(),
      value: formatPercent(c.top10Share, { decimals: 1 }),
    },
  ]
  return (
    <section aria-label={m.category_headline()} className="rounded-xl bg-white p-4 shadow-sm">
      <div className="mb-3 flex items-center gap-2 text-sm text-gray-700">
        {m.category_col_stage()}
        {labelColon()}
        <StageBadge stage={c.stage} />
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="category-headline">
        {items.map((item) => (
          <div key={item.key}>
            <dt className="text-xs text-gray-600">{item.label}</dt>
            <dd className="text-lg font-semibold text-gray-900 tabular-nums">{item.value}</dd>
            {item.note ? <dd className="text-xs">{item.note}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  )
}

// Each tone's message is named here rather than looked up by a built key: a key built at run time makes
// the bundler keep every message of the app in this page's first load (60 KB gzipped).
const TONE_NAME: Record<ReadingSignal['tone'], () => string> = {
  good: m.category_tone_good,
  neutral: m.category_tone_neutral,
  bad: m.category_tone_bad,
}

const TONE_STYLE: Record<ReadingSignal['tone'], string> = {
  good: 'bg-emerald-500',
  neutral: 'bg-amber-400',
  bad: 'bg-red-500',
}

function Reading({ detail }: { detail: CategoryDetail }) {
  const { verdict, signals } = detail.reading
  return (
    <section
      aria-labelledby="category-reading-title"
      className={cn(
        'rounded-xl p-4 shadow-sm',
        verdict === 'open' ? 'bg-emerald-50' : verdict === 'crowded' ? 'bg-red-50' : 'bg-amber-50',
      )}
      data-testid="category-reading"
      data-verdict={verdict}
    >
      <h2 id="category-reading-title" className="font-semibold text-gray-900">
        {m.category_reading_title()}
      </h2>
      <p className="mt-1 text-sm font-medium text-gray-900">{readingVerdictText(verdict)}</p>
      <ul className="mt-2 space-y-1 text-sm text-gray-800">
        {signals.map((signal) => (
          <li key={signal.key} className="flex items-start gap-2" data-tone={signal.tone}>
            <span
              className={cn('mt-1.5 size-2 shrink-0 rounded-full', TONE_STYLE[signal.tone])}
              aria-hidden
            />
            <span>
              <span className="sr-only">{TONE_NAME[signal.tone]()}: </span>
              {readingSignalText(signal)}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-gray-600">{m.category_reading_note()}</p>
    </section>
  )
}

/** Without a category: its top-level categories and their children, each opening its analysis. */
function CategoryPicker({ site, locale }: { site: CategoryAnalysisSearch['site']; locale: Locale }) {
  const { data } = useQuery(categoryTreeQueryOptions())
  // Only what has an analysis on this site: a category without figures there would open the 404 page.
  const nodes = (data?.data ?? []).filter((n) => !n.sites || n.sites.includes(site ?? DEFAULT_SITE))
  const tops = nodes.filter((n) => n.parentId === null)
  return (
    <section
      className="rounded-xl bg-white p-4 shadow-sm"
      data-category-picker
      aria-labelledby="category-picker-title"
    >
      <h2 id="category-picker-title" className="mb-3 text-lg font-semibold text-gray-900">
        {m.category_analysis_pick()}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tops.map((top) => (
          <li key={top.id}>
            <Link
              to="/category-analysis"
              search={{ site, category_id: top.id }}
              className="inline-flex min-h-6 items-center font-medium text-brand-700 hover:underline"
            >
              {localName(top, locale)}
            </Link>
            <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
              {nodes
                .filter((n) => n.parentId === top.id)
                .map((child) => (
                  <li key={child.id}>
                    <Link
                      to="/category-analysis"
                      search={{ site, category_id: child.id }}
                      className="inline-flex min-h-6 items-center text-gray-700 hover:text-brand-600 hover:underline"
                    >
                      {localName(child, locale)}
                    </Link>
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  )
}
