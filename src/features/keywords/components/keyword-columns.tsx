// The keyword database's grid columns; a sortable column's id is its sort key (KEYWORD_SORTS).
import { Growth } from '@/components/grid/cells'
import { figureColumn, type GridColumn, gridColumnHelper } from '@/components/grid/grid-features'
import { StageBadge } from '@/features/catalog/components/stage-badge'
import type { Locale } from '@/lib/format'
import { formatCompact, formatMoney, formatNumber } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { KeywordRow } from '../keywords.shared'
import { Competition, KeywordText } from './keyword-cells'

const col = gridColumnHelper<KeywordRow>()
const figure = figureColumn<KeywordRow>

export function keywordColumns(locale: Locale): Array<GridColumn<KeywordRow>> {
  return [
    col.display({
      id: 'keyword',
      enableSorting: false,
      meta: { label: m.keyword_col_keyword, hideable: false, card: 'title', width: '14rem' },
      cell: ({ row }) => <KeywordText {...row.original} locale={locale} />,
    }),
    figure('volume', m.keyword_col_volume, (row) => formatCompact(row.volume, locale)),
    figure('growth', m.keyword_col_growth, (row) => <Growth value={row.growth} />),
    figure('competition', m.keyword_col_competition, (row) => <Competition value={row.competition} />),
    figure('products', m.keyword_col_products, (row) => formatNumber(row.products)),
    figure('stores', m.keyword_col_stores, (row) => formatNumber(row.stores)),
    figure(
      'avg_price',
      m.keyword_col_avg_price,
      (row) => formatMoney(row.avgPrice, locale, { currency: row.currency }),
      { firstSort: 'asc' },
    ),
    figure('words', m.keyword_col_words, (row) => formatNumber(row.words)),
    col.display({
      id: 'stage',
      enableSorting: false,
      meta: { label: m.keyword_col_stage },
      cell: ({ row }) => <StageBadge stage={row.original.stage} />,
    }),
  ]
}
