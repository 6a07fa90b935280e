// /search-trademark/{id}: one mark's owner, classes, goods and services, dates and status history.
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Refusal } from '@/components/data-page/refusal'
import { DemoBadge, IpProvenance } from '@/features/catalog/components/ip-provenance'
import { messageForCode } from '@/i18n/code-messages'
import { getLocale } from '@/i18n/locale'
import { listOf, registerName } from '@/i18n/names'
import { API_CODES } from '@/lib/api-codes'
import { formatDate } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { statusName } from '../trademark-names'
import { trademarkDetailQueryOptions } from '../trademarks.queries'
import { StatusBadge } from './trademark-columns'

export function TrademarkDetailPage({ id }: { id: number }) {
  const locale = getLocale()
  const { data: reply } = useSuspenseQuery(trademarkDetailQueryOptions(id))
  const mark = reply.code === API_CODES.success ? reply.data : null
  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-6">
      <Link to="/search-trademark" className="text-sm text-brand-700 hover:underline">
        ← {m.trademark_back()}
      </Link>
      {reply.code !== API_CODES.success ? (
        <div className="mt-4">
          <Refusal code={reply.code} message={m.trademark_error({ message: messageForCode(reply.code) })} />
        </div>
      ) : !mark ? (
        <p className="mt-4">{m.trademark_not_found()}</p>
      ) : (
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
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <Item label={m.trademark_col_owner()}>{mark.owner}</Item>
            <Item label={m.trademark_col_jurisdiction()}>{registerName(mark.jurisdiction)}</Item>
            <Item label={m.trademark_col_classes()}>{listOf(mark.classes)}</Item>
            {mark.pinyin ? <Item label={m.trademark_pinyin()}>{mark.pinyin}</Item> : null}
            <Item label={m.trademark_serial()}>{mark.serialNumber ?? '—'}</Item>
            <Item label={m.trademark_registration()}>{mark.registrationNumber ?? '—'}</Item>
            <Item label={m.trademark_filed_on()}>{formatDate(mark.filedOn, locale)}</Item>
            <Item label={m.trademark_registered_on()}>
              {mark.registeredOn ? formatDate(mark.registeredOn, locale) : '—'}
            </Item>
            <div className="sm:col-span-2">
              <Item label={m.trademark_goods()}>{mark.goodsServices ?? m.trademark_no_goods()}</Item>
            </div>
          </dl>
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
