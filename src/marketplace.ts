// The one composition file: the marketplace API assembled from the feature slices, for the /api routes,
// scripts and tests. It sits with the entry points, so the server core never imports a feature. A new
// research domain adds its slice here (docs/architecture.md, "Add a research domain").
import { type AdsApi, adsSlice } from '@/features/ads/ads.api'
import { type ProductsApi, productsSlice } from '@/features/catalog/products.api'
import { type CategoriesApi, categoriesSlice } from '@/features/categories/categories.api'
import { type CommonApi, commonSlice } from '@/features/common/common.api'
import { type DashboardApi, dashboardSlice } from '@/features/dashboard/dashboard.api'
import { type KeywordsApi, keywordsSlice } from '@/features/keywords/keywords.api'
import { type PatentsApi, patentsSlice } from '@/features/patents/patents.api'
import { type RankingsApi, rankingsSlice } from '@/features/rankings/rankings.api'
import { type StoresApi, storesSlice } from '@/features/stores/stores.api'
import { type SuppliersApi, suppliersSlice } from '@/features/suppliers/suppliers.api'
import { type TrademarksApi, trademarksSlice } from '@/features/trademarks/trademarks.api'
import type { Database } from '@/server/db/client'
import { localDeps } from '@/server/marketplace/slice'
import { createUpstream, type UpstreamOptions } from '@/server/marketplace/upstream'

/** The one interface every caller (server functions, /api routes, scripts) reads marketplace data through. */
export type MarketplaceApi = ProductsApi &
  RankingsApi &
  StoresApi &
  CategoriesApi &
  KeywordsApi &
  CommonApi &
  AdsApi &
  DashboardApi &
  TrademarksApi &
  PatentsApi &
  SuppliersApi

/** The marketplace API over this app's database. */
export function createLocalMarketplaceApi(getDb: () => Promise<Database>): MarketplaceApi {
  const deps = localDeps(getDb)
  return {
    ...productsSlice.local(deps),
    ...rankingsSlice.local(deps),
    ...storesSlice.local(deps),
    ...categoriesSlice.local(deps),
    ...keywordsSlice.local(deps),
    ...commonSlice.local(deps),
    ...adsSlice.local(deps),
    ...dashboardSlice.local(deps),
    ...trademarksSlice.local(deps),
    ...patentsSlice.local(deps),
    ...suppliersSlice.local(deps),
  }
}

/** The marketplace API against an upstream service speaking the same /api contract. */
export function createRemoteMarketplaceApi(baseUrl: string, options: UpstreamOptions = {}): MarketplaceApi {
  const upstream = createUpstream(baseUrl, options)
  return {
    ...productsSlice.remote(upstream),
    ...rankingsSlice.remote(upstream),
    ...storesSlice.remote(upstream),
    ...commonSlice.remote(upstream),
    ...categoriesSlice.remote(upstream),
    ...keywordsSlice.remote(upstream),
    ...adsSlice.remote(upstream),
    ...dashboardSlice.remote(upstream),
    ...trademarksSlice.remote(upstream),
    ...patentsSlice.remote(upstream),
    ...suppliersSlice.remote(upstream),
  }
}

/** The API as this process serves it: each slice remote when MARKETPLACE_API_URL is set, else local. */
let served: MarketplaceApi | undefined
export function getMarketplaceApi(): MarketplaceApi {
  served ??= {
    ...productsSlice.serve(),
    ...rankingsSlice.serve(),
    ...storesSlice.serve(),
    ...categoriesSlice.serve(),
    ...keywordsSlice.serve(),
    ...commonSlice.serve(),
    ...adsSlice.serve(),
    ...dashboardSlice.serve(),
    ...trademarksSlice.serve(),
    ...patentsSlice.serve(),
    ...suppliersSlice.serve(),
  }
  return served
}
