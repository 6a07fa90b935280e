// The route options the rankings routes share: /historical-rankings and /historical-rankings-best (a day's
// list), /historical-rankings/analysis and its table layout /old-analysis. Only the component differs
// between them; this module is bundled with the app's entry (route options are), so it holds no
// component code.
import type { QueryClient } from '@tanstack/react-query'
import { pageMeta } from '@/i18n/seo'
import { m } from '@/paraglide/messages'
import { effectiveRankType, lenientRankSearch, type RankSearch } from './rankings.shared'

type LoaderArgs<D> = { context: { queryClient: QueryClient }; deps: D }

/** A day's rank list: every type (`all`) or the best-seller and 5-star lists (`best`). */
export function rankListRoute(variant: 'all' | 'best') {
  return {
    validateSearch: (search: Record<string, unknown>) => lenientRankSearch(search),
    loaderDeps: ({ search }: { search: RankSearch }) => search,
    loader: async ({ context, deps }: LoaderArgs<RankSearch>) => {
      // Loaded with the route's data, not with every page: keeps server-function code out of the shell.
      const { loadRankings, rankListQueryOptions } = await import('./rankings.queries')
      return loadRankings(
        context.queryClient,
        rankListQueryOptions({ ...deps, list_type: effectiveRankType(deps, variant) }),
      )
    },
    head: () => ({
      meta: pageMeta(
        `${variant === 'best' ? m.rankings_best_title() : m.rankings_title()} | Shopsight`,
        m.rankings_description(),
      ),
    }),
  }
}

type AnalysisDeps = Omit<RankSearch, 'page' | 'page_size'>

/** The analysis of a day's list, charts or tables: paging does not change it. */
export const rankAnalysisRoute = {
  validateSearch: (search: Record<string, unknown>) => lenientRankSearch(search),
  loaderDeps: ({
    search: { page: _page, page_size: _size, ...search },
  }: {
    search: RankSearch
  }): AnalysisDeps => search,
  loader: async ({ context, deps }: LoaderArgs<AnalysisDeps>) => {
    const { loadRankings, rankAnalysisQueryOptions } = await import('./rankings.queries')
    return loadRankings(
      context.queryClient,
      rankAnalysisQueryOptions({ ...deps, list_type: effectiveRankType(deps, 'all') }),
    )
  },
  head: () => ({ meta: pageMeta(`${m.rankings_analysis_title()} | Shopsight`, m.rankings_description()) }),
}
