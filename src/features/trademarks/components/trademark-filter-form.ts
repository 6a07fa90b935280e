// How the trademark search's filters show in the form (the form part of TRADEMARK_FILTERS).
import { type FormTable, selectForm } from '@/components/data-page/filter-form'
import { registerName } from '@/i18n/names'
import { m } from '@/paraglide/messages'
import { JURISDICTIONS, type TRADEMARK_FILTERS } from '../trademarks.shared'

const CLASS_OPTIONS = Array.from({ length: 45 }, (_, i) => ({
  value: String(i + 1),
  label: () => String(i + 1),
}))

export const TRADEMARK_FORM: FormTable<typeof TRADEMARK_FILTERS> = {
  class: selectForm(m.trademark_filter_class, CLASS_OPTIONS),
  status: selectForm(m.trademark_filter_status, [
    { value: 'live', label: m.trademark_status_live },
    { value: 'dead', label: m.trademark_status_dead },
  ]),
  jurisdiction: selectForm(
    m.trademark_filter_jurisdiction,
    JURISDICTIONS.map((j) => ({ value: j, label: () => registerName(j) })),
  ),
  filed_from: { control: { kind: 'date' }, label: m.trademark_filter_filed_from, more: true },
  filed_to: { control: { kind: 'date' }, label: m.trademark_filter_filed_to, more: true },
}
