// The route options the store list routes share: /mall-{dataType} (classic table) and /mall-{dataType}/new
// (the new layout). Only the component differs between layouts; an unknown data type is the 404 screen.
import { notFound } from '@tanstack/react-router'
import { listRoute } from '@/components/data-page/list-route'
import { isStoreListType, type StoreListType, type StorePageSearch, storePageSearch } from './stores.shared'

export const storeListRoute = {
  ...listRoute({
    search: storePageSearch,
    deps: (search: StorePageSearch) => search,
    query: async (deps, params: { dataType: StoreListType }) => {
      const { storeListQueryOptions } = await import('./stores.queries')
      return storeListQueryOptions({ ...deps, type: params.dataType })
    },
    head: async (params) => {
      const { STORE_LIST_DESCRIPTIONS, STORE_LIST_TITLES } = await import('./store-names')
      // head also runs for the 404 of an unknown data type, whose params never parsed.
      const type = isStoreListType(String(params.dataType)) ? params.dataType : 'hot-sale'
      return { title: STORE_LIST_TITLES[type](), description: STORE_LIST_DESCRIPTIONS[type]() }
    },
  }),
  params: {
    parse: ({ dataType }: { dataType: string }) => {
      if (!isStoreListType(dataType)) throw notFound()
      return { dataType }
    },
    stringify: ({ dataType }: { dataType: StoreListType }) => ({ dataType }),
  },
}
