// How the store lists' filters show in the form (the form part of STORE_FILTERS, fields.ts): loaded
// with the store pages, not the app's entry.
import { type FormTable, rangeForm, selectForm } from '@/components/data-page/filter-form'
import { managedOptions, ratingForm, siteForm } from '@/features/catalog/components/product-filter-form'
import { m } from '@/paraglide/messages'
import type { STORE_FILTERS } from '../stores.shared'

export const STORE_FORM: FormTable<typeof STORE_FILTERS> = {
  site: siteForm,
  category: { control: { kind: 'custom' }, label: m.store_filter_category },
  managed: selectForm(m.filter_managed, managedOptions),
  opened_from: { control: { kind: 'date' }, label: m.store_filter_opened_from },
  opened_to: { control: { kind: 'date' }, label: m.store_filter_opened_to },
  week_sales: rangeForm(m.store_col_week_sales),
  month_sales: rangeForm(m.store_col_month_sales),
  total_sales: rangeForm(m.store_filter_total_sales, true),
  revenue: rangeForm(m.store_filter_revenue_usd, true),
  rating: ratingForm,
  reviews: rangeForm(m.sort_reviews, true),
  followers: rangeForm(m.store_col_followers, true),
  products: rangeForm(m.store_col_products, true),
  new_products: rangeForm(m.store_filter_new_products, true),
}
