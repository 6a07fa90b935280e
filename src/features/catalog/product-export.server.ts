// The product export's columns: the list's current filters and sort are streamed in keyset batches
// through the one CSV writer (BOM, every cell quoted, src/lib/csv.ts), so memory stays flat whatever the
// size. Other exports of product rows (rank lists) start from these columns.
import { countryName } from '@/i18n/names'
import { type CsvColumn, localizedHeader as L } from '@/lib/csv'
import { moneyForExport } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { ProductRow } from './products.shared'

export const PRODUCT_EXPORT_COLUMNS: readonly CsvColumn<ProductRow>[] = [
  { header: L(m.export_col_id), value: (r) => r.id },
  { header: L(m.products_col_product), value: (r, l) => (l === 'cn' ? r.titleCn : r.titleEn) },
  { header: L(m.filter_category), value: (r, l) => (l === 'cn' ? r.categoryCn : r.categoryEn) },
  { header: L(m.products_site), value: (r, l) => countryName(r.site, l) },
  { header: L(m.products_col_price), value: (r) => moneyForExport(r.price, r.currency) },
  { header: L(m.export_col_currency), value: (r) => r.currency },
  { header: L(m.sort_day_sales), value: (r) => r.daySales },
  { header: L(m.sort_week_sales), value: (r) => r.weekSales },
  { header: L(m.products_col_month_sales), value: (r) => r.monthSales },
  // The month's 80 % range and what the figures rest on (issue 38): equal to the value when observed,
  // empty when the product is too new to estimate.
  { header: L(m.export_col_month_low), value: (r) => r.sales?.month.low ?? null },
  { header: L(m.export_col_month_high), value: (r) => r.sales?.month.high ?? null },
  {
    header: L(m.export_col_sales_basis),
    value: (r, l) =>
      r.sales === null
        ? m.sales_not_enough({}, { locale: l })
        : r.sales.month.observed
          ? m.sales_basis_observed({}, { locale: l })
          : m.sales_basis_estimated({}, { locale: l }),
  },
  { header: L(m.filter_week_growth_pct), value: (r) => Math.round(r.weekGrowth * 1000) / 10 },
  { header: L(m.filter_month_growth_pct), value: (r) => Math.round(r.monthGrowth * 1000) / 10 },
  { header: L(m.products_col_revenue), value: (r) => moneyForExport(r.revenue, r.currency) },
  { header: L(m.sort_rating), value: (r) => r.rating },
  { header: L(m.sort_reviews), value: (r) => r.reviews },
  { header: L(m.products_col_listed), value: (r) => r.listedAt },
  { header: L(m.products_col_store), value: (r) => r.storeName },
  {
    header: L(m.grid_col_status),
    value: (r, l) =>
      r.status === 'sold_out'
        ? m.status_sold_out({}, { locale: l })
        : m.grid_status_on_sale({}, { locale: l }),
  },
  {
    header: L(m.filter_managed),
    value: (r, l) =>
      r.managedMode === 'semi' ? m.managed_semi({}, { locale: l }) : m.filter_managed_full({}, { locale: l }),
  },
  { header: L(m.grid_col_same_items), value: (r) => r.sameItemCount },
]
