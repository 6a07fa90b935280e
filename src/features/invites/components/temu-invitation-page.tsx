import { Gift } from 'lucide-react'
import { AppLink } from '@/components/ui/app-link'
import { Table } from '@/components/ui/table'
import { siteConfig } from '@/config/site'
import { useSignedInUser } from '@/features/account/viewer-store'
import { InvitationButton } from '@/features/invites/components/invitation-button'
import { m } from '@/paraglide/messages'

/** Spec §6 "Invite rewards". */
const REWARDS = [
  { when: m.invite_reward_1, reward: m.invite_reward_1_value },
  { when: m.invite_reward_3, reward: m.invite_reward_3_value },
  { when: m.invite_reward_10, reward: m.invite_reward_10_value },
  { when: m.invite_reward_30, reward: m.invite_reward_30_value },
  { when: m.invite_reward_share, reward: m.invite_reward_share_value },
]

export function TemuInvitationPage() {
  const signedIn = useSignedInUser()
  return (
    <div className="mx-auto max-w-4xl px-4 py-14">
      <div className="flex items-center gap-3">
        <Gift className="size-9 text-brand-500" aria-hidden />
        <h1 className="text-3xl font-bold text-gray-900">{m.invite_title()}</h1>
      </div>
      <p className="mt-4 text-lg text-gray-600">{m.invite_body()}</p>
      <h2 className="mt-10 text-xl font-semibold text-gray-900">{m.invite_rewards_title()}</h2>
      <div className="mt-4 overflow-hidden rounded-2xl border border-gray-200 bg-white">
        <Table
          className="w-full text-sm"
          data-testid="invite-rewards"
          aria-label={m.invite_rewards_title()}
          headClassName="bg-gray-50"
          headerCellClassName="px-4 py-3 font-semibold"
          cellClassName="px-4 py-3"
          rows={REWARDS}
          rowKey={(r) => r.when()}
          columns={[
            {
              key: 'action',
              header: m.invite_reward_col_action(),
              cellClassName: 'text-gray-700',
              cell: (r) => r.when(),
            },
            {
              key: 'reward',
              header: m.invite_reward_col_reward(),
              cellClassName: 'font-medium text-brand-700',
              cell: (r) => r.reward(),
            },
          ]}
        />
      </div>
      <p className="mt-4 text-sm text-gray-500">{m.invite_note()}</p>
      <div className="mt-8 flex flex-wrap items-center gap-3">
        <InvitationButton />
        {signedIn ? null : (
          <AppLink
            href={`${siteConfig.account.register.url}?redirect=%2Ftemu-invitation`}
            className="rounded-lg px-6 py-3 font-semibold text-brand-700 ring-1 ring-brand-300 hover:bg-brand-50"
          >
            {m.invite_cta()}
          </AppLink>
        )}
      </div>
    </div>
  )
}
