// The day a list's figures describe ("Data as of 2026-11-23"), beside every data grid, so a seller
// knows how fresh the numbers are.
import { getLocale } from '@/i18n/locale'
import { formatDate } from '@/lib/format'
import { m } from '@/paraglide/messages'

export function DataAsOf({ date }: { date: string | null | undefined }) {
  if (!date) return null
  return (
    <span className="text-xs text-gray-600" data-testid="data-as-of">
      {m.products_as_of({ date: formatDate(date, getLocale()) })}
    </span>
  )
}
