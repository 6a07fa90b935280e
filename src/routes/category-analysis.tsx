import { createFileRoute } from '@tanstack/react-router'
import { categoryAnalysisRoute } from '@/features/categories/categories-route'
import { CategoryAnalysisPage } from '@/features/categories/components/category-analysis-page'

export const Route = createFileRoute('/category-analysis')({
  ...categoryAnalysisRoute,
  component: function CategoryAnalysis() {
    return <CategoryAnalysisPage search={Route.useSearch()} />
  },
})
