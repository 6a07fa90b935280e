import { createFileRoute } from '@tanstack/react-router'
import { PatentSearchPage } from '@/features/patents/components/patent-search-page'
import { patentSearchRoute } from '@/features/patents/patent-route'

export const Route = createFileRoute('/search-patent/')({
  ...patentSearchRoute,
  component: function PatentSearch() {
    return <PatentSearchPage search={Route.useSearch()} />
  },
})
