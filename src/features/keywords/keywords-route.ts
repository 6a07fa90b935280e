// Route options of the keyword pages: /keyword-database (a list page), /keyword-reverse (products by
// search param) and /keyword-analysis with its classic layout /keyword-analysis/old (a keyword by search
// param). Bad params fall back: a list filter is dropped, an unknown keyword shows the keyword search.
import type { QueryClient } from '@tanstack/react-query'
import { listRoute } from '@/components/data-page/list-route'
import { lazyHead } from '@/i18n/seo'
import {
  type AnalysisSearch,
  analysisSearch,
  type KeywordPageSearch,
  keywordPageSearch,
  type ReverseSearch,
  reverseSearch,
} from './keywords.shared'

// One import wrapper each: every `import()` call site costs the entry its own preload wrapper.
const heads = async () => (await import('./keyword-heads')).KEYWORD_HEADS
const loaders = () => import('./keyword-loaders')

export const keywordDatabaseRoute = listRoute({
  search: keywordPageSearch,
  deps: (search: KeywordPageSearch) => search,
  query: async (deps) => {
    return (await loaders()).keywordListQueryOptions(deps)
  },
  head: async () => (await heads()).database(),
})

type LoaderArgs<Deps> = { context: { queryClient: QueryClient }; deps: Deps }
export const keywordReverseRoute = {
  validateSearch: (input: Record<string, unknown>) => reverseSearch(input),
  loaderDeps: ({ search }: { search: ReverseSearch }) => ({ products: search.products }),
  loader: async (args: LoaderArgs<{ products?: string | number }>) => (await loaders()).loadReverse(args),
  head: lazyHead(async () => (await heads()).reverse()),
}

export const keywordAnalysisRoute = {
  validateSearch: (input: Record<string, unknown>) => analysisSearch(input),
  loaderDeps: ({ search }: { search: AnalysisSearch }) => ({ id: search.id }),
  loader: async (args: LoaderArgs<{ id?: number }>) => (await loaders()).loadAnalysis(args),
  head: lazyHead(async ({ loaderData }: { loaderData?: { text: string | null } }) =>
    (await heads()).analysis(loaderData?.text ?? null),
  ),
}
