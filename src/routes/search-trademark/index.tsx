import { createFileRoute } from '@tanstack/react-router'
import { TrademarkSearchPage } from '@/features/trademarks/components/trademark-search-page'
import { trademarkSearchRoute } from '@/features/trademarks/trademark-route'

export const Route = createFileRoute('/search-trademark/')({
  ...trademarkSearchRoute,
  component: function TrademarkSearch() {
    return <TrademarkSearchPage search={Route.useSearch()} />
  },
})
