// The one composition file: the marketplace API assembled from the feature slices, for the /api routes,
// scripts and tests. It sits with the entry points, so the server core never imports a feature. A new
// research domain adds its slice here (docs/architecture.md, "Add a research domain").
import { type AdsApi, adsSlice } from '@/features/ads/ads.api'
import { adsDerive } from '@/features/ads/ads.derive'
import { catalogDerive } from '@/features/catalog/catalog.derive'
import { type ProductsApi, productsSlice } from '@/features/catalog/products.api'
import { type CategoriesApi, categoriesSlice } from '@/features/categories/categories.api'
import { categoriesDerive } from '@/features/categories/categories.derive'
import { type CommonApi, commonSlice } from '@/features/common/common.api'
import { type DashboardApi, dashboardSlice } from '@/features/dashboard/dashboard.api'
import { type KeywordsApi, keywordsSlice } from '@/features/keywords/keywords.api'
import { keywordsDerive } from '@/features/keywords/keywords.derive'
import { type PatentsApi, patentsSlice } from '@/features/patents/patents.api'
import { patentsDerive } from '@/features/patents/patents.derive'
import { type RankingsApi, rankingsSlice } from '@/features/rankings/rankings.api'
import { rankingsDerive } from '@/features/rankings/rankings.derive'
import { type StoresApi, storesSlice } from '@/features/stores/stores.api'
import { storesDerive } from '@/features/stores/stores.derive'
import { type SuppliersApi, suppliersSlice } from '@/features/suppliers/suppliers.api'
import { suppliersDerive } from '@/features/suppliers/suppliers.derive'
import { type TrademarksApi, trademarksSlice } from '@/features/trademarks/trademarks.api'
import { trademarksDerive } from '@/features/trademarks/trademarks.derive'
import type { Database } from '@/server/db/client'
import type { DomainDerive } from '@/server/derive/step'
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

/**
 * Every domain's derive after an ingest (src/pipeline/ingest/derive.ts runs them), in the order their
 * writes depend on: the catalog's store totals first; the daily tables before the rollups that read
 * them (store_daily before the store rollups); the ads after the store rollups (an ad without a product
 * takes its store's main category).
 */
export const DERIVE_DOMAINS: readonly DomainDerive[] = [
  catalogDerive,
  rankingsDerive,
  storesDerive,
  categoriesDerive,
  keywordsDerive,
  trademarksDerive,
  patentsDerive,
  adsDerive,
  suppliersDerive,
]
