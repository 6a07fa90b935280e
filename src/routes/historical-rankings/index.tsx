import { createFileRoute } from '@tanstack/react-router'
import { RankingsPage } from '@/features/rankings/components/rankings-page'
import { rankListRoute } from '@/features/rankings/rankings-route'

export const Route = createFileRoute('/historical-rankings/')({
  ...rankListRoute('all'),
  component: function HistoricalRankings() {
    return <RankingsPage search={Route.useSearch()} variant="all" />
  },
})
