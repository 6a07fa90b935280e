import { createFileRoute } from '@tanstack/react-router'
import { KeywordDatabasePage } from '@/features/keywords/components/keyword-database-page'
import { keywordDatabaseRoute } from '@/features/keywords/keywords-route'

export const Route = createFileRoute('/keyword-database')({
  ...keywordDatabaseRoute,
  component: function KeywordDatabase() {
    return <KeywordDatabasePage search={Route.useSearch()} />
  },
})
