import { getDatabase } from '@/server/db/client'
import type { MarketplaceApi } from './api'
import { createLocalMarketplaceApi } from './local'
import { createRemoteMarketplaceApi } from './remote'

export type { CallContext, MarketplaceApi } from './api'
export { ApiError, parseAuthorization } from './api'

let api: MarketplaceApi | undefined

/** Remote when MARKETPLACE_API_URL is set, else the local database. */
export function getMarketplaceApi(): MarketplaceApi {
  const url = process.env.MARKETPLACE_API_URL
  api ??= url ? createRemoteMarketplaceApi(url) : createLocalMarketplaceApi(getDatabase)
  return api
}
