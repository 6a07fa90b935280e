// The route options of /search-trademark (search and "check my title" tabs) and /search-trademark/{id}.
// Bundled with the app's entry: parameter tables only; words and queries load when first used.

import { detailRoute, recordIdParams } from '@/components/data-page/detail-route'
import { listRoute } from '@/components/data-page/list-route'
import { type TrademarkPageSearch, toTrademarkQuery, trademarkPageSearch } from './trademarks.shared'

export const trademarkSearchRoute = listRoute({
  search: trademarkPageSearch,
  deps: (search: TrademarkPageSearch) => toTrademarkQuery(search),
  query: async (deps) => (await import('./trademarks.queries')).trademarkSearchQueryOptions(deps),
  head: async () => (await import('./trademark-names')).trademarkHead(),
})

export const trademarkDetailRoute = {
  params: recordIdParams,
  ...detailRoute({
    id: ({ params }: { params: { id: number } }) => params.id,
    query: async (id) => (await import('./trademarks.queries')).trademarkDetailQueryOptions(id),
    name: (reply) => reply.data?.mark ?? null,
    head: async (mark) => (await import('./trademark-names')).trademarkDetailHead(mark),
  }),
}
