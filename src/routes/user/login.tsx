import { createFileRoute } from '@tanstack/react-router'
import { AuthForm } from '@/features/account/components/auth-form'
import { safeRedirect } from '@/features/account/redirect'
import { fixedHead } from '@/i18n/seo'

export const Route = createFileRoute('/user/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    search.redirect === undefined ? {} : { redirect: safeRedirect(search.redirect) },
  // Imported when it runs: keeps Start's RPC client out of every page's first load.
  loader: async () => (await import('@/features/account/account.functions')).fetchAuthOptions(),
  head: fixedHead('login'),
  component: function LoginRoute() {
    const { redirect } = Route.useSearch()
    const { google } = Route.useLoaderData()
    return <AuthForm mode="login" redirect={redirect ?? '/'} google={google} />
  },
})
