import { Button } from '@/components/ui/button'
import { openDialog } from '@/components/ui/dialog-store'
import { m } from '@/paraglide/messages'

/** Opens the invitation dialog (the /temu-invitation entry; the avatar menu has its own). */
export function InvitationButton() {
  return (
    <Button size="lg" data-testid="invite-open" onClick={() => openDialog({ type: 'invitation' })}>
      {m.invite_dialog_open()}
    </Button>
  )
}
