import { createFileRoute } from '@tanstack/react-router'
import { AuthForm } from '@/features/account/components/auth-form'
import { safeRedirect } from '@/features/account/redirect'
import { creditReferral } from '@/features/affiliate/affiliate.functions'
import { creditNewAccount } from '@/features/invites/credit-new-account'
import { fixedHead } from '@/i18n/seo'

/** An invite link's code (`?inviter=`): 10 characters of [a-z0-9], anything else is dropped. */
const inviterParam = (value: unknown) =>
  typeof value === 'string' && /^[a-z0-9]{10}$/.test(value) ? value : undefined

export const Route = createFileRoute('/user/register')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string; inviter?: string } => ({
    ...(search.redirect === undefined ? {} : { redirect: safeRedirect(search.redirect) }),
    ...(inviterParam(search.inviter) ? { inviter: inviterParam(search.inviter) } : {}),
  }),
  // Imported when it runs: keeps Start's RPC client out of every page's first load.
  loader: async () => (await import('@/features/account/account.functions')).fetchAuthOptions(),
  head: fixedHead('register'),
  component: function RegisterRoute() {
    const { redirect, inviter } = Route.useSearch()
    const { google } = Route.useLoaderData()
    return (
      <AuthForm
        mode="register"
        redirect={redirect ?? '/'}
        google={google}
        onRegistered={() => creditNewAccount(inviter, creditReferral)}
      />
    )
  },
})
