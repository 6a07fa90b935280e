// /search-trademark/{id}: one mark's owner, classes, goods and services, dates and status history.

import { useSuspenseQuery } from '@tanstack/react-query'
import { DetailFact, DetailFacts, RecordDetail } from '@/components/data-page/record-detail'
import { DemoBadge, IpProvenance } from '@/features/catalog/components/ip-provenance'
import { getLocale } from '@/i18n/locale'
import { listOf, registerName } from '@/i18n/names'
import { formatDate } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { statusName } from '../trademark-names'
import { trademarkDetailQueryOptions } from '../trademarks.queries'
import { StatusBadge } from './trademark-columns'

export function TrademarkDetailPage({ id }: { id: number }) {
  const locale = getLocale()
  const { data: reply } = useSuspenseQuery(trademarkDetailQueryOptions(id))
  return (
    <RecordDetail
      reply={reply}
      backTo="/search-trademark"
      backLabel={m.trademark_back()}
      errorMessage={(message) => m.trademark_error({ message })}
      notFoundText={m.trademark_not_found()}
    >
      {(mark) => (
        <>
          <header className="mt-3 mb-5 flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold text-gray-900" data-testid="trademark-detail-mark">
              {mark.mark}
            </h1>
            <StatusBadge status={mark.status} live={mark.live} />
            {mark.wellKnown ? (
              <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-700">
                {m.trademark_well_known()}
              </span>
            ) : null}
            <DemoBadge source={mark.source} />
          </header>
          <DetailFacts>
            <DetailFact label={m.trademark_col_owner()}>{mark.owner}</DetailFact>
            <DetailFact label={m.trademark_col_jurisdiction()}>{registerName(mark.jurisdiction)}</DetailFact>
            <DetailFact label={m.trademark_col_classes()}>{listOf(mark.classes)}</DetailFact>
            {mark.pinyin ? <DetailFact label={m.trademark_pinyin()}>{mark.pinyin}</DetailFact> : null}
            <DetailFact label={m.trademark_serial()}>{mark.serialNumber ?? '—'}</DetailFact>
            <DetailFact label={m.trademark_registration()}>{mark.registrationNumber ?? '—'}</DetailFact>
            <DetailFact label={m.trademark_filed_on()}>{formatDate(mark.filedOn, locale)}</DetailFact>
            <DetailFact label={m.trademark_registered_on()}>
              {mark.registeredOn ? formatDate(mark.registeredOn, locale) : '—'}
            </DetailFact>
            <div className="sm:col-span-2">
              <DetailFact label={m.trademark_goods()}>
                {mark.goodsServices ?? m.trademark_no_goods()}
              </DetailFact>
            </div>
          </DetailFacts>
          <h2 className="mt-6 mb-2 text-lg font-semibold text-gray-900">{m.trademark_history()}</h2>
          <ol className="space-y-1 border-l-2 border-gray-200 pl-4 text-sm" data-testid="trademark-history">
            {mark.history.map((step) => (
              <li key={`${step.date}-${step.status}`}>
                <span className="text-gray-500">{formatDate(step.date, locale)}</span> ·{' '}
                {statusName(step.status)}
              </li>
            ))}
          </ol>
          <IpProvenance sources={[mark.sourceInfo]} />
        </>
      )}
    </RecordDetail>
  )
}
