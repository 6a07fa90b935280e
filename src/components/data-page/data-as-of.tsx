// The day a list's figures describe ("Data as of 2026-11-23"), beside every data grid, so a seller
// knows how fresh the numbers are; and, when the dataset came from the generator (`npm run seed`),
// that it is generated demo data, not real marketplace figures.
import { useQuery } from '@tanstack/react-query'
import { getLocale } from '@/i18n/locale'
import { formatDate } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { Dataset } from '@/server/db/provenance'
import { provenanceQueryOptions } from './provenance.functions'

export function DataAsOf({
  date,
  dataset = 'catalogue',
}: {
  date?: string | null | undefined
  /** What the page shows: the marketplace catalogue, or the trademark or patent records. */
  dataset?: Dataset
}) {
  const provenance = useQuery(provenanceQueryOptions())
  const demo = provenance.data?.[dataset] === true
  if (!date && !demo) return null
  return (
    <span className="text-xs text-gray-600" data-testid="data-as-of">
      {date ? m.products_as_of({ date: formatDate(date, getLocale()) }) : null}
      {date && demo ? ' · ' : null}
      {demo ? (
        <strong className="font-medium text-amber-800" data-testid="demo-data-mark">
          {m.data_demo_mark()}
        </strong>
      ) : null}
    </span>
  )
}
