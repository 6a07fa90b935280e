import { createFileRoute } from '@tanstack/react-router'
import { effectiveRankType, RankingsPage } from '@/features/rankings/components/rankings-page'
import { loadRankings, rankListQueryOptions } from '@/features/rankings/rankings.queries'
import { lenientRankSearch } from '@/features/rankings/rankings.shared'
import { pageMeta } from '@/i18n/seo'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/historical-rankings/')({
  validateSearch: (search: Record<string, unknown>) => lenientRankSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    loadRankings(
      context.queryClient,
      rankListQueryOptions({ ...deps, list_type: effectiveRankType(deps, 'all') }),
    ),
  head: () => ({ meta: pageMeta(`${m.rankings_title()} | Shopsight`, m.rankings_description()) }),
  component: function HistoricalRankings() {
    return <RankingsPage search={Route.useSearch()} variant="all" />
  },
})
