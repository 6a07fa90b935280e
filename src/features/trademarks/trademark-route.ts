// The route options of /search-trademark (search and "check my title" tabs) and /search-trademark/{id}.
// Bundled with the app's entry: parameter tables only; words and queries load when first used.
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { listRoute } from '@/components/data-page/list-route'
import { recordIdParams } from '@/components/data-page/record-id'
import { lazyHead } from '@/i18n/seo'
import { API_CODES } from '@/lib/api-codes'
import { type TrademarkPageSearch, toTrademarkQuery, trademarkPageSearch } from './trademarks.shared'

export const trademarkSearchRoute = listRoute({
  search: trademarkPageSearch,
  deps: (search: TrademarkPageSearch) => toTrademarkQuery(search),
  query: async (deps) => (await import('./trademarks.queries')).trademarkSearchQueryOptions(deps),
  head: async () => (await import('./trademark-names')).trademarkHead(),
})

export const trademarkDetailRoute = {
  params: recordIdParams,
  loader: async ({ context, params }: { context: { queryClient: QueryClient }; params: { id: number } }) => {
    const { trademarkDetailQueryOptions } = await import('./trademarks.queries')
    const reply = await context.queryClient.ensureQueryData(trademarkDetailQueryOptions(params.id))
    if (reply.code === API_CODES.notFound) throw notFound()
    return { mark: reply.data?.mark ?? null }
  },
  head: lazyHead(async ({ loaderData }: { loaderData?: { mark: string | null } }) =>
    (await import('./trademark-names')).trademarkDetailHead(loaderData?.mark ?? null),
  ),
}
