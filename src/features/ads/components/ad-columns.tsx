// The ad library's grid columns; a sortable column's id is its sort key (AD_SORTS).
import { figureColumn, type GridColumn, gridColumnHelper } from '@/components/grid/grid-features'
import { StoreLink } from '@/features/catalog/components/store-link'
import type { Locale } from '@/lib/format'
import { formatCompact, formatDate, formatNumber } from '@/lib/format'
import { localName } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { AD_COLUMN_LABELS as L } from '../ad-column-labels'
import type { AdRow } from '../ads.shared'
import { FORMAT_NAMES, PLATFORM_NAMES } from '../ads-names'
import { AdCreative, AdLink, CountryList } from './ad-parts'

const col = gridColumnHelper<AdRow>()
const figure = figureColumn<AdRow>

export function adColumns(locale: Locale): Array<GridColumn<AdRow>> {
  return [
    col.display({
      id: 'creative',
      enableSorting: false,
      meta: { label: L.creative, card: 'media', hideable: false, width: '4rem' },
      cell: ({ row }) => (
        <AdLink ad={row.original} className="block">
          <AdCreative ad={row.original} size="thumb" />
        </AdLink>
      ),
    }),
    col.display({
      id: 'copy',
      enableSorting: false,
      meta: { label: L.copy, card: 'title', hideable: false, width: '18rem' },
      cell: ({ row }) => (
        <div className="min-w-0">
          <AdLink ad={row.original}>
            <span className="line-clamp-2" data-marketplace-text>
              {row.original.copy}
            </span>
          </AdLink>
          <p className="mt-0.5 text-xs text-gray-600">
            {PLATFORM_NAMES[row.original.platform]} · {FORMAT_NAMES[row.original.format]()}
          </p>
        </div>
      ),
    }),
    col.display({
      id: 'countries',
      enableSorting: false,
      meta: { label: m.ads_col_countries },
      cell: ({ row }) => <CountryList codes={row.original.countries} locale={locale} />,
    }),
    figure('first_seen', L.first_seen, (row) => formatDate(row.firstSeen, locale)),
    figure('days_running', L.days_running, (row) => formatNumber(row.daysRunning)),
    figure('impressions', L.impressions, (row) => formatCompact(row.impressions, locale)),
    col.display({
      id: 'category',
      enableSorting: false,
      meta: { label: m.ads_filter_category },
      cell: ({ row }) => (row.original.category ? localName(row.original.category, locale) : '-'),
    }),
    col.display({
      id: 'store',
      enableSorting: false,
      meta: { label: m.ads_col_store },
      cell: ({ row }) => (row.original.store ? <StoreLink store={row.original.store} /> : '-'),
    }),
  ]
}
