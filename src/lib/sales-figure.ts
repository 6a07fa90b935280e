// A sales figure as every page, export and API reply carries it (issue 38, docs/estimates.md): the
// value lists sort and filter by, its 80 % interval, and whether it was observed (an operator's exact
// figures: low = value = high) or estimated from what a collector sees.

export type SalesFigure = { value: number; low: number; high: number; observed: boolean }

export type SalesBasis = 'observed' | 'estimated' | 'insufficient'

/** A product's sales figures; null where the product has too little history ("not enough data yet"). */
export type ProductSales = {
  day: SalesFigure
  week: SalesFigure
  month: SalesFigure
  /** The last 30 days' revenue in the site's currency: the price times the month's units and bounds. */
  revenue: SalesFigure
} | null

/** A figure from a stored value and its interval columns (null bounds: observed, the interval is the value). */
export function salesFigure(value: number, low: number | null, high: number | null): SalesFigure {
  if (low === null || high === null) return { value, low: value, high: value, observed: true }
  return { value, low: Math.min(low, value), high: Math.max(high, value), observed: false }
}

/** The same figure scaled (units → revenue at one price). */
export function scaleFigure(figure: SalesFigure, factor: number, round: (n: number) => number): SalesFigure {
  return {
    value: round(figure.value * factor),
    low: round(figure.low * factor),
    high: round(figure.high * factor),
    observed: figure.observed,
  }
}
