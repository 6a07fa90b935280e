import { createServerFn } from '@tanstack/react-start'
import type { ApiEnvelope } from '@/lib/api-codes'
import { serverReply } from '@/server/api/reply'
import { requestCallContext } from '@/server/auth/context'
import { dashboardSlice } from './dashboard.api'
import { type Dashboard, DashboardQuerySchema } from './dashboard.shared'

export const fetchDashboard = createServerFn({ method: 'GET' })
  .validator(DashboardQuerySchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<Dashboard | null>> =>
      serverReply('dashboard', () => dashboardSlice.serve().dashboard(data, requestCallContext())),
  )
