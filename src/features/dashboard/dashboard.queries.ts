import { queryOptions } from '@tanstack/react-query'
import { fetchDashboard } from './dashboard.functions'
import type { DashboardQueryInput } from './dashboard.shared'

export const dashboardQueryOptions = (params: DashboardQueryInput) =>
  queryOptions({
    queryKey: ['dashboard', params],
    queryFn: () => fetchDashboard({ data: params }),
    // Favorites change when the user stars a product: read again on each visit.
    staleTime: 0,
  })
