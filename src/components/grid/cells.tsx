// Small cell renderers shared by the grid's lists: rank-change arrows and signed growth.
import { ArrowDown, ArrowUp, Minus } from 'lucide-react'
import { cn } from '@/lib/cn'
import { formatNumber, formatPercent } from '@/lib/format'
import { m } from '@/paraglide/messages'

/** Places gained since the day before (positive = moved up); null = new on the list. */
export function RankChange({ change }: { change: number | null }) {
  if (change === null)
    return (
      <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-600">
        {m.grid_rank_new()}
      </span>
    )
  if (change === 0)
    return (
      <span className="inline-flex items-center text-gray-400" title={m.grid_rank_same()}>
        <Minus className="size-3.5" aria-hidden />
        <span className="sr-only">{m.grid_rank_same()}</span>
      </span>
    )
  const up = change > 0
  return (
    <span
      className={cn('inline-flex items-center gap-0.5 font-medium', up ? 'text-emerald-700' : 'text-red-600')}
    >
      {up ? <ArrowUp className="size-3.5" aria-hidden /> : <ArrowDown className="size-3.5" aria-hidden />}
      <span className="sr-only">{up ? m.grid_rank_up() : m.grid_rank_down()}</span>
      {formatNumber(Math.abs(change))}
    </span>
  )
}

/** A growth ratio with its sign, green when positive. */
export function Growth({ value }: { value: number }) {
  return (
    <span className={value > 0 ? 'text-emerald-700' : value < 0 ? 'text-red-600' : 'text-gray-500'}>
      {formatPercent(value, { sign: true })}
    </span>
  )
}
