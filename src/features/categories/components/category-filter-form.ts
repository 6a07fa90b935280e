// How the category database's filters show in the form (the form part of CATEGORY_FILTERS, fields.ts):
// loaded with the page, not the app's entry.
import { type FormTable, rangeForm, selectForm } from '@/components/data-page/filter-form'
import { siteForm } from '@/features/catalog/components/product-filter-form'
import { MARKET_STAGES } from '@/features/catalog/market-stages'
import { STAGE_NAMES } from '@/features/catalog/stage-names'
import { m } from '@/paraglide/messages'
import type { CATEGORY_FILTERS } from '../categories.shared'

export const CATEGORY_FORM: FormTable<typeof CATEGORY_FILTERS> = {
  site: siteForm,
  keyword: {
    control: { kind: 'text', maxLength: 60, placeholder: m.category_filter_keyword_placeholder },
    label: m.category_filter_keyword,
  },
  stage: selectForm(
    m.category_col_stage,
    MARKET_STAGES.map((stage) => ({ value: stage, label: STAGE_NAMES[stage] })),
    { any: m.category_stage_any },
  ),
  sales: rangeForm(m.category_filter_sales),
  revenue: rangeForm(m.category_filter_revenue),
  growth: rangeForm(m.category_filter_growth),
  product_count: rangeForm(m.category_filter_products, true),
  store_count: rangeForm(m.category_filter_stores, true),
  avg_price: rangeForm(m.category_filter_avg_price, true),
  new_share: rangeForm(m.category_filter_new_share, true),
  semi_share: rangeForm(m.category_filter_semi_share, true),
  top10_share: rangeForm(m.category_filter_top10_share, true),
}
