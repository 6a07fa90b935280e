// The store export's columns, streamed through the one CSV writer (BOM, every cell quoted, src/lib/csv.ts).
import { countryName } from '@/i18n/names'
import { type CsvColumn, localizedHeader as L } from '@/lib/csv'
import { moneyForExport } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { STORE_COLUMN_LABELS as C } from './store-column-labels'
import type { StoreRow } from './stores.shared'

const pct = (ratio: number) => Math.round(ratio * 1000) / 10

export const STORE_EXPORT_COLUMNS: readonly CsvColumn<StoreRow>[] = [
  { header: L(C.id), value: (r) => r.id },
  { header: L(C.store), value: (r) => r.name },
  { header: L(m.products_site), value: (r, l) => countryName(r.site, l) },
  { header: L(m.store_col_country), value: (r, l) => countryName(r.country, l) },
  {
    header: L(m.filter_managed),
    value: (r, l) =>
      r.managedMode === 'semi' ? m.managed_semi({}, { locale: l }) : m.filter_managed_full({}, { locale: l }),
  },
  {
    header: L(C.main_categories),
    value: (r, l) => r.mainCategories.map((c) => (l === 'cn' ? c.nameCn : c.nameEn)).join(' / '),
  },
  { header: L(C.week_sales), value: (r) => r.weekSales },
  { header: L(m.store_export_week_growth), value: (r) => pct(r.weekGrowth) },
  { header: L(C.month_sales), value: (r) => r.monthSales },
  { header: L(C.growth_pct), value: (r) => pct(r.monthGrowth) },
  { header: L(C.revenue_usd), value: (r) => moneyForExport(r.revenueUsd, 'USD') },
  { header: L(m.store_filter_total_sales), value: (r) => r.totalSold },
  { header: L(C.products), value: (r) => r.productCount },
  { header: L(m.store_filter_new_products), value: (r) => r.newProducts },
  { header: L(C.followers), value: (r) => r.followers },
  { header: L(C.rating), value: (r) => r.rating },
  { header: L(m.sort_reviews), value: (r) => r.reviews },
  { header: L(C.opened), value: (r) => r.openedOn },
]
