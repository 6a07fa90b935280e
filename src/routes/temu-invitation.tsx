import { createFileRoute } from '@tanstack/react-router'
import { TemuInvitationPage } from '@/features/content/components/temu-invitation-page'
import { pageMeta } from '@/i18n/seo'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/temu-invitation')({
  head: () => ({ meta: pageMeta(`${m.invite_title()} | Shopsight`, m.invite_description()) }),
  component: TemuInvitationPage,
})
