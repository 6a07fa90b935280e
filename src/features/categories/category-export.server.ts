// The category database export's columns: each shown node of the filtered tree, depth first, with its
// level and path so the file reads as the tree; shares and growth in percent like the filters.

import { STAGE_NAMES } from '@/features/catalog/stage-names'
import { type CsvColumn, localizedHeader as L } from '@/lib/csv'
import { moneyForExport } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { CategoryExportRow } from './categories.server'

const pct = (ratio: number) => Math.round(ratio * 1000) / 10

export const CATEGORY_EXPORT_COLUMNS: readonly CsvColumn<CategoryExportRow>[] = [
  { header: L(m.category_export_id), value: (r) => r.id },
  { header: L(m.category_export_level), value: (r) => r.level },
  { header: L(m.category_col_category), value: (r, l) => (l === 'cn' ? r.nameCn : r.nameEn) },
  { header: L(m.category_export_path), value: (r, l) => (l === 'cn' ? r.pathCn : r.pathEn) },
  { header: L(m.category_col_stage), value: (r, l) => STAGE_NAMES[r.stage]({}, { locale: l }) },
  { header: L(m.category_col_sales), value: (r) => r.sales },
  { header: L(m.category_col_revenue), value: (r) => moneyForExport(r.revenue, r.currency) },
  { header: L(m.export_col_currency), value: (r) => r.currency },
  { header: L(m.category_export_growth_pct), value: (r) => pct(r.growth) },
  { header: L(m.category_col_products), value: (r) => r.productCount },
  { header: L(m.category_col_stores), value: (r) => r.storeCount },
  { header: L(m.category_col_avg_price), value: (r) => moneyForExport(r.avgPrice, r.currency) },
  { header: L(m.category_export_new_share_pct), value: (r) => pct(r.newShare) },
  { header: L(m.category_export_semi_share_pct), value: (r) => pct(r.semiShare) },
  { header: L(m.category_export_top10_share_pct), value: (r) => pct(r.top10Share) },
  {
    header: L(m.category_export_matched),
    value: (r, l) =>
      r.matched ? m.category_export_yes({}, { locale: l }) : m.category_export_no({}, { locale: l }),
  },
]
