// Where a trademark or patent answer comes from, as of when, and that it is a screening aid, not legal
// advice: shown with every search result, title check and record, so "no match" is never read as
// clearance and generated demo records are never taken for a register's.

import type { IpSource, IpSourceId } from '@/features/catalog/ip-sources'
import { getLocale } from '@/i18n/locale'
import { formatDate } from '@/lib/format'
import { m } from '@/paraglide/messages'

const SOURCE_NAMES: Record<IpSourceId, () => string> = {
  demo: m.ip_source_demo,
  uspto: m.ip_source_uspto,
  patentsview: m.ip_source_patentsview,
}

export function IpProvenance({ sources }: { sources: readonly IpSource[] }) {
  const locale = getLocale()
  return (
    <aside
      className="mt-3 space-y-1 rounded-md border border-amber-200 bg-amber-50 p-3 text-xs text-amber-950"
      data-testid="ip-provenance"
    >
      {sources.map((source) => (
        <p key={source.id} data-testid="ip-source" data-source={source.id}>
          {m.ip_source_line({
            source: SOURCE_NAMES[source.id](),
            date: source.asOf ? formatDate(source.asOf, locale) : m.ip_as_of_unknown(),
          })}
        </p>
      ))}
      <p data-testid="ip-not-advice">{m.ip_not_legal_advice()}</p>
    </aside>
  )
}

/** The "Demo data" tag of a generated record, wherever the record is shown. */
export function DemoBadge({ source }: { source: IpSourceId }) {
  if (source !== 'demo') return null
  return (
    <span
      className="inline-flex items-center rounded bg-amber-100 px-1.5 py-0.5 text-[11px] font-medium text-amber-900"
      title={m.ip_demo_note()}
      data-testid="demo-badge"
    >
      {m.ip_demo_badge()}
    </span>
  )
}
