import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '@/features/dashboard/components/dashboard-page'
import { dashboardRoute } from '@/features/dashboard/dashboard-route'

export const Route = createFileRoute('/dashboard')({
  ...dashboardRoute,
  component: function Dashboard() {
    return <DashboardPage search={Route.useSearch()} />
  },
})
