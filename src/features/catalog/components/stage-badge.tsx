// A category's market stage as a coloured label (docs/lists.md defines the stages).

import type { MarketStage } from '@/features/catalog/market-stages'
import { STAGE_NAMES } from '@/features/catalog/stage-names'
import { cn } from '@/lib/cn'

const STAGE_STYLE: Record<MarketStage, string> = {
  emerging: 'bg-violet-50 text-violet-800',
  growing: 'bg-emerald-50 text-emerald-800',
  mature: 'bg-gray-100 text-gray-700',
  declining: 'bg-red-50 text-red-800',
}

export function StageBadge({ stage }: { stage: MarketStage }) {
  return (
    <span
      className={cn(
        'inline-block rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap',
        STAGE_STYLE[stage],
      )}
      data-testid="category-stage"
      data-stage={stage}
    >
      {STAGE_NAMES[stage]()}
    </span>
  )
}
