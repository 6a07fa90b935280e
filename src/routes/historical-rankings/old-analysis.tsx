import { createFileRoute } from '@tanstack/react-router'
import { RankAnalysisPage } from '@/features/rankings/components/rank-analysis-page'
import { effectiveRankType, lenientRankSearch } from '@/features/rankings/rankings.shared'
import { pageMeta } from '@/i18n/seo'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/historical-rankings/old-analysis')({
  validateSearch: (search: Record<string, unknown>) => lenientRankSearch(search),
  loaderDeps: ({ search: { page: _page, page_size: _size, ...search } }) => search,
  loader: async ({ context, deps }) => {
    // Loaded with the route's data, not with every page: keeps server-function code out of the shell.
    const { loadRankings, rankAnalysisQueryOptions } = await import('@/features/rankings/rankings.queries')
    return loadRankings(
      context.queryClient,
      rankAnalysisQueryOptions({ ...deps, list_type: effectiveRankType(deps, 'all') }),
    )
  },
  head: () => ({ meta: pageMeta(`${m.rankings_analysis_title()} | Shopsight`, m.rankings_description()) }),
  component: function RankingAnalysis() {
    return <RankAnalysisPage search={Route.useSearch()} layout="tables" />
  },
})
