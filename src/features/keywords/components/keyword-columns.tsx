// The keyword database's grid columns; a sortable column's id is its sort key (KEYWORD_SORTS).
import { Growth } from '@/components/grid/cells'
import { type GridColumn, gridColumnHelper } from '@/components/grid/grid-features'
import { StageBadge } from '@/features/catalog/components/stage-badge'
import type { Locale } from '@/lib/format'
import { formatCompact, formatMoney, formatNumber } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { KeywordRow } from '../keywords.shared'
import { Competition, KeywordText } from './keyword-cells'

const col = gridColumnHelper<KeywordRow>()

export function keywordColumns(locale: Locale): Array<GridColumn<KeywordRow>> {
  return [
    col.display({
      id: 'keyword',
      enableSorting: false,
      meta: { label: m.keyword_col_keyword, hideable: false, card: 'title', width: '14rem' },
      cell: ({ row }) => <KeywordText {...row.original} locale={locale} />,
    }),
    col.display({
      id: 'volume',
      meta: { label: m.keyword_col_volume, align: 'right' },
      cell: ({ row }) => formatCompact(row.original.volume, locale),
    }),
    col.display({
      id: 'growth',
      meta: { label: m.keyword_col_growth, align: 'right' },
      cell: ({ row }) => <Growth value={row.original.growth} />,
    }),
    col.display({
      id: 'competition',
      meta: { label: m.keyword_col_competition, align: 'right' },
      cell: ({ row }) => <Competition value={row.original.competition} />,
    }),
    col.display({
      id: 'products',
      meta: { label: m.keyword_col_products, align: 'right' },
      cell: ({ row }) => formatNumber(row.original.products),
    }),
    col.display({
      id: 'stores',
      meta: { label: m.keyword_col_stores, align: 'right' },
      cell: ({ row }) => formatNumber(row.original.stores),
    }),
    col.display({
      id: 'avg_price',
      meta: { label: m.keyword_col_avg_price, align: 'right', firstSort: 'asc' },
      cell: ({ row }) => formatMoney(row.original.avgPrice, locale, { currency: row.original.currency }),
    }),
    col.display({
      id: 'words',
      meta: { label: m.keyword_col_words, align: 'right' },
      cell: ({ row }) => formatNumber(row.original.words),
    }),
    col.display({
      id: 'stage',
      enableSorting: false,
      meta: { label: m.keyword_col_stage },
      cell: ({ row }) => <StageBadge stage={row.original.stage} />,
    }),
  ]
}
