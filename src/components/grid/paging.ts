// The grid's paging from a list page's URL search: which page and page size the search asks for
// (clamped to what exists), and the next/previous and page-size changes written back to it, with the
// defaults kept out of the URL.
import type { GridPagination } from './data-grid'

/** The part of a list reply the pager reads. */
export type PagedReply = {
  total: number
  total_capped?: boolean
  total_estimated?: boolean
  /** Keyset lists say whether a next page exists; counted lists are asked `page × size < total`. */
  next_cursor?: string | null
}

/** A change to the search: `undefined` drops the parameter (page 1, the default size). */
export type PagingChange = { page?: number; page_size?: number }

export function gridPaging({
  search,
  sizes,
  defaultSize,
  reply,
  go,
}: {
  search: { page?: number | string; page_size?: number | string }
  /** The sizes offered; a size outside them (a hand-edited URL) reads as the default. */
  sizes: readonly number[]
  defaultSize: number
  reply: PagedReply | null | undefined
  go: (change: PagingChange) => void
}): GridPagination {
  const asked = Math.floor(Number(search.page ?? 1))
  const page = Number.isFinite(asked) && asked >= 1 ? asked : 1
  const size = Number(search.page_size ?? defaultSize)
  const pageSize = sizes.includes(size) ? size : defaultSize
  const total = reply?.total ?? 0
  const capped = reply?.total_capped ?? false
  const hasNext =
    reply?.next_cursor !== undefined ? Boolean(reply.next_cursor) : Boolean(reply && page * pageSize < total)
  // A counted total bounds the last page; a capped or estimated one does not (more rows exist).
  const lastPage =
    capped || reply?.total_estimated ? Number.POSITIVE_INFINITY : Math.max(1, Math.ceil(total / pageSize))
  return {
    page,
    pageSize,
    pageSizes: sizes,
    total,
    totalCapped: capped,
    totalEstimated: reply?.total_estimated ?? false,
    hasNext,
    onPage: (next) => {
      const to = Math.max(1, Math.min(Math.floor(next), lastPage))
      go({ page: to === 1 ? undefined : to })
    },
    onPageSize: (next) => go({ page_size: next === defaultSize ? undefined : next, page: undefined }),
  }
}
