// How the supplier search's filters show in the form (the form part of SUPPLIER_FILTERS).
import { type FormTable, rangeForm, selectForm } from '@/components/data-page/filter-form'
import { m } from '@/paraglide/messages'
import { SOURCE_NAMES } from '../supplier-names'
import { type SUPPLIER_FILTERS, SUPPLIER_SOURCES } from '../suppliers.shared'

export const SUPPLIER_FORM: FormTable<typeof SUPPLIER_FILTERS> = {
  price: rangeForm(m.supplier_filter_price),
  moq: rangeForm(m.supplier_filter_moq),
  source: selectForm(
    m.supplier_sources_label,
    SUPPLIER_SOURCES.map((s) => ({ value: s, label: SOURCE_NAMES[s] })),
    { any: m.supplier_source_all },
  ),
}

/** On a source's own page the source is its path: the form leaves it out. */
export const SUPPLIER_SOURCE_PAGE_FORM: FormTable<typeof SUPPLIER_FILTERS> = {
  ...SUPPLIER_FORM,
  source: { control: { kind: 'hidden' }, label: m.supplier_sources_label },
}
