// How a feature's slice of the marketplace API is built and served. Each research domain declares its
// slice once (src/features/<domain>/<domain>.api.ts) with two halves: `local` over this app's database
// and `remote` against an upstream service that speaks the same /api contract. Its server functions read
// it through `serve()`; the /api routes read the whole API that src/marketplace.ts assembles from the
// same slices.
import { type Database, getDatabase } from '@/server/db/client'
import { createQuota, type Quota } from '@/server/quota/quota'
import { createUpstream, type Upstream, type UpstreamOptions } from './upstream'

/** What a local half is built with: the database and the quota engine over it. */
export type LocalDeps = { getDb: () => Promise<Database>; quota: Quota }

export type Slice<Api> = {
  local: (deps: LocalDeps) => Api
  remote: (upstream: Upstream) => Api
}

/** A declared slice, plus `serve()`: the slice as this process serves it, built on first use. */
export type ServedSlice<Api> = Slice<Api> & { serve: () => Api }

export function defineSlice<Api>(slice: Slice<Api>): ServedSlice<Api> {
  let served: Api | undefined
  return {
    ...slice,
    // Remote when MARKETPLACE_API_URL is set, else local.
    serve: () => {
      if (served) return served
      const upstream = configuredUpstream()
      served = upstream ? slice.remote(upstream) : slice.local(localDeps(getDatabase))
      return served
    },
  }
}

export const localDeps = (getDb: () => Promise<Database>): LocalDeps => ({ getDb, quota: createQuota(getDb) })

/** The upstream client when MARKETPLACE_API_URL is set. */
export function configuredUpstream(options?: UpstreamOptions): Upstream | null {
  const url = process.env.MARKETPLACE_API_URL
  return url ? createUpstream(url, options) : null
}
