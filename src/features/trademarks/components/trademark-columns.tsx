// The trademark search's grid columns and the small badges the pages share.
import { Link } from '@tanstack/react-router'
import { type GridColumn, gridColumnHelper } from '@/components/grid/grid-features'
import { DemoBadge } from '@/features/catalog/components/ip-provenance'
import { listOf, registerName } from '@/i18n/names'
import { cn } from '@/lib/cn'
import { formatDate, type Locale } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { MODE_NAMES, RISK_NAMES, statusName } from '../trademark-names'
import type { RiskLevel, TrademarkRow } from '../trademarks.shared'

const col = gridColumnHelper<TrademarkRow>()

export function StatusBadge({ status, live }: { status: string; live: boolean }) {
  return (
    <span
      className={cn(
        'rounded px-1.5 py-0.5 text-xs',
        live ? 'bg-emerald-50 text-emerald-800' : 'bg-gray-100 text-gray-700',
      )}
    >
      {statusName(status)}
    </span>
  )
}

const RISK_STYLE: Record<RiskLevel, string> = {
  high: 'bg-red-100 text-red-800',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-gray-100 text-gray-700',
}

export function RiskBadge({ level }: { level: RiskLevel }) {
  return (
    <span className={cn('rounded px-1.5 py-0.5 text-xs font-medium', RISK_STYLE[level])} data-risk={level}>
      {RISK_NAMES[level]()}
    </span>
  )
}

export function trademarkColumns(locale: Locale): Array<GridColumn<TrademarkRow>> {
  return [
    col.display({
      id: 'mark',
      enableSorting: false,
      meta: { label: m.trademark_col_mark, hideable: false, card: 'title', width: '14rem' },
      cell: ({ row }) => (
        <div>
          <Link
            to="/search-trademark/$id"
            params={{ id: row.original.id }}
            className="font-medium text-gray-900 hover:text-brand-600"
            data-testid="trademark-mark"
          >
            {row.original.mark}
          </Link>
          {row.original.wellKnown ? (
            <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-700">
              {m.trademark_well_known()}
            </span>
          ) : null}{' '}
          <DemoBadge source={row.original.source} />
        </div>
      ),
    }),
    col.display({
      id: 'owner',
      enableSorting: false,
      meta: { label: m.trademark_col_owner, width: '14rem' },
      cell: ({ row }) => <span className="text-sm text-gray-700">{row.original.owner}</span>,
    }),
    col.display({
      id: 'classes',
      enableSorting: false,
      meta: { label: m.trademark_col_classes },
      cell: ({ row }) => listOf(row.original.classes),
    }),
    col.display({
      id: 'status',
      enableSorting: false,
      meta: { label: m.trademark_col_status },
      cell: ({ row }) => <StatusBadge status={row.original.status} live={row.original.live} />,
    }),
    col.display({
      id: 'jurisdiction',
      enableSorting: false,
      meta: { label: m.trademark_col_jurisdiction },
      cell: ({ row }) => registerName(row.original.jurisdiction),
    }),
    col.display({
      id: 'filed',
      enableSorting: false,
      meta: { label: m.trademark_col_filed },
      cell: ({ row }) => formatDate(row.original.filedOn, locale),
    }),
    col.display({
      id: 'match',
      enableSorting: false,
      meta: { label: m.trademark_col_match },
      cell: ({ row }) => (row.original.match ? MODE_NAMES[row.original.match]() : '—'),
    }),
  ]
}
