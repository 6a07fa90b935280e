// The ad library's column names, one table for the grid's headers and the export's header row. An ad
// has its own ID and advertises a product with another: each ID column says which it holds.
import { m } from '@/paraglide/messages'

export const AD_COLUMN_LABELS = {
  id: m.export_col_ad_id,
  product_id: m.export_col_id,
  creative: m.ads_col_creative,
  copy: m.ads_col_copy,
  countries: m.ads_col_countries,
  first_seen: m.ads_col_first_seen,
  last_seen: m.ads_col_last_seen,
  days_running: m.ads_col_days_running,
  impressions: m.ads_col_impressions,
  category: m.ads_filter_category,
  store: m.ads_col_store,
  product: m.ads_col_product,
} as const
