// Route options of the keyword pages: /keyword-database (a list page), /keyword-reverse (products by
// search param) and /keyword-analysis with its classic layout /keyword-analysis/old (a keyword by search
// param). Bad params fall back: a list filter is dropped, an unknown keyword shows the keyword search.
import type { QueryClient } from '@tanstack/react-query'
import { listRoute, loadListData } from '@/components/data-page/list-route'
import { getLocale } from '@/i18n/locale'
import { lazyHead } from '@/i18n/seo'
import {
  type AnalysisSearch,
  analysisSearch,
  type KeywordPageSearch,
  keywordPageSearch,
  type ReverseSearch,
  reverseSearch,
} from './keywords.shared'

export const keywordDatabaseRoute = listRoute({
  search: keywordPageSearch,
  deps: (search: KeywordPageSearch) => search,
  query: async (deps) => {
    const { keywordListQueryOptions } = await import('./keywords.queries')
    return keywordListQueryOptions(deps)
  },
  head: async () => (await import('./keyword-heads')).KEYWORD_HEADS.database(),
})

type Loader<Deps> = { context: { queryClient: QueryClient }; deps: Deps }

export const keywordReverseRoute = {
  validateSearch: (input: Record<string, unknown>) => reverseSearch(input),
  loaderDeps: ({ search }: { search: ReverseSearch }) => ({ products: search.products }),
  loader: async ({ context, deps }: Loader<ReverseSearch>) => {
    if (deps.products === undefined) return
    const products = String(deps.products)
    const [{ keywordReverseQueryOptions }, { readableRefs }] = await Promise.all([
      import('./keywords.queries'),
      import('./product-refs'),
    ])
    // A bad reference is explained by the page; only a readable query is fetched.
    if (!readableRefs(products)) return
    await loadListData(context.queryClient, keywordReverseQueryOptions(products))
  },
  head: lazyHead(async () => (await import('./keyword-heads')).KEYWORD_HEADS.reverse()),
}

export const keywordAnalysisRoute = {
  validateSearch: (input: Record<string, unknown>) => analysisSearch(input),
  loaderDeps: ({ search }: { search: AnalysisSearch }) => ({ id: search.id }),
  loader: async ({ context, deps }: Loader<AnalysisSearch>) => {
    if (deps.id === undefined) return { text: null }
    const { keywordAnalysisQueryOptions } = await import('./keywords.queries')
    const options = keywordAnalysisQueryOptions(deps.id)
    if (typeof window !== 'undefined') {
      void context.queryClient.prefetchQuery(options)
      return { text: null }
    }
    const reply = await context.queryClient.ensureQueryData(options)
    const data = reply.data
    return { text: data ? (getLocale() === 'cn' ? data.textCn : data.textEn) : null }
  },
  head: lazyHead(async ({ loaderData }: { loaderData?: { text: string | null } }) =>
    (await import('./keyword-heads')).KEYWORD_HEADS.analysis(loaderData?.text ?? null),
  ),
}
