import { createFileRoute } from '@tanstack/react-router'
import { PatentDetailPage } from '@/features/patents/components/patent-detail-page'
import { patentDetailRoute } from '@/features/patents/patent-route'

export const Route = createFileRoute('/search-patent/$id')({
  ...patentDetailRoute,
  component: function PatentDetail() {
    return <PatentDetailPage id={Route.useParams().id} />
  },
})
