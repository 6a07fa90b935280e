import { createFileRoute } from '@tanstack/react-router'
import { KeywordAnalysisPage } from '@/features/keywords/components/keyword-analysis-page'
import { keywordAnalysisRoute } from '@/features/keywords/keywords-route'

export const Route = createFileRoute('/keyword-analysis/old')({
  ...keywordAnalysisRoute,
  component: function KeywordAnalysisOld() {
    return <KeywordAnalysisPage search={Route.useSearch()} layout="classic" />
  },
})
