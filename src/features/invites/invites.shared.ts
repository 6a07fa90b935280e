// Invite rewards (spec §6) and what the invitation dialog reads: one table the server grants from and
// the dialog draws its progress bars from, so the two cannot disagree.
import * as v from 'valibot'
import type { PlanId } from '@/config/plan-ids'

export type InviteRewardKey = 'invite_1' | 'invite_3' | 'paid_10' | 'paid_30' | 'share'

export type InviteReward = {
  key: InviteRewardKey
  /** What is counted: registered invitees, invitees who paid, or one share. */
  counts: 'invites' | 'paying' | 'share'
  threshold: number
  planId: PlanId
  days: number
}

/** 1 invite: 30 days Basic; 3: 30 days Pro; 10 paying friends: 30 days Basic; 30: 30 days Pro; a share: 90 days Pro. */
export const INVITE_REWARDS: readonly InviteReward[] = [
  { key: 'invite_1', counts: 'invites', threshold: 1, planId: 1, days: 30 },
  { key: 'invite_3', counts: 'invites', threshold: 3, planId: 2, days: 30 },
  { key: 'paid_10', counts: 'paying', threshold: 10, planId: 1, days: 30 },
  { key: 'paid_30', counts: 'paying', threshold: 30, planId: 2, days: 30 },
  { key: 'share', counts: 'share', threshold: 1, planId: 2, days: 90 },
]

/** The query parameter of the invite link on the registration page. */
export const INVITER_PARAM = 'inviter'

/** Invite codes are 10 characters of [a-z0-9]; anything else is not one of ours. */
export const InviteCodeSchema = v.pipe(
  v.string('must be a string'),
  v.trim(),
  v.toLowerCase(),
  v.regex(/^[a-z0-9]{10}$/, 'must be an invite code'),
)

export const InviteClaimSchema = v.object({ inviter: InviteCodeSchema })

export type InviteSummary = {
  link: string
  /** Registered accounts invited by this user. */
  invites: number
  /** Of those, accounts with a paid order. */
  paying: number
  shared: boolean
  granted: InviteRewardKey[]
}

/** How far a reward is: the count towards it, capped at its threshold. */
export function rewardProgress(reward: InviteReward, summary: InviteSummary): number {
  const count =
    reward.counts === 'invites'
      ? summary.invites
      : reward.counts === 'paying'
        ? summary.paying
        : summary.shared
          ? 1
          : 0
  return Math.min(count, reward.threshold)
}
