// How the trademark search's filters show in the form (the form part of TRADEMARK_FILTERS).
import type { FormTable } from '@/components/data-page/filter-form'
import { registerName } from '@/i18n/names'
import { m } from '@/paraglide/messages'
import { JURISDICTIONS, type TRADEMARK_FILTERS } from '../trademarks.shared'

const CLASS_OPTIONS = Array.from({ length: 45 }, (_, i) => ({
  value: String(i + 1),
  label: () => String(i + 1),
}))

export const TRADEMARK_FORM: FormTable<typeof TRADEMARK_FILTERS> = {
  class: {
    control: { kind: 'select', options: CLASS_OPTIONS, anyLabel: m.filter_any },
    label: m.trademark_filter_class,
  },
  status: {
    control: {
      kind: 'select',
      options: [
        { value: 'live', label: m.trademark_status_live },
        { value: 'dead', label: m.trademark_status_dead },
      ],
      anyLabel: m.filter_any,
    },
    label: m.trademark_filter_status,
  },
  jurisdiction: {
    control: {
      kind: 'select',
      options: JURISDICTIONS.map((j) => ({ value: j, label: () => registerName(j) })),
      anyLabel: m.filter_any,
    },
    label: m.trademark_filter_jurisdiction,
  },
  filed_from: { control: { kind: 'date' }, label: m.trademark_filter_filed_from, more: true },
  filed_to: { control: { kind: 'date' }, label: m.trademark_filter_filed_to, more: true },
}
