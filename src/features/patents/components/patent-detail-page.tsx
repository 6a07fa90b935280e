// /search-patent/{id}: one patent's number, type, assignee, dates, classes and abstract.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Refusal } from '@/components/data-page/refusal'
import { DemoBadge, IpProvenance } from '@/features/catalog/components/ip-provenance'
import { messageForCode } from '@/i18n/code-messages'
import { getLocale } from '@/i18n/locale'
import { listOf } from '@/i18n/names'
import { API_CODES } from '@/lib/api-codes'
import { formatDate } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { KIND_NAMES } from '../patent-names'
import { patentDetailQueryOptions } from '../patents.queries'

export function PatentDetailPage({ id }: { id: number }) {
  const locale = getLocale()
  const { data: reply } = useSuspenseQuery(patentDetailQueryOptions(id))
  const patent = reply.code === API_CODES.success ? reply.data : null
  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-6">
      <Link to="/search-patent" className="text-sm text-brand-700 hover:underline">
        ← {m.patent_back()}
      </Link>
      {reply.code !== API_CODES.success ? (
        <div className="mt-4">
          <Refusal code={reply.code} message={m.patent_error({ message: messageForCode(reply.code) })} />
        </div>
      ) : !patent ? (
        <p className="mt-4">{m.patent_not_found()}</p>
      ) : (
        <>
          <h1 className="mt-3 mb-1 text-2xl font-bold text-gray-900" data-testid="patent-detail-title">
            {patent.title}
          </h1>
          <p className="mb-5 flex items-center gap-2 text-sm text-gray-600">
            {patent.number} <DemoBadge source={patent.source} />
          </p>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <Item label={m.patent_col_kind()}>{patent.kind ? KIND_NAMES[patent.kind]() : '—'}</Item>
            <Item label={m.patent_col_assignee()}>{patent.assignee}</Item>
            <Item label={m.patent_col_filed()}>{formatDate(patent.filedOn, locale)}</Item>
            <Item label={m.patent_col_granted()}>
              {patent.grantedOn ? formatDate(patent.grantedOn, locale) : m.patent_not_granted()}
            </Item>
            <Item label={m.patent_col_classes()}>{listOf(patent.classes)}</Item>
          </dl>
          <h2 className="mt-6 mb-2 text-lg font-semibold text-gray-900">{m.patent_abstract()}</h2>
          <p className="max-w-3xl text-sm leading-relaxed text-gray-800" data-testid="patent-abstract">
            {patent.abstract}
          </p>
          <IpProvenance sources={[patent.sourceInfo]} />
        </>
      )}
    </div>
  )
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-gray-500">{label}</dt>
      <dd className="text-sm text-gray-900">{children}</dd>
    </div>
  )
}
