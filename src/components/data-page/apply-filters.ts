// How a list page applies its filter form to the URL, written once for every list: the form's change laid
// over the current search, read back through the page's lenient search reader.
import { type NavigateOptions, useNavigate } from '@tanstack/react-router'
import type { FilterChange } from './filter-form'

/** Any route's search as the router accepts it: what a list page's reader returns is one of these. */
type RouteSearch = Exclude<NonNullable<NavigateOptions['search']>, true | ((...args: never[]) => unknown)>

/**
 * The raw search after the filter form applies `change`. The page goes back to the first one (the old page
 * number may not exist under the new filters); the form's Reset (`reset`) also drops the chosen sort, so
 * the list is back to its default order. Other params (visible columns, the site) are kept.
 */
export function searchAfterFilters(
  prev: Readonly<Record<string, unknown>>,
  change: FilterChange,
  reset: boolean,
): Record<string, unknown> {
  return { ...prev, ...change, page: undefined, ...(reset ? { sort: undefined, order: undefined } : {}) }
}

/**
 * The filter form's `onApply` for a list page: one history entry per applied change, the search read by
 * `read` (the page's lenient reader). `keepScroll` for a list lower down a page (a store's products), so
 * applying a filter does not jump to the top.
 */
export function useApplyFilters<Search extends RouteSearch>(
  read: (input: Record<string, unknown>) => Search,
  { keepScroll = false }: { keepScroll?: boolean } = {},
): (change: FilterChange, options: { reset: boolean }) => void {
  const navigate = useNavigate()
  return (change, { reset }) =>
    void navigate({
      to: '.',
      ...(keepScroll ? { resetScroll: false } : {}),
      search: (prev) => read(searchAfterFilters(prev, change, reset)),
    })
}
