import { createFileRoute } from '@tanstack/react-router'
import { MyTeamPage } from '@/features/teams/components/my-team-page'
import { fixedHead } from '@/i18n/seo'

export const Route = createFileRoute('/my-team')({
  // An invitation link's code (32 hex characters); anything else is dropped rather than an error.
  validateSearch: (search: Record<string, unknown>): { invited_code?: string } =>
    typeof search.invited_code === 'string' && /^[0-9a-f]{32}$/.test(search.invited_code)
      ? { invited_code: search.invited_code }
      : {},
  // Personal data: read in the browser with the session cookie, never cached in a shared render.
  ssr: false,
  head: fixedHead('team'),
  component: function MyTeam() {
    return <MyTeamPage invitedCode={Route.useSearch().invited_code} />
  },
})
