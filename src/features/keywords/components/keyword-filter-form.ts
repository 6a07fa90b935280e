// How the keyword database's filters show in the form (the form part of KEYWORD_FILTERS): loaded with
// the keyword pages, not the app's entry.
import { type FormTable, rangeForm } from '@/components/data-page/filter-form'
import { siteForm } from '@/features/catalog/components/product-filter-form'
import { m } from '@/paraglide/messages'
import type { KEYWORD_FILTERS } from '../keywords.shared'

export const KEYWORD_FORM: FormTable<typeof KEYWORD_FILTERS> = {
  site: siteForm,
  q: {
    control: { kind: 'text', maxLength: 60, placeholder: m.keyword_filter_q_placeholder, wide: true },
    label: m.keyword_filter_q,
  },
  include: { control: { kind: 'text', maxLength: 60 }, label: m.keyword_filter_include },
  exclude: { control: { kind: 'text', maxLength: 60 }, label: m.keyword_filter_exclude },
  volume: rangeForm(m.keyword_col_volume),
  growth: rangeForm(m.keyword_col_growth_pct),
  competition: rangeForm(m.keyword_filter_competition),
  products: rangeForm(m.keyword_col_products, true),
  stores: rangeForm(m.keyword_col_stores, true),
  avg_price: rangeForm(m.keyword_col_avg_price, true),
  words: rangeForm(m.keyword_col_words, true),
}
