import { createFileRoute } from '@tanstack/react-router'
import { RankingsPage } from '@/features/rankings/components/rankings-page'
import { rankListRoute } from '@/features/rankings/rankings-route'

export const Route = createFileRoute('/historical-rankings-best')({
  ...rankListRoute('best'),
  component: function BestSellerRankings() {
    return <RankingsPage search={Route.useSearch()} variant="best" />
  },
})
