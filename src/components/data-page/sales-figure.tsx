// One way every page shows a sales figure (issue 38, docs/estimates.md): an observed figure is its plain
// value; an estimated one carries a visible mark ("est." / "估", not colour alone) and says its 80 %
// range in a tooltip; a product with too little history says "Not enough data yet" instead of a 0.
import { cn } from '@/lib/cn'
import type { SalesFigure } from '@/lib/sales-figure'
import { m } from '@/paraglide/messages'

type Format = (value: number) => string

/** "Estimated · 80 % range 1.2k–1.9k": the tooltip's text, and what a screen reader hears after the value. */
export function estimatedRangeText(figure: SalesFigure, format: Format): string {
  return m.sales_estimated_tooltip({ low: format(figure.low), high: format(figure.high) })
}

/** "80 % range 1.2k–1.9k": the range written out beside a headline figure. */
export function salesRangeText(figure: SalesFigure, format: Format): string {
  return m.sales_range({ low: format(figure.low), high: format(figure.high) })
}

/**
 * A sales figure. `focusable` is for the few headline figures of a page (a product's detail): there the
 * figure is one tab stop and its tooltip shows on keyboard focus. A grid leaves it off: four focusable
 * figures per row would put 200 extra stops between a reader and the pager of a 50-row page. In a grid
 * the range is still read by screen readers (the sr-only text after the value), shown on hover, and shown
 * to a sighted keyboard reader under each figure while the row has focus (its product link or star).
 */
export function SalesFigureValue({
  figure,
  format,
  focusable = false,
  testId,
  className,
}: {
  figure: SalesFigure | null
  format: Format
  focusable?: boolean
  testId?: string
  className?: string
}) {
  if (figure === null) {
    return (
      <span className={cn('text-gray-500', className)} data-testid={testId} data-basis="insufficient">
        {m.sales_not_enough()}
      </span>
    )
  }
  // A figure known exactly needs no mark: observed, or estimated with nothing left to doubt (an exact
  // sold counter at both ends of the window: "541 sold" then "841 sold" is 300, docs/estimates.md).
  if (figure.observed || figure.low === figure.high) {
    return (
      <span className={className} data-testid={testId} data-basis={figure.observed ? 'observed' : 'exact'}>
        {format(figure.value)}
      </span>
    )
  }
  const text = estimatedRangeText(figure, format)
  const body = (
    <>
      {format(figure.value)}
      <sup className="ml-0.5 text-[0.7em] font-normal text-gray-500" aria-hidden data-testid="estimated-mark">
        {m.sales_estimated_mark()}
      </sup>
      {/* The visual tooltip; screen readers read the same words from the sr-only span instead. */}
      <span
        aria-hidden
        className={cn(
          // Below md (cards, two figures a line) figures sit at the start of their box: the tooltip
          // opens from the figure's start and wraps, so it stays on a 390 px screen; wider, it is one
          // line ending at the figure's end, like the right-aligned grid columns.
          'pointer-events-none invisible absolute bottom-full left-0 z-20 mb-1 w-max max-w-[9rem] rounded-md whitespace-normal bg-gray-900 px-2 py-1 text-left text-xs font-normal text-white shadow md:right-0 md:left-auto md:max-w-[18rem]',
          'group-hover/figure:visible',
          focusable ? 'group-focus-visible/figure:visible' : '',
        )}
        data-testid="estimated-tooltip"
      >
        {text}
      </span>
      {focusable ? null : (
        // A row with keyboard focus shows its figures' ranges (no tab stop per figure, see above).
        <span
          aria-hidden
          className="pointer-events-none absolute top-full left-0 z-10 hidden rounded bg-white px-1 text-xs font-normal whitespace-nowrap text-gray-600 shadow-sm md:right-0 md:left-auto [tr:focus-within_&]:block"
        >
          {format(figure.low)}–{format(figure.high)}
        </span>
      )}
      <span className="sr-only">{` (${text})`}</span>
    </>
  )
  if (focusable) {
    return (
      <span
        className={cn(
          'group/figure relative inline-block rounded focus-visible:outline-2 focus-visible:outline-brand-500',
          className,
        )}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard readers open the range tooltip by focus
        tabIndex={0}
        data-testid={testId}
        data-basis="estimated"
      >
        {body}
      </span>
    )
  }
  return (
    <span
      className={cn('group/figure relative inline-block', className)}
      data-testid={testId}
      data-basis="estimated"
    >
      {body}
    </span>
  )
}
