import { createFileRoute, notFound } from '@tanstack/react-router'
import { PageViewsPage } from '@/features/analytics/components/page-views-page'
import { fixedHead } from '@/i18n/seo'
import { API_CODES } from '@/lib/api-codes'

/** 7, 30, 90 or 365 days; anything else reads as 30. */
const daysParam = (value: unknown) => ([7, 30, 90, 365] as const).find((d) => String(d) === String(value))

export const Route = createFileRoute('/staff/page-views')({
  validateSearch: (search: Record<string, unknown>): { days?: 7 | 30 | 90 | 365 } => {
    const days = daysParam(search.days)
    return days ? { days } : {}
  },
  loaderDeps: ({ search }) => ({ days: search.days ?? 30 }),
  loader: async ({ deps }) => {
    // Imported when it runs: keeps Start's RPC client out of every page's first load.
    const { fetchPageViewReport } = await import('@/features/analytics/analytics.functions')
    const reply = await fetchPageViewReport({ data: deps.days })
    // Staff only: to anyone else the report does not exist.
    if (reply.code === API_CODES.notFound) throw notFound()
    if (!reply.data) throw new Error(`page views: reply ${reply.code}`)
    return reply.data
  },
  // Never kept: fresh figures each visit, and never shared between visitors.
  staleTime: 0,
  head: fixedHead('pageViews'),
  component: function PageViews() {
    return <PageViewsPage report={Route.useLoaderData()} days={Route.useLoaderDeps().days} />
  },
})
