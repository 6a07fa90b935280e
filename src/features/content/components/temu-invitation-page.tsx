import { Gift } from 'lucide-react'
import { AppLink } from '@/components/ui/app-link'
import { siteConfig } from '@/config/site'
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
  return (
    <div className="mx-auto max-w-4xl px-4 py-14">
      <div className="flex items-center gap-3">
        <Gift className="size-9 text-brand-500" aria-hidden />
        <h1 className="text-3xl font-bold text-gray-900">{m.invite_title()}</h1>
      </div>
      <p className="mt-4 text-lg text-gray-600">{m.invite_body()}</p>
      <h2 className="mt-10 text-xl font-semibold text-gray-900">{m.invite_rewards_title()}</h2>
      <div className="mt-4 overflow-hidden rounded-2xl border border-gray-200 bg-white">
        <table className="w-full text-sm" data-testid="invite-rewards">
          <thead className="bg-gray-50 text-left">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {m.invite_reward_col_action()}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {m.invite_reward_col_reward()}
              </th>
            </tr>
          </thead>
          <tbody>
            {REWARDS.map((r) => (
              <tr key={r.when()} className="border-t border-gray-100">
                <td className="px-4 py-3 text-gray-700">{r.when()}</td>
                <td className="px-4 py-3 font-medium text-brand-700">{r.reward()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-sm text-gray-500">{m.invite_note()}</p>
      <AppLink
        href={`${siteConfig.account.register.url}?redirect=%2Fmy-team`}
        className="mt-8 inline-block rounded-lg bg-brand-500 px-6 py-3 font-semibold text-white hover:bg-brand-600"
      >
        {m.invite_cta()}
      </AppLink>
    </div>
  )
}
