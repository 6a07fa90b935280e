// The grid pager read from a list page's URL: a page or size the URL should not hold reads as one that
// exists, moves stay between the first and the last page, and the defaults stay out of the URL.
import { describe, expect, it } from 'vitest'
import { gridPaging, type PagingChange } from '@/components/grid/paging'

const SIZES = [20, 50, 100] as const

function pager(
  search: { page?: number | string; page_size?: number | string },
  total: number,
  capped = false,
) {
  const changes: PagingChange[] = []
  const paging = gridPaging({
    search,
    sizes: SIZES,
    defaultSize: 20,
    reply: { total, total_capped: capped },
    go: (change) => changes.push(change),
  })
  return { paging, changes }
}

describe('gridPaging', () => {
  it('reads a page below 1, a fraction or garbage as page 1, and an unknown size as the default', () => {
    for (const page of [0, -3, 'abc']) expect(pager({ page }, 500).paging.page).toBe(1)
    expect(pager({ page: 2.7 }, 500).paging.page).toBe(2)
    expect(pager({ page_size: 37 }, 500).paging.pageSize).toBe(20)
    expect(pager({ page_size: 50 }, 500).paging.pageSize).toBe(50)
  })

  it('clamps moves to the pages that exist and keeps page 1 out of the URL', () => {
    const { paging, changes } = pager({ page: 2, page_size: 50 }, 120)
    paging.onPage(9)
    paging.onPage(0)
    paging.onPage(3)
    expect(changes).toEqual([{ page: 3 }, { page: undefined }, { page: 3 }])
  })

  it('does not bound moves by a capped total (more rows exist than it says)', () => {
    const { paging, changes } = pager({ page: 1 }, 10_000, true)
    paging.onPage(600)
    expect(changes).toEqual([{ page: 600 }])
  })

  it('says whether a next page exists from the count', () => {
    expect(pager({ page: 6 }, 120).paging.hasNext).toBe(false)
    expect(pager({ page: 5 }, 120).paging.hasNext).toBe(true)
  })

  it('goes back to page 1 on a new size, leaving the default size out of the URL', () => {
    const { paging, changes } = pager({ page: 4, page_size: 50 }, 500)
    paging.onPageSize?.(20)
    paging.onPageSize?.(100)
    expect(changes).toEqual([
      { page_size: undefined, page: undefined },
      { page_size: 100, page: undefined },
    ])
  })
})
