// The ad library's grid columns; a sortable column's id is its sort key (AD_SORTS).
import { Link } from '@tanstack/react-router'
import { type GridColumn, gridColumnHelper } from '@/components/grid/grid-features'
import type { Locale } from '@/lib/format'
import { formatCompact, formatDate, formatNumber } from '@/lib/format'
import { localName } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { AD_COLUMN_LABELS as L } from '../ad-column-labels'
import type { AdRow } from '../ads.shared'
import { FORMAT_NAMES, PLATFORM_NAMES } from '../ads-names'
import { AdCreative, AdLink, CountryList } from './ad-parts'

const col = gridColumnHelper<AdRow>()

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
    col.display({
      id: 'first_seen',
      meta: { label: L.first_seen, align: 'right' },
      cell: ({ row }) => formatDate(row.original.firstSeen, locale),
    }),
    col.display({
      id: 'days_running',
      meta: { label: L.days_running, align: 'right' },
      cell: ({ row }) => formatNumber(row.original.daysRunning),
    }),
    col.display({
      id: 'impressions',
      meta: { label: L.impressions, align: 'right' },
      cell: ({ row }) => formatCompact(row.original.impressions, locale),
    }),
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
      cell: ({ row }) =>
        row.original.store ? (
          <Link
            to="/mall-detail"
            search={{ id: row.original.store.id }}
            className="hover:text-brand-600"
            data-marketplace-text
          >
            {row.original.store.name}
          </Link>
        ) : (
          '-'
        ),
    }),
  ]
}
