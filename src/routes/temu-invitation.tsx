import { createFileRoute } from '@tanstack/react-router'
import { TemuInvitationPage } from '@/features/invites/components/temu-invitation-page'
import { fixedHead } from '@/i18n/seo'

export const Route = createFileRoute('/temu-invitation')({
  head: fixedHead('invitation'),
  component: TemuInvitationPage,
})
