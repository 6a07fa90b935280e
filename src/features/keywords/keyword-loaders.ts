// The reverse lookup's and the analysis's loaders, imported when they first run: route options ride
// with the app's entry (keywords-route.ts), so their bodies and the query modules they name stay here.
import type { QueryClient } from '@tanstack/react-query'
import { loadListData } from '@/components/data-page/list-route'
import { getLocale } from '@/i18n/locale'
import { keywordAnalysisQueryOptions, keywordReverseQueryOptions } from './keywords.queries'

export { keywordListQueryOptions } from './keywords.queries'

import { readableRefs } from './product-refs'

type Loader<Deps> = { context: { queryClient: QueryClient }; deps: Deps }

export async function loadReverse({ context, deps }: Loader<{ products?: string | number }>): Promise<void> {
  if (deps.products === undefined) return
  const products = String(deps.products)
  // A bad reference is explained by the page; only a readable query is fetched.
  if (readableRefs(products)) await loadListData(context.queryClient, keywordReverseQueryOptions(products))
}

/** The keyword's text in the page language for the head (server render); the client prefetches. */
export async function loadAnalysis({
  context,
  deps,
}: Loader<{ id?: number }>): Promise<{ text: string | null }> {
  if (deps.id === undefined) return { text: null }
  const options = keywordAnalysisQueryOptions(deps.id)
  if (typeof window !== 'undefined') {
    void context.queryClient.prefetchQuery(options)
    return { text: null }
  }
  const data = (await context.queryClient.ensureQueryData(options)).data
  return { text: data ? (getLocale() === 'cn' ? data.textCn : data.textEn) : null }
}
