// How the patent search's filters show in the form (the form part of PATENT_FILTERS).
import { type FormTable, selectForm } from '@/components/data-page/filter-form'
import { m } from '@/paraglide/messages'
import { KIND_NAMES } from '../patent-names'
import { type PATENT_FILTERS, PATENT_KINDS } from '../patents.shared'

export const PATENT_FORM: FormTable<typeof PATENT_FILTERS> = {
  kind: selectForm(
    m.patent_filter_kind,
    PATENT_KINDS.map((k) => ({ value: k, label: KIND_NAMES[k] })),
  ),
  assignee: { control: { kind: 'text', maxLength: 80 }, label: m.patent_filter_assignee },
  class: { control: { kind: 'text', maxLength: 20 }, label: m.patent_filter_class },
  granted_from: { control: { kind: 'date' }, label: m.patent_filter_granted_from, more: true },
  granted_to: { control: { kind: 'date' }, label: m.patent_filter_granted_to, more: true },
  filed_from: { control: { kind: 'date' }, label: m.patent_filter_filed_from, more: true },
  filed_to: { control: { kind: 'date' }, label: m.patent_filter_filed_to, more: true },
}
