// Analysis of one day's rank list: which categories hold it, at what prices, how much of it is new.
// `charts` is the current layout; `tables` the classic one (/historical-rankings/old-analysis).

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { PageHeader } from '@/components/data-page/page-header'
import { ReplyContent } from '@/components/data-page/reply-content'
import { Button } from '@/components/ui/button'
import { Table } from '@/components/ui/table'
import { getLocale } from '@/i18n/locale'
import { API_CODES } from '@/lib/api-codes'
import { formatDate, formatNumber, formatPercent } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { rankAnalysisQueryOptions } from '../rankings.queries'
import { effectiveRankType, PAGE_TYPES, type RankSearch, rankFeature } from '../rankings.shared'
import { analysisRows } from './rank-analysis-rows'
import { RankFilters, RankTypeTabs } from './rankings-page'

const RankAnalysisCharts = lazy(() => import('./rank-analysis-charts'))

export function RankAnalysisPage({ search, layout }: { search: RankSearch; layout: 'charts' | 'tables' }) {
  const locale = getLocale()
  const navigate = useNavigate()
  const listType = effectiveRankType(search, 'all')
  const { page: _page, page_size: _size, ...rest } = search
  const query = useQuery({
    ...rankAnalysisQueryOptions({ ...rest, list_type: listType }),
    placeholderData: keepPreviousData,
  })
  const reply = query.data
  const analysis = reply?.code === API_CODES.success ? reply.data : null
  const go = (next: RankSearch) =>
    void navigate({ to: '.', search: (prev: RankSearch) => ({ ...prev, ...next }) })
  const switchSearch = { ...rest }
  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-6">
      <PageHeader
        title={m.rankings_analysis_title()}
        description={
          analysis?.date
            ? m.rankings_analysis_description({
                size: formatNumber(analysis.size),
                date: formatDate(analysis.date, locale),
              })
            : m.rankings_description()
        }
      >
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/historical-rankings" search={switchSearch}>
              {m.rankings_title()}
            </Link>
          </Button>
          {layout === 'charts' ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/historical-rankings/old-analysis" search={switchSearch} data-testid="layout-switch">
                {m.layout_classic()}
              </Link>
            </Button>
          ) : (
            <Button asChild variant="outline" size="sm">
              <Link to="/historical-rankings/analysis" search={switchSearch} data-testid="layout-switch">
                {m.layout_grid()}
              </Link>
            </Button>
          )}
        </div>
      </PageHeader>
      <RankTypeTabs
        types={PAGE_TYPES.all}
        current={listType}
        onSelect={(type, i) => go({ list_type: i === 0 ? undefined : type })}
      />
      <RankFilters
        search={search}
        firstDate={null}
        lastDate={analysis?.date ?? null}
        date={analysis?.date ?? null}
      />
      <ReplyContent reply={reply} feature={rankFeature(listType)}>
        {(analysis) =>
          analysis.size === 0 ? (
            <p className="rounded-xl bg-white p-10 text-center text-sm text-gray-600">{m.rankings_empty()}</p>
          ) : layout === 'charts' ? (
            <Suspense fallback={<div className="h-96 animate-pulse rounded-xl bg-white" />}>
              <RankAnalysisCharts analysis={analysis} locale={locale} />
            </Suspense>
          ) : (
            <div className="grid gap-4 md:grid-cols-3" data-testid="analysis-tables">
              {(() => {
                const rows = analysisRows(analysis, locale)
                const tables = [
                  [m.rankings_category_share(), rows.categories],
                  [m.rankings_price_bands(), rows.priceBands],
                  [m.rankings_new_share(), rows.entries],
                ] as const
                return tables.map(([title, items]) => (
                  <Table
                    key={title}
                    className="w-full rounded-xl bg-white text-xs shadow-sm"
                    caption={title}
                    captionClassName="p-2 text-left text-sm font-semibold text-gray-900"
                    head={false}
                    cellClassName="px-2 py-1"
                    rows={items}
                    rowKey={(r) => r.key}
                    columns={[
                      { key: 'label', header: null, rowHeader: true, cell: (r) => r.label },
                      { key: 'count', header: null, numeric: true, cell: (r) => formatNumber(r.count) },
                      {
                        key: 'share',
                        header: null,
                        numeric: true,
                        cell: (r) => formatPercent(r.count / analysis.size, { decimals: 0 }),
                      },
                    ]}
                  />
                ))
              })()}
            </div>
          )
        }
      </ReplyContent>
    </div>
  )
}
