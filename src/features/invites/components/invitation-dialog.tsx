// The invitation dialog (spec §2, §5): the invite link, copying the invite text (empty text ignored,
// a refused copy shows an error toast), progress to each reward, the share activity, and buying a plan
// (visitors and guests get the login prompt). Opened from the avatar menu and /temu-invitation. Sharing
// copies the link and records the share; its reward comes only with a verified sign-up through it.
import { useRouter } from '@tanstack/react-router'
import { Check } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { copyWithToast } from '@/components/ui/copy'
import { DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { closeDialog, openDialog } from '@/components/ui/dialog-store'
import { Input } from '@/components/ui/input'
import { notify } from '@/components/ui/toast'
import { reactToApiCode } from '@/features/account/api-reaction'
import { useViewer } from '@/features/account/viewer-store'
import { isSessionInvalid, isSuccess } from '@/lib/api-codes'
import { reached } from '@/lib/server-call'
import { m } from '@/paraglide/messages'
import { fetchInviteSummary, recordShare } from '../invites.functions'
import { INVITE_REWARDS, type InviteRewardKey, type InviteSummary, rewardProgress } from '../invites.shared'

const REWARD_TEXT: Record<InviteRewardKey, { when: () => string; value: () => string }> = {
  invite_1: { when: m.invite_reward_1, value: m.invite_reward_1_value },
  invite_3: { when: m.invite_reward_3, value: m.invite_reward_3_value },
  paid_10: { when: m.invite_reward_10, value: m.invite_reward_10_value },
  paid_30: { when: m.invite_reward_30, value: m.invite_reward_30_value },
  share: { when: m.invite_reward_share, value: m.invite_reward_share_value },
}

const COPY = () => ({ copied: m.invite_dialog_copied(), failed: m.invite_dialog_copy_failed() })

function RewardRow({ summary, reward }: { summary: InviteSummary; reward: (typeof INVITE_REWARDS)[number] }) {
  const done = summary.granted.includes(reward.key)
  const progress = rewardProgress(reward, summary)
  const text = REWARD_TEXT[reward.key]
  return (
    <li className="py-2" data-testid={`invite-reward-${reward.key}`} data-granted={done ? 'true' : 'false'}>
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="text-gray-700">{text.when()}</span>
        <span className="flex shrink-0 items-center gap-1 font-medium text-brand-700">
          {done ? <Check className="size-4" aria-label={m.invite_dialog_granted()} /> : null}
          {text.value()}
        </span>
      </div>
      <div className="mt-1 flex items-center gap-2">
        <progress
          className="h-2 w-full overflow-hidden rounded-full accent-brand-500"
          value={progress}
          max={reward.threshold}
          aria-label={text.when()}
        />
        <span className="w-12 text-right text-xs text-gray-500 tabular-nums">
          {progress}/{reward.threshold}
        </span>
      </div>
    </li>
  )
}

export function InvitationDialog() {
  const viewer = useViewer()
  const router = useRouter()
  const [summary, setSummary] = useState<InviteSummary | null>(null)
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)
  const registered = viewer !== null && !viewer.isGuest
  useEffect(() => {
    if (!registered) return
    let live = true
    void reached(fetchInviteSummary()).then((reply) => {
      if (!live) return
      if (isSuccess(reply.code) && reply.data) setSummary(reply.data)
      else setFailed(true)
    })
    return () => {
      live = false
    }
  }, [registered])

  const buy = () => {
    // Spec §5: buying from the invitation dialog while logged out opens the login prompt.
    if (!registered) {
      openDialog({ type: 'login', redirectTo: '/pricing' })
      return
    }
    closeDialog()
    void router.navigate({ href: '/pricing' })
  }
  const share = async () => {
    if (!summary) return
    if (!(await copyWithToast(m.invite_dialog_text({ link: summary.link }), COPY()))) return
    setBusy(true)
    const reply = await reached(recordShare())
    setBusy(false)
    if (isSuccess(reply.code)) {
      void notify('info', m.invite_dialog_share_done())
      setSummary({ ...summary, shared: true })
    } else if (isSessionInvalid(reply.code)) {
      void reactToApiCode(reply)
    } else {
      void notify('error', m.invite_dialog_share_repeat())
    }
  }

  return (
    <DialogContent width="min(560px, calc(100vw - 2rem))" data-testid="invitation-dialog">
      <DialogTitle className="text-lg font-semibold text-gray-900">{m.invite_title()}</DialogTitle>
      <DialogDescription className="mt-1 text-sm text-gray-600">{m.invite_dialog_intro()}</DialogDescription>
      {!registered ? (
        <p
          className="mt-4 rounded-md bg-brand-50 p-3 text-sm text-brand-800"
          data-testid="invite-dialog-visitor"
        >
          {m.invite_dialog_visitor()}
        </p>
      ) : failed ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-700">
          {m.invite_dialog_failed()}
        </p>
      ) : !summary ? (
        <div className="mt-4 h-40 animate-pulse rounded-md bg-gray-100" aria-busy="true" />
      ) : (
        <>
          <label htmlFor="invite-link" className="mt-4 block text-sm font-medium text-gray-700">
            {m.invite_dialog_link()}
          </label>
          <div className="mt-1 flex gap-2">
            <Input
              id="invite-link"
              readOnly
              value={summary.link}
              data-testid="invite-link"
              className="flex-1"
            />
            <Button
              variant="outline"
              data-testid="invite-copy"
              onClick={() => void copyWithToast(m.invite_dialog_text({ link: summary.link }), COPY())}
            >
              {m.invite_dialog_copy()}
            </Button>
          </div>
          <p className="mt-3 text-sm text-gray-700" data-testid="invite-count">
            {m.invite_dialog_counts({ invites: summary.invites, paying: summary.paying })}
          </p>
          {summary.pending > 0 ? (
            <p className="mt-1 text-xs text-gray-500" data-testid="invite-pending">
              {m.invite_dialog_pending({ count: summary.pending })}
            </p>
          ) : null}
          <ul className="mt-2 divide-y divide-gray-100">
            {INVITE_REWARDS.map((reward) => (
              <RewardRow key={reward.key} summary={summary} reward={reward} />
            ))}
          </ul>
        </>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={closeDialog}>
          {m.dialog_cancel()}
        </Button>
        {summary && !summary.granted.includes('share') ? (
          <Button variant="outline" disabled={busy} onClick={() => void share()} data-testid="invite-share">
            {m.invite_dialog_share()}
          </Button>
        ) : null}
        <Button onClick={buy} data-testid="invite-buy">
          {m.invite_dialog_buy()}
        </Button>
      </div>
    </DialogContent>
  )
}
