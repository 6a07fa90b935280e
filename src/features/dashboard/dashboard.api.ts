// The dashboard slice of the marketplace API (GET /api/dashboard): the market part for everyone, the
// favorites part for a signed-in user. Not quota-tracked: it reads rollups and the user's own stars.
import type { ApiEnvelope } from '@/lib/api-codes'
import { type CallContext, ok } from '@/server/api/call'
import { defineSlice } from '@/server/marketplace/slice'
import { favoriteChanges, marketDashboard } from './dashboard.server'
import type { Dashboard, DashboardQuery } from './dashboard.shared'

export type DashboardApi = {
  dashboard(query: DashboardQuery, ctx: CallContext): Promise<ApiEnvelope<Dashboard>>
}

export const dashboardSlice = defineSlice<DashboardApi>({
  local: ({ getDb }) => ({
    async dashboard(query, ctx) {
      const db = await getDb()
      const [market, viewer] = await Promise.all([
        marketDashboard(db, query.site),
        ctx.viewer ? ctx.viewer() : null,
      ])
      return ok({
        ...market,
        // Guests (anonymous sessions) have no favorites of their own: they get the sign-in prompt too.
        favorites: viewer && !viewer.isGuest ? await favoriteChanges(db, viewer.userId, query.site) : null,
      })
    },
  }),
  remote: (upstream) => ({
    dashboard: (query, ctx) => upstream.get<Dashboard>('/api/dashboard', { site: query.site }, ctx),
  }),
})
