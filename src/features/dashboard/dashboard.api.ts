// The dashboard slice of the marketplace API (GET /api/dashboard): the market part for everyone, the
// favorites part for a signed-in user. Not quota-tracked: it reads rollups and the user's own stars.
import type { ApiEnvelope } from '@/lib/api-codes'
import { type CallContext, ok } from '@/server/api/call'
import { defineSlice } from '@/server/marketplace/slice'
import { categoryMovers, favoriteChanges, freshness, productMovers, storeMovers } from './dashboard.server'
import { type Dashboard, type DashboardQuery, MOVERS_SIZE } from './dashboard.shared'
import { dashboardKeywordSource } from './keyword-source'

export type DashboardApi = {
  dashboard(query: DashboardQuery, ctx: CallContext): Promise<ApiEnvelope<Dashboard>>
}

export const dashboardSlice = defineSlice<DashboardApi>({
  local: ({ getDb }) => ({
    async dashboard(query, ctx) {
      const db = await getDb()
      const viewer = ctx.viewer ? await ctx.viewer() : null
      const products = await productMovers(db, query.site)
      return ok({
        site: query.site,
        asOf: products.asOf,
        freshness: await freshness(db),
        movers: {
          products: products.products,
          newEntries: products.newEntries,
          stores: await storeMovers(db, query.site),
          categories: await categoryMovers(db, query.site),
          keywords: dashboardKeywordSource ? await dashboardKeywordSource(db, query.site, MOVERS_SIZE) : null,
        },
        // Guests (anonymous sessions) have no favorites of their own: they get the sign-in prompt too.
        favorites: viewer && !viewer.isGuest ? await favoriteChanges(db, viewer.userId) : null,
      })
    },
  }),
  remote: (upstream) => ({
    dashboard: (query, ctx) => upstream.get<Dashboard>('/api/dashboard', { site: query.site }, ctx),
  }),
})
