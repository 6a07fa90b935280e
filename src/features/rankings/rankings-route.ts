// The route options the rankings routes share: /historical-rankings and /historical-rankings-best (a day's
// list), /historical-rankings/analysis and its table layout /old-analysis. Only the component differs.
import { listRoute } from '@/components/data-page/list-route'
import { effectiveRankType, lenientRankSearch, type RankSearch } from './rankings.shared'

/** A day's rank list: every type (`all`) or the best-seller and 5-star lists (`best`). */
export const rankListRoute = (variant: 'all' | 'best') =>
  listRoute({
    search: lenientRankSearch,
    deps: (search: RankSearch) => search,
    query: async (deps) => {
      const { rankListQueryOptions } = await import('./rankings.queries')
      return rankListQueryOptions({ ...deps, list_type: effectiveRankType(deps, variant) })
    },
    head: async () => {
      const { RANKING_HEADS } = await import('./rankings-heads')
      return RANKING_HEADS[variant]()
    },
  })

/** The analysis of a day's list, charts or tables: paging does not change it. */
export const rankAnalysisRoute = listRoute({
  search: lenientRankSearch,
  deps: ({ page: _page, page_size: _size, ...search }: RankSearch) => search,
  query: async (deps) => {
    const { rankAnalysisQueryOptions } = await import('./rankings.queries')
    return rankAnalysisQueryOptions({ ...deps, list_type: effectiveRankType(deps, 'all') })
  },
  head: async () => (await import('./rankings-heads')).RANKING_HEADS.analysis(),
})
