// How the product lists' filters show in the form (the form part of PRODUCT_FILTERS, fields.ts): loaded
// with the pages, not the app's entry.
import { type FormField, type FormTable, rangeForm, selectForm } from '@/components/data-page/filter-form'
import { type PRODUCT_FILTERS, RATING_CHOICES, SITE_IDS } from '@/features/catalog/products.shared'
import { SITE_NAMES } from '@/features/catalog/site-names'
import { m } from '@/paraglide/messages'

/** The site select every list of one site shows first (always one site: no "Any" choice). */
export const siteForm: FormField = {
  control: { kind: 'select', options: SITE_IDS.map((site) => ({ value: site, label: SITE_NAMES[site] })) },
  label: m.products_site,
}

/** The "rating at least" select of product and store lists. */
export const ratingForm: FormField = selectForm(
  m.filter_rating,
  RATING_CHOICES.map((rating) => ({ value: rating, label: () => m.filter_rating_at_least({ rating }) })),
  { more: true },
)

/** Full or semi-managed: product and store lists. */
export const managedOptions = [
  { value: 'full', label: m.filter_managed_full },
  { value: 'semi', label: m.managed_semi },
] as const

export const PRODUCT_FORM: FormTable<typeof PRODUCT_FILTERS> = {
  site: siteForm,
  category: { control: { kind: 'custom', wide: true }, label: m.filter_category },
  keyword: {
    control: { kind: 'text', maxLength: 100, placeholder: m.products_keyword_placeholder, wide: true },
    label: m.products_keyword,
  },
  price: rangeForm(m.products_col_price),
  month_sales: rangeForm(m.products_col_month_sales),
  day_sales: rangeForm(m.sort_day_sales, true),
  week_sales: rangeForm(m.sort_week_sales, true),
  week_growth: rangeForm(m.filter_week_growth_pct, true),
  month_growth: rangeForm(m.filter_month_growth_pct, true),
  reviews: rangeForm(m.sort_reviews, true),
  same_items: rangeForm(m.grid_col_same_items, true),
  revenue: rangeForm(m.filter_revenue, true),
  rating: ratingForm,
  listed_from: { control: { kind: 'date' }, label: m.filter_listed_from, more: true },
  listed_to: { control: { kind: 'date' }, label: m.filter_listed_to, more: true },
  status: selectForm(
    m.filter_status,
    [
      { value: 'on_sale', label: m.grid_status_on_sale },
      { value: 'sold_out', label: m.status_sold_out },
    ],
    { more: true },
  ),
  managed: selectForm(m.filter_managed, managedOptions, { more: true }),
  store: { control: { kind: 'hidden' }, label: m.products_col_store },
}
