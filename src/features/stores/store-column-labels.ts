// The store list's column names, one table for the grid's headers and the export's header row: a
// column is called the same wherever a seller reads it, and the ID column says whose ID it holds.
import { m } from '@/paraglide/messages'

export const STORE_COLUMN_LABELS = {
  id: m.export_col_store_id,
  store: m.store_col_store,
  main_categories: m.store_col_main_categories,
  week_sales: m.store_col_week_sales,
  month_sales: m.store_col_month_sales,
  // The grid's growth column shows the month's growth; the export adds the unit.
  growth: m.sort_month_growth,
  growth_pct: m.store_export_month_growth,
  revenue: m.store_col_revenue,
  revenue_usd: m.store_filter_revenue_usd,
  products: m.store_col_products,
  followers: m.store_col_followers,
  rating: m.store_col_rating,
  opened: m.store_col_opened,
  trend: m.store_col_trend,
} as const
