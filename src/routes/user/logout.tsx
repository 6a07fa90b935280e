import { createFileRoute } from '@tanstack/react-router'
import { LogoutPage } from '@/features/account/components/logout-page'
import { pageMeta } from '@/i18n/seo'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/user/logout')({
  head: () => ({ meta: pageMeta(`${m.account_signing_out()} | Shopsight`, m.account_signing_out()) }),
  component: LogoutPage,
})
