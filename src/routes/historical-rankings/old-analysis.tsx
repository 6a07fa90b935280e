import { createFileRoute } from '@tanstack/react-router'
import { RankAnalysisPage } from '@/features/rankings/components/rank-analysis-page'
import { effectiveRankType } from '@/features/rankings/components/rankings-page'
import { loadRankings, rankAnalysisQueryOptions } from '@/features/rankings/rankings.queries'
import { lenientRankSearch } from '@/features/rankings/rankings.shared'
import { pageMeta } from '@/i18n/seo'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/historical-rankings/old-analysis')({
  validateSearch: (search: Record<string, unknown>) => lenientRankSearch(search),
  loaderDeps: ({ search: { page: _page, page_size: _size, ...search } }) => search,
  loader: ({ context, deps }) =>
    loadRankings(
      context.queryClient,
      rankAnalysisQueryOptions({ ...deps, list_type: effectiveRankType(deps, 'all') }),
    ),
  head: () => ({ meta: pageMeta(`${m.rankings_analysis_title()} | Shopsight`, m.rankings_description()) }),
  component: function RankingAnalysis() {
    return <RankAnalysisPage search={Route.useSearch()} layout="tables" />
  },
})
