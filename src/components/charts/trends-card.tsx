// A detail page's trends card (a product's, a store's): its heading, the switch of how many days the
// charts show, and the charts below them.
import type { ReactNode } from 'react'
import { Segmented } from '@/components/ui/segmented'
import { cn } from '@/lib/cn'

/**
 * The card is named by its heading (`headingId`, unique on the page). The day range lives in the page's
 * URL, so `onRange` navigates; `rangeLabel` says one choice ("30 days"), `rangeLegend` names the switch
 * for screen readers. `className` places the card on its page (a top margin).
 */
export function TrendsCard<Range extends number>({
  headingId,
  title,
  ranges,
  range,
  onRange,
  rangeLegend,
  rangeLabel,
  rangeTestId,
  className,
  children,
}: {
  headingId: string
  title: string
  ranges: readonly Range[]
  range: Range
  onRange: (days: Range) => void
  rangeLegend: string
  rangeLabel: (days: Range) => string
  /** Each range button's test id is `${rangeTestId}-${days}`. */
  rangeTestId: string
  className?: string
  children: ReactNode
}) {
  return (
    <section className={cn(className, 'rounded-xl bg-white p-4 shadow-sm')} aria-labelledby={headingId}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        <Segmented
          legend={rangeLegend}
          options={ranges}
          value={range}
          label={rangeLabel}
          onChange={onRange}
          testId={rangeTestId}
        />
      </div>
      {children}
    </section>
  )
}
