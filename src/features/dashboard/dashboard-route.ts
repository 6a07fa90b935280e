// The route options of /dashboard: the site is the only parameter; the words load with the head.
import { listRoute } from '@/components/data-page/list-route'
import { type DashboardSearch, dashboardSearch } from './dashboard.shared'

export const dashboardRoute = listRoute({
  search: dashboardSearch,
  deps: (search: DashboardSearch) => search,
  query: async (deps) => (await import('./dashboard.queries')).dashboardQueryOptions(deps),
  head: async () => (await import('./dashboard-names')).dashboardHead(),
})
