// The supplier search export's columns, through the one CSV writer (src/lib/csv.ts).
import { type CsvColumn, localizedHeader as L } from '@/lib/csv'
import { m } from '@/paraglide/messages'
import { SOURCE_NAMES } from './supplier-names'
import type { SupplierRow } from './suppliers.shared'

export const SUPPLIER_EXPORT_COLUMNS: readonly CsvColumn<SupplierRow>[] = [
  { header: L(m.supplier_col_source), value: (r, l) => SOURCE_NAMES[r.source]({}, { locale: l }) },
  { header: L(m.supplier_col_title), value: (r) => r.title },
  { header: L(m.supplier_col_similarity), value: (r) => Math.round(r.similarity * 100) },
  { header: L(m.supplier_col_price_min), value: (r) => r.priceMin },
  { header: L(m.supplier_col_price_max), value: (r) => r.priceMax },
  { header: L(m.supplier_col_currency), value: (r) => r.currency },
  { header: L(m.supplier_col_moq), value: (r) => r.minOrder },
  { header: L(m.supplier_col_location), value: (r) => r.location },
  {
    header: L(m.supplier_col_margin),
    value: (r) => (r.margin === null ? '' : Math.round(r.margin * 1000) / 10),
  },
  { header: L(m.supplier_col_link), value: (r) => r.link },
]
