// /search-patent/{id}: one patent's number, type, assignee, dates, classes and abstract.
import { useSuspenseQuery } from '@tanstack/react-query'
import { DetailFact, DetailFacts, RecordDetail } from '@/components/data-page/record-detail'
import { DemoBadge, IpProvenance } from '@/features/catalog/components/ip-provenance'
import { getLocale } from '@/i18n/locale'
import { listOf } from '@/i18n/names'
import { formatDate } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { KIND_NAMES } from '../patent-names'
import { patentDetailQueryOptions } from '../patents.queries'

export function PatentDetailPage({ id }: { id: number }) {
  const locale = getLocale()
  const { data: reply } = useSuspenseQuery(patentDetailQueryOptions(id))
  return (
    <RecordDetail
      reply={reply}
      backTo="/search-patent"
      backLabel={m.patent_back()}
      errorMessage={(message) => m.patent_error({ message })}
      notFoundText={m.patent_not_found()}
    >
      {(patent) => (
        <>
          <h1 className="mt-3 mb-1 text-2xl font-bold text-gray-900" data-testid="patent-detail-title">
            {patent.title}
          </h1>
          <p className="mb-5 flex items-center gap-2 text-sm text-gray-600">
            {patent.number} <DemoBadge source={patent.source} />
          </p>
          <DetailFacts>
            <DetailFact label={m.patent_col_kind()}>
              {patent.kind ? KIND_NAMES[patent.kind]() : '—'}
            </DetailFact>
            <DetailFact label={m.patent_col_assignee()}>{patent.assignee}</DetailFact>
            <DetailFact label={m.patent_col_filed()}>{formatDate(patent.filedOn, locale)}</DetailFact>
            <DetailFact label={m.patent_col_granted()}>
              {patent.grantedOn ? formatDate(patent.grantedOn, locale) : m.patent_not_granted()}
            </DetailFact>
            <DetailFact label={m.patent_col_classes()}>{listOf(patent.classes)}</DetailFact>
          </DetailFacts>
          <h2 className="mt-6 mb-2 text-lg font-semibold text-gray-900">{m.patent_abstract()}</h2>
          <p className="max-w-3xl text-sm leading-relaxed text-gray-800" data-testid="patent-abstract">
            {patent.abstract}
          </p>
          <IpProvenance sources={[patent.sourceInfo]} />
        </>
      )}
    </RecordDetail>
  )
}
