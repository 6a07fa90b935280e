import { createFileRoute } from '@tanstack/react-router'
import { LogoutPage } from '@/features/account/components/logout-page'
import { fixedHead } from '@/i18n/seo'

export const Route = createFileRoute('/user/logout')({
  head: fixedHead('logout'),
  component: LogoutPage,
})
