import { createFileRoute } from '@tanstack/react-router'
import { RankAnalysisPage } from '@/features/rankings/components/rank-analysis-page'
import { rankAnalysisRoute } from '@/features/rankings/rankings-route'

export const Route = createFileRoute('/historical-rankings/old-analysis')({
  ...rankAnalysisRoute,
  component: function RankingAnalysisTables() {
    return <RankAnalysisPage search={Route.useSearch()} layout="tables" />
  },
})
