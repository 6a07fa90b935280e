import { createFileRoute } from '@tanstack/react-router'
import { RankingsPage } from '@/features/rankings/components/rankings-page'
import { effectiveRankType, lenientRankSearch } from '@/features/rankings/rankings.shared'
import { pageMeta } from '@/i18n/seo'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/historical-rankings-best')({
  validateSearch: (search: Record<string, unknown>) => lenientRankSearch(search),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // Loaded with the route's data, not with every page: keeps server-function code out of the shell.
    const { loadRankings, rankListQueryOptions } = await import('@/features/rankings/rankings.queries')
    return loadRankings(
      context.queryClient,
      rankListQueryOptions({ ...deps, list_type: effectiveRankType(deps, 'best') }),
    )
  },
  head: () => ({ meta: pageMeta(`${m.rankings_best_title()} | Shopsight`, m.rankings_description()) }),
  component: function BestSellerRankings() {
    return <RankingsPage search={Route.useSearch()} variant="best" />
  },
})
