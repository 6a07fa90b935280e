import { createFileRoute } from '@tanstack/react-router'
import { TrademarkDetailPage } from '@/features/trademarks/components/trademark-detail-page'
import { trademarkDetailRoute } from '@/features/trademarks/trademark-route'

export const Route = createFileRoute('/search-trademark/$id')({
  ...trademarkDetailRoute,
  component: function TrademarkDetail() {
    return <TrademarkDetailPage id={Route.useParams().id} />
  },
})
