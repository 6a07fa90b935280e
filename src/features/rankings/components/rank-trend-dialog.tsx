// The ranking trend dialog (quota feature `historical-trend-dialog`): one product's place on the list
// over 7, 30 or 90 days. Lazy-loaded with its chart when a trend button is first pressed.

import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { TrendChart } from '@/components/charts/trend-chart'
import { Refusal } from '@/components/data-page/refusal'
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '@/components/ui/dialog'
import { Segmented } from '@/components/ui/segmented'
import { messageForCode } from '@/i18n/code-messages'
import { getLocale } from '@/i18n/locale'
import { API_CODES } from '@/lib/api-codes'
import { formatDate, formatNumber } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { rankTrendQueryOptions } from '../rankings.queries'
import { type RankRow, type RankType, TREND_DAYS } from '../rankings.shared'

export default function RankTrendDialog({
  row,
  listType,
  category,
  onClose,
}: {
  row: RankRow
  listType: RankType
  category: number
  onClose: () => void
}) {
  const locale = getLocale()
  const [days, setDays] = useState<(typeof TREND_DAYS)[number]>(30)
  const { data: reply, isPending } = useQuery(
    rankTrendQueryOptions({ product_id: row.id, site: row.site, category, list_type: listType, days }),
  )
  const trend = reply?.code === API_CODES.success ? reply.data : null
  const title = locale === 'cn' ? row.titleCn : row.titleEn
  return (
    <DialogRoot open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent width="min(720px, 94vw)" data-testid="rank-trend-dialog">
        <DialogTitle className="pr-8 text-lg font-semibold text-gray-900">
          {m.rankings_trend_title()}
        </DialogTitle>
        <DialogDescription className="mt-1 line-clamp-2 text-sm text-gray-600">{title}</DialogDescription>
        <Segmented
          className="mt-3"
          legend={m.detail_range()}
          options={TREND_DAYS}
          value={days}
          label={(d) => m.detail_days({ days: d })}
          onChange={setDays}
        />
        {trend?.data_from ? (
          <p className="mt-2 text-xs text-gray-600" data-testid="rank-trend-data-from">
            {m.rankings_trend_data_from({
              day: formatDate(trend.data_from, locale),
              shown: trend.points.length,
            })}
          </p>
        ) : null}
        <div className="mt-3 min-h-[240px]">
          {isPending ? (
            <div className="h-[240px] animate-pulse rounded-lg bg-gray-50" />
          ) : trend ? (
            <TrendChart
              points={trend.points.map((p) => ({ day: p.day, value: p.rank }))}
              label={m.rankings_trend_label({ days })}
              formatValue={(n) => `#${formatNumber(n)}`}
              formatDay={(d) => formatDate(d, locale).slice(5)}
              invert
              color="#6366f1"
              height={240}
              testId="rank-trend-chart"
              emptyText={m.rankings_trend_empty()}
            />
          ) : (
            <Refusal
              feature="historical-trend-dialog"
              code={reply?.code ?? API_CODES.serverError}
              message={reply ? messageForCode(reply.code) : m.rankings_trend_empty()}
            />
          )}
        </div>
      </DialogContent>
    </DialogRoot>
  )
}
