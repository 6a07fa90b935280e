// The rank-list export's columns: the place and its change first, then the product export's columns,
// so a ranked product reads the same in both files.
import { PRODUCT_EXPORT_COLUMNS } from '@/features/catalog/product-export.server'
import { type CsvColumn, localizedHeader as L } from '@/lib/csv'
import { m } from '@/paraglide/messages'
import type { RankRow } from './rankings.shared'

export const RANK_EXPORT_COLUMNS: readonly CsvColumn<RankRow>[] = [
  { header: L(m.rankings_col_rank), value: (r) => r.rank },
  {
    header: L(m.rankings_col_change),
    // Places gained since the day before; a product new on the list has no number, so it says so
    // (an empty cell would read as "unchanged").
    value: (r, l) => r.rankChange ?? m.grid_rank_new({}, { locale: l }),
  },
  ...PRODUCT_EXPORT_COLUMNS,
]
